// The order's record panels on its admin page: the history of every move, the money given back
// (refunds and returns), and failed payment records tied to it.
import { formatKes } from '@shop/domain/rules';
import { statusLabel } from '@shop/domain/texts';
import { Link } from 'react-router';
import type { OrderDetail } from '../api/orders-api';
import { Panel } from '../components/states';
import { customerText, formatDateTime } from '../format';

type Order = OrderDetail['order'];

// History lines whose note says what changed rather than why.
const DETAIL_KINDS = new Set(['delivery_entered', 'delivery_corrected']);

function eventText(event: OrderDetail['events'][number]) {
  if (event.kind === 'fulfillment' && event.to) return `Marked as ${statusLabel(event.to)}`;
  if (event.kind === 'stepped_back' && event.to) return `Stepped back to ${statusLabel(event.to)}`;
  if (event.kind === 'cancelled') return 'Order cancelled';
  if (event.kind === 'refunded') return 'Refund marked as paid';
  if (event.kind === 'refund') return `Refunded ${formatKes(Number(event.to ?? 0))}`;
  if (event.kind === 'returned') return `Came back: ${event.to ?? ''}`;
  if (event.kind === 'delivery_entered') return 'Delivery details entered by the shop';
  if (event.kind === 'delivery_corrected') return 'Delivery details corrected';
  if (event.kind === 'tracking_note')
    return event.to ? `Rider / tracking note: ${event.to}` : 'Rider / tracking note removed';
  const change = event.from && event.to ? `: ${statusLabel(event.from)} → ${statusLabel(event.to)}` : '';
  return `${statusLabel(event.kind)}${change}`;
}

export function HistoryPanel({ order, events }: { order: Order; events: OrderDetail['events'] }) {
  // Newest first, ending with the order itself.
  const timeline = [...events].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <Panel title="History">
      <ol
        className="space-y-3 border-l-2 border-ink/10 pl-4 text-sm"
        aria-label="Order history, newest first"
      >
        {timeline.map((event, i) => (
          <li key={`${event.at}-${i}`}>
            <p className="font-medium">{eventText(event)}</p>
            {event.note ? (
              <p className="break-words text-ink/80">
                {DETAIL_KINDS.has(event.kind) ? '' : 'Reason: '}
                {event.note}
              </p>
            ) : null}
            <p className="text-xs text-muted">
              {event.by} · {formatDateTime(event.at)}
            </p>
          </li>
        ))}
        <li>
          <p className="font-medium">Order placed and paid</p>
          <p className="text-xs text-muted">
            {customerText(order)} · {formatDateTime(order.created_at)}
          </p>
        </li>
      </ol>
    </Panel>
  );
}

/** Every refund with its amount and reason, and every return with the pieces that came back. */
export function RefundsPanel({
  items,
  refunds,
  returns,
}: Pick<OrderDetail, 'items' | 'refunds' | 'returns'>) {
  if (refunds.length === 0 && returns.length === 0) return null;
  const lineName = (id: string) => {
    const item = items.find((i) => i.id === id);
    return item ? `${item.name}${item.size ? ` (size ${item.size})` : ''}` : 'A line';
  };
  return (
    <Panel title="Refunds and returns">
      {refunds.length ? (
        <ul className="space-y-2 text-sm" aria-label="Refunds">
          {refunds.map((refund) => (
            <li key={refund.id}>
              <p>
                <strong>{formatKes(refund.amount)}</strong> · {refund.reason}
              </p>
              <p className="text-xs text-muted">
                {refund.by} · {formatDateTime(refund.at)}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      {returns.length ? (
        <ul className="mt-3 space-y-2 border-t border-ink/10 pt-3 text-sm" aria-label="Returns">
          {returns.map((ret) => (
            <li key={ret.id}>
              <p>Came back: {ret.lines.map((l) => `${l.quantity} × ${lineName(l.item_id)}`).join(', ')}</p>
              {ret.note ? <p className="text-ink/80">{ret.note}</p> : null}
              <p className="text-xs text-muted">
                {ret.by} · {formatDateTime(ret.at)}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </Panel>
  );
}

export function FailuresPanel({ failures }: { failures: OrderDetail['failures'] }) {
  if (failures.length === 0) return null;
  return (
    <Panel
      title="Failed-order records"
      actions={
        <Link to="/admin/orders/failed-payments" className="text-sm font-semibold underline">
          Failed payments
        </Link>
      }
    >
      <ul className="space-y-2 text-sm">
        {failures.map((failure) => (
          <li key={failure.id} className="rounded-xl bg-red-50 p-3">
            <p className="text-red-900">{failure.error}</p>
            <p className="mt-1 text-xs text-muted">
              {failure.resolved_at ? `Resolved ${formatDateTime(failure.resolved_at)}` : 'Not resolved yet'}
            </p>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
