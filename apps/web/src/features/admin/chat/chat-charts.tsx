// The chat analytics' two drawings (recharts, in its own lazy chunk like the other analytics charts):
// conversations per day and the busiest hours (Nairobi time). A screen reader gets the numbers as
// tables instead.
import type { ChatAnalyticsAnswer } from '@shop/contracts';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDay } from '../format';

const TICK = { fontSize: 11, fill: '#6b6459' };

function Bars<T extends object>({
  data,
  x,
  y,
  label,
}: {
  data: T[];
  x: string;
  y: string;
  label: (v: string) => string;
}) {
  return (
    <div aria-hidden="true" className="h-48 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 4, bottom: 0, left: -8 }}>
          <CartesianGrid stroke="#1111110f" vertical={false} />
          <XAxis
            dataKey={x}
            tickFormatter={(v) => label(String(v))}
            tick={TICK}
            tickLine={false}
            axisLine={false}
            minTickGap={12}
          />
          <YAxis allowDecimals={false} tick={TICK} tickLine={false} axisLine={false} width={36} />
          <Tooltip labelFormatter={(v) => label(String(v))} />
          <Bar dataKey={y} name="Conversations" fill="#111111" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

const hourLabel = (hour: string) => `${hour.padStart(2, '0')}:00`;

export default function ChatCharts({ data, part }: { data: ChatAnalyticsAnswer; part: 'days' | 'hours' }) {
  if (part === 'days')
    return (
      <figure>
        <Bars data={data.perDay} x="day" y="conversations" label={formatDay} />
        <table className="sr-only">
          <caption>Conversations per day</caption>
          <tbody>
            {data.perDay.map((d) => (
              <tr key={d.day}>
                <th scope="row">{formatDay(d.day)}</th>
                <td>{d.conversations}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </figure>
    );
  return (
    <figure>
      <Bars data={data.busiestHours} x="hour" y="conversations" label={hourLabel} />
      <figcaption className="mt-1 text-xs text-muted">
        Conversations started per hour of the day, Nairobi time.
      </figcaption>
      <table className="sr-only">
        <caption>Conversations by hour</caption>
        <tbody>
          {data.busiestHours.map((h) => (
            <tr key={h.hour}>
              <th scope="row">{hourLabel(String(h.hour))}</th>
              <td>{h.conversations}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
