// The dashboard's 30-day sales chart (recharts, in its own lazy chunk). A screen reader gets the
// same numbers as a table instead of the drawing.
import { formatKes } from '@shop/domain/rules';
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Dashboard } from '../api/orders-api';
import { formatDay } from '../format';

type Series = Dashboard['series'];

// Short axis labels: 'KES 12k' rather than 'KES 12,000'.
const compactKes = (value: number) => (value >= 1000 ? `${Math.round(value / 100) / 10}k` : String(value));

export default function SalesChart({ series }: { series: Series }) {
  const best = series.reduce(
    (top, day) => (day.total > top.total ? day : top),
    series[0] ?? { day: '', total: 0 },
  );
  return (
    <figure className="mt-4">
      <div aria-hidden="true" className="h-44 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <AreaChart data={series} margin={{ top: 8, right: 4, bottom: 0, left: -12 }}>
            <defs>
              <linearGradient id="sales-fill" x1="0" y1="0" x2="0" y2="1">
                <stop offset="0%" stopColor="#f5c542" stopOpacity={0.7} />
                <stop offset="100%" stopColor="#f5c542" stopOpacity={0.05} />
              </linearGradient>
            </defs>
            <CartesianGrid stroke="#1111110f" vertical={false} />
            <XAxis
              dataKey="day"
              tickFormatter={formatDay}
              tick={{ fontSize: 11, fill: '#6b6459' }}
              tickLine={false}
              axisLine={false}
              minTickGap={24}
            />
            <YAxis
              tickFormatter={compactKes}
              tick={{ fontSize: 11, fill: '#6b6459' }}
              tickLine={false}
              axisLine={false}
              width={44}
            />
            <Tooltip
              formatter={(value) => [formatKes(Number(value)), 'Sales']}
              labelFormatter={(label) => formatDay(String(label))}
            />
            <Area
              type="monotone"
              dataKey="total"
              stroke="#111111"
              strokeWidth={2}
              fill="url(#sales-fill)"
              isAnimationActive={false}
            />
          </AreaChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="mt-1 text-xs text-muted">
        Sales per day over the last 30 days
        {best && best.total > 0
          ? `; the best day was ${formatDay(best.day)} with ${formatKes(best.total)}`
          : ''}
        .
      </figcaption>
      <table className="sr-only">
        <caption>Sales per day, last 30 days</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Sales</th>
            <th scope="col">Orders</th>
          </tr>
        </thead>
        <tbody>
          {series.map((day) => (
            <tr key={day.day}>
              <th scope="row">{formatDay(day.day)}</th>
              <td>{formatKes(day.total)}</td>
              <td>{day.orders}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
