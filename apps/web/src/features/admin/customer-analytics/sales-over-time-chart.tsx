// Sales over time (recharts, in its own lazy chunk with the rest of the admin): revenue as bars, with
// cancelled and refunded money beside it in their own colours. A screen reader gets the same numbers
// as a table instead of the drawing.
import { formatKes } from '@shop/domain/rules';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { SalesOverTime } from '../api/customer-analytics-api';
import { formatDay } from '../format';

const compactKes = (value: number) => (value >= 1000 ? `${Math.round(value / 100) / 10}k` : String(value));
const monthYear = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', month: 'short', year: 'numeric' });

export default function SalesOverTimeChart({ sales }: { sales: SalesOverTime }) {
  const label = (start: string) =>
    sales.interval === 'month'
      ? monthYear.format(new Date(`${start}T00:00:00Z`))
      : sales.interval === 'week'
        ? `Week of ${formatDay(start)}`
        : formatDay(start);
  const what = { day: 'day', week: 'week', month: 'month' }[sales.interval];
  return (
    <figure>
      <div aria-hidden="true" className="h-56 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={sales.series} margin={{ top: 8, right: 4, bottom: 0, left: -12 }}>
            <CartesianGrid stroke="#1111110f" vertical={false} />
            <XAxis
              dataKey="start"
              tickFormatter={(s: string) =>
                sales.interval === 'month' ? monthYear.format(new Date(`${s}T00:00:00Z`)) : formatDay(s)
              }
              tick={{ fontSize: 11, fill: '#6b6459' }}
              tickLine={false}
              axisLine={false}
              minTickGap={16}
            />
            <YAxis
              tickFormatter={compactKes}
              tick={{ fontSize: 11, fill: '#6b6459' }}
              tickLine={false}
              axisLine={false}
              width={44}
            />
            <Tooltip
              formatter={(value, name) => [formatKes(Number(value)), String(name)]}
              labelFormatter={(l) => label(String(l))}
            />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Bar dataKey="revenue" name="Revenue" fill="#111111" isAnimationActive={false} />
            <Bar dataKey="cancelled_amount" name="Cancelled" fill="#d9485f" isAnimationActive={false} />
            <Bar dataKey="refunded_amount" name="Refunded or owed" fill="#f5c542" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="mt-1 text-xs text-muted">
        Revenue per {what} (Nairobi time), with cancelled and refunded orders apart.
      </figcaption>
      <table className="sr-only">
        <caption>Sales per {what}</caption>
        <thead>
          <tr>
            <th scope="col">
              {sales.interval === 'day' ? 'Day' : sales.interval === 'week' ? 'Week' : 'Month'}
            </th>
            <th scope="col">Orders</th>
            <th scope="col">Revenue</th>
            <th scope="col">Cancelled</th>
            <th scope="col">Refunded or owed</th>
          </tr>
        </thead>
        <tbody>
          {sales.series.map((b) => (
            <tr key={b.start}>
              <th scope="row">{label(b.start)}</th>
              <td>{b.orders}</td>
              <td>{formatKes(b.revenue)}</td>
              <td>
                {b.cancelled_orders} ({formatKes(b.cancelled_amount)})
              </td>
              <td>
                {b.refunded_orders} ({formatKes(b.refunded_amount)})
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
