// The conversation: stored messages in the shop's order, then the shopper's messages still on their
// way ("Sending…", or the server's reason when it refused one), then "typing…" while the shop writes.
// A log region, so a screen reader hears new messages politely; it keeps to the newest one.
import type { ChatMessageView, ChatThread } from '@shop/contracts';
import { useEffect, useRef } from 'react';
import { ChatBubble } from '../../../components/chat/chat-bubble';
import { tickOf } from '../../../lib/chat-messages';
import { discardPending, retryNow, type PendingMessage } from '../hooks/chat-outbox';

type Props = { thread: ChatThread; pending: readonly PendingMessage[]; shopTyping: boolean };

export function ChatLog({ thread, pending, shopTyping }: Props) {
  const end = useRef<HTMLDivElement>(null);
  const shopRead = thread.conversation?.shopReadUpTo ?? 0;
  const stored = new Set(thread.messages.map((m) => m.clientId));
  const waiting = pending.filter((p) => !stored.has(p.clientId));
  const count = thread.messages.length + waiting.length;
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [count, shopTyping]);

  return (
    <div
      role="log"
      aria-live="polite"
      aria-label="Messages"
      className="flex-1 space-y-2 overflow-y-auto overscroll-contain bg-ink/[0.03] px-3 py-4"
      data-testid="chat-log"
    >
      {count === 0 ? (
        <p className="px-4 py-8 text-center text-sm text-muted">
          Ask us anything: sizes, fit, delivery or an order. We answer here.
        </p>
      ) : null}
      {thread.messages.map((message: ChatMessageView) => (
        <ChatBubble
          key={message.id}
          message={message}
          mine={message.sender === 'customer'}
          state={message.sender === 'customer' ? tickOf(message, shopRead) : null}
        />
      ))}
      {waiting.map((p) => (
        <ChatBubble
          key={p.clientId}
          message={{ ...p, imageUrl: null, authorName: null }}
          previewUrl={p.previewUrl}
          mine
          state={p.state === 'refused' || p.state === 'retrying' ? 'failed' : 'sending'}
          action={
            p.state === 'refused' ? (
              <span className="mt-1 block text-xs">
                <span role="alert">{p.problem}</span>{' '}
                <button type="button" className="underline" onClick={() => discardPending(p.clientId)}>
                  Remove
                </button>
              </span>
            ) : p.state === 'retrying' ? (
              <span className="mt-1 block text-xs">
                No connection — trying again.{' '}
                <button type="button" className="underline" onClick={retryNow}>
                  Retry now
                </button>
              </span>
            ) : null
          }
        />
      ))}
      {shopTyping ? (
        <p className="text-xs text-muted italic" data-testid="shop-typing">
          The shop is typing…
        </p>
      ) : null}
      {thread.conversation?.status === 'closed' ? (
        <p className="py-2 text-center text-xs font-semibold text-muted" data-testid="chat-closed">
          This conversation was closed. Send a message if you need anything else.
        </p>
      ) : null}
      <div ref={end} />
    </div>
  );
}
