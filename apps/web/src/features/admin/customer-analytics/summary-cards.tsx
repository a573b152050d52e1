// The period's figures as cards, each with its change against the period before (words for screen
// readers, an arrow for the eye). Cancelled and refunded orders are counted apart, never as sales.
import { formatKes } from '@shop/domain/rules';
import { clsx } from 'clsx';
import type { Summary } from '../api/customer-analytics-api';

type Key = Exclude<keyof Summary, 'period'>;

const CARDS: readonly { key: Key; label: string; show: (n: number) => string; lowerIsBetter?: boolean }[] = [
  { key: 'revenue', label: 'Revenue', show: formatKes },
  { key: 'customers', label: 'Customers', show: String },
  { key: 'new_customers', label: 'New this period', show: String },
  { key: 'repeat_rate', label: 'Repeat rate', show: (n) => `${n}%` },
  { key: 'average_order_value', label: 'Average order value', show: formatKes },
  { key: 'lifetime_value', label: 'Lifetime value', show: formatKes },
  { key: 'orders', label: 'Orders', show: String },
  { key: 'cancelled_orders', label: 'Cancelled', show: String, lowerIsBetter: true },
  { key: 'refunded_orders', label: 'Refunded or owed', show: String, lowerIsBetter: true },
];

function Change({ percent, lowerIsBetter }: { percent: number | null; lowerIsBetter?: boolean }) {
  if (percent === null) return <span className="text-xs text-muted">Nothing before to compare</span>;
  const good = lowerIsBetter ? percent < 0 : percent > 0;
  const arrow = percent > 0 ? '▲' : percent < 0 ? '▼' : '•';
  const words = percent === 0 ? 'no change' : `${percent > 0 ? 'up' : 'down'} ${Math.abs(percent)}%`;
  return (
    <span
      className={clsx(
        'text-xs font-semibold',
        percent === 0 ? 'text-muted' : good ? 'text-green-700' : 'text-red-700',
      )}
    >
      <span aria-hidden="true">
        {arrow} {Math.abs(percent)}%
      </span>
      <span className="sr-only">{words} on the period before</span>
    </span>
  );
}

export function SummaryCards({ summary }: { summary: Summary }) {
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-5" aria-label="This period’s figures">
      {CARDS.map(({ key, label, show, lowerIsBetter }) => {
        const figure = summary[key];
        return (
          <li key={key} className="rounded-2xl border border-ink/10 bg-white p-3">
            <p className="text-xs text-muted">{label}</p>
            <p className="mt-1 text-lg font-black tabular-nums">{show(figure.current)}</p>
            <Change percent={figure.change_percent} lowerIsBetter={lowerIsBetter} />
            <p className="text-[11px] text-muted">Before: {show(figure.previous)}</p>
          </li>
        );
      })}
    </ul>
  );
}
