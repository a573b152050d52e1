// One conversation for the owner: who it is (tier, promise, timer, contact), what it is about (the
// piece, the order, the bag), the messages with read ticks, the customer's "typing…", the reply box,
// and the conversation's actions: assign to an admin, close or reopen. The customer's messages are
// marked seen while it is on screen.
import type { AdminChatInbox } from '@shop/contracts';
import { formatKes, formatPhoneForDisplay } from '@shop/domain/rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { ChatBubble } from '../../../components/chat/chat-bubble';
import { lastSeqFrom, tickOf } from '../../../lib/chat-messages';
import { adminChatApi, conversationQuery, CONVERSATION_KEY, INBOX_KEY } from '../api/chat-api';
import { ErrorState, LoadingState } from '../components/states';
import { useAction } from '../hooks/use-action';
import { useCustomerTyping } from './admin-chat-live';
import { ChatReplyBox } from './chat-reply-box';
import { DueTimer, TierBadge } from './chat-inbox-list';

type Props = { id: string; back: string; admins: AdminChatInbox['admins'] };

function useMarkSeen(id: string, upTo: number, seen: number) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (upTo <= seen) return;
    adminChatApi
      .read(id, upTo)
      .then(() => queryClient.invalidateQueries({ queryKey: INBOX_KEY }))
      .catch(() => undefined);
  }, [id, upTo, seen, queryClient]);
}

export function ChatConversation({ id, back, admins }: Props) {
  const selectId = useId();
  const queryClient = useQueryClient();
  const query = useQuery(conversationQuery(id));
  const typing = useCustomerTyping(id);
  const log = useRef<HTMLDivElement>(null);
  const data = query.data;
  const count = data?.messages.length ?? 0;
  // The newest message in sight: the log scrolls, not the page (the reply box stays where it is).
  useEffect(() => {
    const box = log.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [count, typing]);
  useMarkSeen(id, data ? lastSeqFrom(data.messages, 'shop') : 0, data?.conversation.shopReadUpTo ?? 0);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [...CONVERSATION_KEY, id] }),
      queryClient.invalidateQueries({ queryKey: INBOX_KEY }),
    ]);
  const act = useAction(async (run: () => Promise<unknown>) => {
    await run();
    await refresh();
  });

  if (query.isPending) return <LoadingState label="Loading the conversation…" />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const { conversation: c, messages } = query.data;
  const phone = c.customer.phone ?? c.contactPhone;
  return (
    <section aria-label={`Conversation with ${c.customer.name}`} className="flex min-h-0 flex-1 flex-col">
      <div className="border-b border-ink/10 p-3">
        <Link
          to={back}
          className="mb-2 inline-flex min-h-9 items-center gap-1 text-sm font-semibold lg:hidden"
        >
          <ArrowLeft aria-hidden="true" className="size-4" /> All conversations
        </Link>
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-bold">{c.customer.name}</h2>
          <TierBadge tier={c.tier} />
          <span className="text-xs text-muted capitalize" data-testid="chat-conversation-status">
            {c.status}
          </span>
          {c.status === 'waiting' && c.dueAt ? <DueTimer dueAt={c.dueAt} /> : null}
        </div>
        <p className="mt-0.5 text-xs text-muted">
          {c.customer.guest ? 'No account' : 'Customer account'}
          {c.customer.email ? ` · ${c.customer.email}` : ''}
          {phone ? ` · ${formatPhoneForDisplay(phone)}` : ''}
          {c.contactPhone ? ' (asked to be called back)' : ''}
          {c.promiseMinutes !== null ? ` · promised a reply within ${c.promiseMinutes} minutes` : ''}
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
          <label htmlFor={selectId} className="font-semibold">
            Assigned to
          </label>
          <select
            id={selectId}
            value={c.assignee?.id ?? ''}
            disabled={act.pending}
            onChange={(e) => act.start(() => adminChatApi.assign(id, e.target.value || null))}
            className="min-h-9 rounded-lg border border-ink/25 bg-white px-2"
          >
            <option value="">Nobody</option>
            {admins.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
          {c.status === 'closed' ? (
            <button
              type="button"
              disabled={act.pending}
              onClick={() => act.start(() => adminChatApi.reopen(id))}
              className="min-h-9 rounded-full border border-ink/25 px-3 font-semibold"
            >
              Reopen
            </button>
          ) : (
            <button
              type="button"
              disabled={act.pending}
              onClick={() => act.start(() => adminChatApi.close(id))}
              className="min-h-9 rounded-full border border-ink/25 px-3 font-semibold"
            >
              Close conversation
            </button>
          )}
        </div>
        {c.context.product || c.context.order || c.context.bag ? (
          <ul
            className="mt-2 space-y-1 rounded-xl bg-ink/5 p-2 text-sm"
            aria-label="What it is about"
            data-testid="chat-context"
          >
            {c.context.product ? (
              <li>
                Piece:{' '}
                <Link className="font-semibold underline" to={`/admin/products?id=${c.context.product.id}`}>
                  {c.context.product.name}
                </Link>{' '}
                (
                <a
                  className="underline"
                  href={`/products/${c.context.product.slug}`}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  shop page
                </a>
                )
              </li>
            ) : null}
            {c.context.order ? (
              <li>
                Order:{' '}
                <Link
                  className="font-semibold underline"
                  to={`/admin/orders?q=${encodeURIComponent(c.context.order.shortId)}`}
                >
                  #{c.context.order.shortId}
                </Link>{' '}
                · {c.context.order.status} · {formatKes(c.context.order.total)}
              </li>
            ) : null}
            {c.context.bag ? (
              <li>
                Bag: {c.context.bag.items} {c.context.bag.items === 1 ? 'item' : 'items'},{' '}
                {formatKes(c.context.bag.subtotal)}
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>
      <div
        ref={log}
        role="log"
        aria-live="polite"
        aria-label="Messages"
        className="min-h-32 flex-1 space-y-2 overflow-y-auto bg-ink/[0.03] p-3"
      >
        {messages.map((m) =>
          m.sender === 'system' ? (
            <p key={m.id} className="text-center text-xs text-muted">
              {m.body}
            </p>
          ) : (
            <ChatBubble
              key={m.id}
              message={m}
              mine={m.sender === 'shop'}
              state={m.sender === 'shop' ? tickOf(m, c.customerReadUpTo) : null}
              productHref={(p) => `/admin/products?id=${p.id}`}
            />
          ),
        )}
        {typing ? <p className="text-xs text-muted italic">{c.customer.name} is typing…</p> : null}
      </div>
      <ChatReplyBox conversationId={id} />
    </section>
  );
}
