// The support chat panel, fetched the first time something opens it (the page event 'open-chat': the
// chat button, "Ask about this piece", "Ask about this order", the footer's chat link). A native modal
// <dialog> labelled by its heading: focus moves in and back to what opened it, Escape closes it. On a
// phone it fills the screen; on a wider screen it sits in the bottom corner.
import { useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { readStoredBag } from '../../../lib/bag-store';
import { pageChatContext } from '../../../lib/chat-page-context';
import type { ChatStart, EventDialogProps } from '../../../lib/events';
import { queueMessage, usePendingMessages, type Draft } from '../hooks/chat-outbox';
import { useChatLive, useShopTyping } from '../hooks/chat-live';
import { rememberChatted, useChatThread, useMarkRead } from '../hooks/use-chat-thread';
import { ChatComposer } from './chat-composer';
import { ChatLog } from './chat-log';
import { ChatOffline } from './chat-offline';

const TITLE_ID = 'support-chat-title';

/** What the owner sees a new conversation is about: the piece or order, and the bag on this device. */
function firstContext(start: ChatStart): Draft['context'] {
  const bag = readStoredBag()
    .items.slice(0, 50)
    .map((line) => ({ productId: line.product.id, quantity: line.quantity }));
  const context = {
    ...(start.product && { productId: start.product.id }),
    ...(start.order && { orderId: start.order.id }),
    ...(bag.length > 0 && { bag }),
  };
  return Object.keys(context).length > 0 ? context : undefined;
}

function useOpenDialog(ref: React.RefObject<HTMLDialogElement | null>, open: boolean) {
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // Straight to writing (the browser would start at the close button).
      dialog.querySelector('textarea')?.focus();
    } else if (!open && dialog.open) dialog.close();
  }, [ref, open]);
}

function AboutLine({ start, onClear }: { start: ChatStart; onClear: () => void }) {
  const what = start.product ? start.product.name : start.order ? `order #${start.order.shortId}` : null;
  if (!what) return null;
  return (
    <p
      className="flex items-center gap-2 border-b border-ink/10 bg-white px-4 py-2 text-xs"
      data-testid="chat-about"
    >
      <span className="min-w-0 flex-1 truncate">
        Asking about <strong>{what}</strong>
      </span>
      <button type="button" onClick={onClear} className="shrink-0 underline">
        Not about this
      </button>
    </p>
  );
}

export default function ChatPanel({ open, detail, onOpenChange }: EventDialogProps<'open-chat'>) {
  const ref = useRef<HTMLDialogElement>(null);
  const queryClient = useQueryClient();
  // Each opening is about what it was opened with, or else about the page on screen.
  const [start, setStart] = useState<ChatStart>({});
  const [opening, setOpening] = useState<{ open: boolean; detail?: ChatStart }>({ open: false });
  if (opening.open !== open || opening.detail !== detail) {
    setOpening({ open, detail });
    if (open) setStart(detail?.product || detail?.order ? detail : pageChatContext());
  }
  useOpenDialog(ref, open);

  const { query, thread, conversation } = useChatThread(open);
  // The stream is the conversation's: a shopper who has not written yet has none to listen to.
  useChatLive(open && !!conversation);
  useMarkRead(thread, open);
  const pending = usePendingMessages();
  const shopTyping = useShopTyping();

  const send = (draft: Omit<Draft, 'context'>) => {
    // The server reads the context on a conversation's first message only.
    queueMessage(queryClient, { ...draft, context: conversation ? undefined : firstContext(start) });
    rememberChatted();
  };

  const support = thread?.support;
  return (
    <ModalDialog
      dialogRef={ref}
      labelledBy={TITLE_ID}
      onClose={() => onOpenChange(false)}
      showOnMount={false}
      className="m-0 flex h-[100dvh] max-h-none w-screen max-w-none flex-col overflow-hidden bg-paper p-0 text-ink shadow-2xl backdrop:bg-ink/40 sm:top-auto sm:right-4 sm:bottom-4 sm:left-auto sm:h-[min(40rem,calc(100dvh-2rem))] sm:w-[24rem] sm:rounded-2xl"
    >
      <div className="flex items-center gap-3 bg-ink px-4 py-3 text-paper">
        <div className="min-w-0 flex-1">
          <h2 id={TITLE_ID} className="font-bold">
            Chat with us
          </h2>
          <p className="text-xs text-paper/75" data-testid="chat-status">
            {!support
              ? 'Connecting…'
              : support.open
                ? support.promiseMinutes
                  ? `Online · we reply within ${support.promiseMinutes} minutes`
                  : 'Online · we usually reply in a few minutes'
                : 'Offline'}
          </p>
        </div>
        <button
          type="button"
          onClick={() => ref.current?.close()}
          className="inline-flex size-11 items-center justify-center rounded-full hover:bg-paper/10"
        >
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">Close chat</span>
        </button>
      </div>
      {support && !support.open ? <ChatOffline support={support} /> : null}
      {!conversation ? <AboutLine start={start} onClear={() => setStart({})} /> : null}
      {thread ? (
        <ChatLog thread={thread} pending={pending} shopTyping={shopTyping} />
      ) : (
        <p role="status" className="flex-1 p-6 text-center text-sm text-muted">
          {query.isError ? (query.error as Error).message : 'Loading the conversation…'}
        </p>
      )}
      <ChatComposer
        product={start.product ?? pageChatContext().product}
        tellTyping={!!conversation}
        onSend={send}
      />
    </ModalDialog>
  );
}
