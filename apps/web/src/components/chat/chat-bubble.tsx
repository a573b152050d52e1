// One chat message as both sides see it: its text with links as plain text links (never HTML), the
// product it carries as a link to the piece, a photo, the time, and on the reader's own messages the
// tick (✓ stored, ✓✓ read by the other side) or "Sending…" / "Not sent" while it is still on its way.
import type { ChatMessageView } from '@shop/contracts';
import { chatTextParts, formatKes } from '@shop/domain/rules';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';

const time = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Nairobi',
  hour: '2-digit',
  minute: '2-digit',
});

export type BubbleState = 'sending' | 'failed' | 'stored' | 'read' | null;

export function ChatText({ body }: { body: string }) {
  return (
    <>
      {chatTextParts(body).map((part, i) =>
        part.kind === 'link' ? (
          <a
            key={i}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="underline underline-offset-2 [overflow-wrap:anywhere]"
          >
            {part.text}
          </a>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}

const STATE_TEXT: Record<Exclude<BubbleState, null>, { mark: string; label: string }> = {
  sending: { mark: 'Sending…', label: 'Sending' },
  failed: { mark: 'Not sent', label: 'Not sent yet' },
  stored: { mark: '✓', label: 'Sent' },
  read: { mark: '✓✓', label: 'Read' },
};

type Props = {
  message: Pick<ChatMessageView, 'body' | 'product' | 'imageUrl' | 'createdAt' | 'authorName'>;
  /** Written by the person reading (right-aligned, dark). */
  mine: boolean;
  state?: BubbleState;
  /** The product's link: the shop page for shoppers, the product editor for the owner. */
  productHref?: (product: NonNullable<ChatMessageView['product']>) => string;
  /** A photo not uploaded yet (its local preview). */
  previewUrl?: string | null;
  action?: ReactNode;
};

export function ChatBubble({ message, mine, state = null, productHref, previewUrl, action }: Props) {
  const product = message.product;
  const image = previewUrl ?? message.imageUrl;
  return (
    <div className={clsx('flex', mine ? 'justify-end' : 'justify-start')}>
      <div
        className={clsx(
          'max-w-[85%] rounded-2xl px-3 py-2 text-sm shadow-sm',
          mine ? 'rounded-br-sm bg-ink text-paper' : 'rounded-bl-sm bg-white text-ink ring-1 ring-ink/10',
          state === 'failed' && 'ring-2 ring-red-500',
        )}
      >
        {!mine && message.authorName ? (
          <p className="mb-0.5 text-xs font-semibold opacity-75">{message.authorName}</p>
        ) : null}
        {image ? (
          <a href={image} target="_blank" rel="noopener noreferrer" className="mb-1 block">
            <img src={image} alt="Photo sent in the chat" className="max-h-56 rounded-xl object-cover" />
          </a>
        ) : null}
        {product ? (
          <a
            href={productHref ? productHref(product) : `/products/${product.slug}`}
            className={clsx(
              'mb-1 flex items-center gap-2 rounded-xl p-2 underline-offset-2 hover:underline',
              mine ? 'bg-paper/10' : 'bg-ink/5',
            )}
          >
            {product.image ? (
              <img src={product.image} alt="" className="size-10 shrink-0 rounded-lg object-cover" />
            ) : null}
            <span className="min-w-0">
              <span className="block font-semibold [overflow-wrap:anywhere]">{product.name}</span>
              <span className="text-xs opacity-80">{formatKes(product.price)}</span>
            </span>
          </a>
        ) : null}
        {message.body ? (
          <p className="break-words whitespace-pre-wrap">
            <ChatText body={message.body} />
          </p>
        ) : null}
        <p className={clsx('mt-0.5 flex items-center justify-end gap-1 text-[11px]', 'opacity-75')}>
          <time dateTime={message.createdAt}>{time.format(new Date(message.createdAt))}</time>
          {mine && state ? (
            <span data-state={state}>
              <span aria-hidden="true">{STATE_TEXT[state].mark}</span>
              <span className="sr-only">{STATE_TEXT[state].label}</span>
            </span>
          ) : null}
        </p>
        {action}
      </div>
    </div>
  );
}
