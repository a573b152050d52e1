// The guests' order SMS (paid, shipped, delivered, cancelled) for the owner: sent or still waiting,
// with the attempts and the provider's last answer. The outbox beside it holds the texts themselves
// only while no SMS provider is set; this list shows them whichever sender is used.
import { useQuery } from '@tanstack/react-query';
import { MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { useApi } from '../../../lib/use-api';
import { orderSmsQuery, type OrderSmsList } from '../api/order-sms-api';
import { ErrorState, LoadingState, Panel } from '../components/states';
import { Badge } from '../components/status-badges';
import { formatDateTime, plural, sentenceCase } from '../format';

// The order's creation is its payment: the guest's first text says it is paid.
const EVENTS: Record<string, string> = { placed: 'Paid' };

function SmsState({ item }: { item: OrderSmsList['items'][number] }) {
  if (item.processed) return <Badge colour="green">Sent</Badge>;
  return item.attempts > 0 ? (
    <Badge colour="red">Failed, will retry</Badge>
  ) : (
    <Badge colour="yellow">Waiting</Badge>
  );
}

export function OrderSmsPanel() {
  const query = useQuery(orderSmsQuery(useApi()));
  const title = (
    <span className="flex items-center gap-2">
      <MessageSquare aria-hidden="true" className="size-4" />
      Guests&rsquo; order SMS{query.data ? ` (${query.data.unprocessed} waiting)` : ''}
    </span>
  );
  return (
    <Panel title={title} className="mt-4">
      {query.isPending ? (
        <LoadingState label="Loading the order SMS…" />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <p className="text-sm text-muted">No order SMS yet: guests get one when they pay.</p>
      ) : (
        <ul className="divide-y divide-ink/10">
          {query.data.items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3 text-sm">
              <Link
                to={`/admin/orders/${item.order_id}`}
                className="font-semibold underline-offset-2 hover:underline"
              >
                Order #{item.order_number}
              </Link>
              <span>{EVENTS[item.event] ?? sentenceCase(item.event)}</span>
              <SmsState item={item} />
              <span className="basis-full text-xs text-muted">
                To {item.to ?? 'no number'} · {formatDateTime(item.processed_at ?? item.created_at)}
                {item.attempts > 0 ? ` · ${plural(item.attempts, 'failed attempt')}` : ''}
              </span>
              {item.last_error ? (
                <span className="basis-full text-xs break-words text-red-800">{item.last_error}</span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
