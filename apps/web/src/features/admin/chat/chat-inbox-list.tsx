// The inbox's rows, unread first: who it is (and their tier), how long the shop has to answer by the
// tier's promise (a live timer, red once overdue), the last word, and what it is about.
import type { AdminChatSummary } from '@shop/contracts';
import { formatKes } from '@shop/domain/rules';
import { clsx } from 'clsx';
import { Link } from 'react-router';
import { clockHook } from '../../../lib/use-clock';
import { Badge } from '../components/status-badges';

const useSecondClock = clockHook(1000);

/** '3:05 left' / 'Overdue by 1:20' for a due time, from now. */
export function dueText(dueAt: string, now: number): { text: string; overdue: boolean } {
  const ms = new Date(dueAt).getTime() - now;
  const seconds = Math.floor(Math.abs(ms) / 1000);
  const clock = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  return ms >= 0 ? { text: `${clock} left`, overdue: false } : { text: `Overdue by ${clock}`, overdue: true };
}

export function DueTimer({ dueAt }: { dueAt: string }) {
  const now = useSecondClock();
  if (now === null) return null;
  const { text, overdue } = dueText(dueAt, now);
  return (
    <span
      className={clsx('text-xs font-bold tabular-nums', overdue ? 'text-red-700' : 'text-green-800')}
      data-overdue={overdue}
    >
      {text}
    </span>
  );
}

export function TierBadge({ tier }: { tier: AdminChatSummary['tier'] }) {
  return (
    <Badge colour={tier === 'vip' ? 'yellow' : tier === 'premium' ? 'blue' : 'grey'} label="Tier">
      {tier === 'vip' ? 'VIP' : tier}
    </Badge>
  );
}

export function contextText(context: AdminChatSummary['context']): string | null {
  const parts = [
    context.product ? `Piece: ${context.product.name}` : null,
    context.order ? `Order #${context.order.shortId}` : null,
    context.bag && context.bag.items > 0
      ? `Bag: ${context.bag.items} ${context.bag.items === 1 ? 'item' : 'items'}, ${formatKes(context.bag.subtotal)}`
      : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

type Props = { rows: readonly AdminChatSummary[]; chosen: string | null; href: (id: string) => string };

export function ChatInboxList({ rows, chosen, href }: Props) {
  const ordered = [...rows].sort((a, b) => Number(b.unread > 0) - Number(a.unread > 0));
  return (
    <ul className="divide-y divide-ink/10" aria-label="Conversations">
      {ordered.map((row) => {
        const about = contextText(row.context);
        return (
          <li key={row.id}>
            <Link
              to={href(row.id)}
              aria-current={row.id === chosen ? 'true' : undefined}
              className={clsx(
                'block px-3 py-3 hover:bg-ink/5',
                row.id === chosen && 'bg-ink/5',
                row.unread > 0 && 'font-semibold',
              )}
              data-testid="chat-inbox-row"
            >
              <span className="flex flex-wrap items-center gap-2">
                <span className="min-w-0 truncate font-bold">{row.customer.name}</span>
                <TierBadge tier={row.tier} />
                {row.unread > 0 ? (
                  <span className="rounded-full bg-red-600 px-2 text-xs leading-5 font-bold text-white">
                    {row.unread}
                    <span className="sr-only"> unread</span>
                  </span>
                ) : null}
                <span className="ml-auto text-xs">
                  {row.promiseMinutes !== null ? `${row.promiseMinutes} min promise` : 'No promise'}
                </span>
              </span>
              {row.status === 'waiting' && row.dueAt ? (
                <span className="mt-0.5 block">
                  <DueTimer dueAt={row.dueAt} />
                </span>
              ) : null}
              {row.lastMessage ? (
                <span className="mt-0.5 block truncate text-sm font-normal text-muted">
                  {row.lastMessage.sender === 'shop' ? 'You: ' : ''}
                  {row.lastMessage.body || 'Photo or piece'}
                </span>
              ) : null}
              {about ? <span className="mt-0.5 block truncate text-xs font-normal">{about}</span> : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
