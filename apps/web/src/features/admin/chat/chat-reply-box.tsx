// The owner's reply box: Enter sends, Shift+Enter starts a new line; quick replies fill it; a product
// from the shop's list or a photo can be sent too. The customer sees "typing…" (at most every 2 s).
// A send that failed keeps its clientId, so sending it again stores it once.
import { CHAT_MESSAGE_MAX } from '@shop/domain/rules';
import { useQueryClient } from '@tanstack/react-query';
import { PhotoButton } from '../../../components/chat/photo-button';
import { SendHorizontal } from 'lucide-react';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { photoProblem, typingThrottle } from '../../../lib/chat-messages';
import { adminChatApi } from '../api/chat-api';
import { Field } from '../components/fields';
import { ResultButton, ProductSearch } from '../components/product-search';
import { takeAdminSent } from './admin-chat-live';
import { QuickReplyManager, QuickReplyPicker } from './quick-replies';

type Outgoing = { clientId: string; body: string; productId?: string; photo?: File };

export function ChatReplyBox({ conversationId }: { conversationId: string }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failed, setFailed] = useState<Outgoing | null>(null);
  const [busy, setBusy] = useState(false);
  const [picking, setPicking] = useState(false);
  const typing = useMemo(
    () => typingThrottle(() => void adminChatApi.typing(conversationId).catch(() => undefined), 2_000),
    [conversationId],
  );

  const deliver = async (out: Outgoing) => {
    setBusy(true);
    setProblem(null);
    try {
      const sent = out.photo
        ? await adminChatApi.sendPhoto(conversationId, out.photo, out.clientId)
        : await adminChatApi.send(conversationId, {
            clientId: out.clientId,
            body: out.body,
            ...(out.productId && { productId: out.productId }),
          });
      takeAdminSent(queryClient, sent);
      setFailed(null);
      return true;
    } catch (error) {
      setFailed(out);
      setProblem((error as Error).message);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const sendText = async () => {
    const body = text.trim();
    if (body === '' || busy) return;
    if (await deliver({ clientId: crypto.randomUUID(), body })) setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void sendText();
    }
  };

  const onPhoto = (file: File | undefined) => {
    if (!file) return;
    const why = photoProblem(file);
    setProblem(why);
    if (!why) void deliver({ clientId: crypto.randomUUID(), body: '', photo: file });
  };

  return (
    <div className="border-t border-ink/10 bg-white p-3">
      <QuickReplyPicker onPick={setText} />
      {problem ? (
        <p role="alert" className="mb-2 text-xs font-medium text-red-800">
          {problem}{' '}
          {failed ? (
            <button type="button" className="underline" onClick={() => void deliver(failed)}>
              Send again
            </button>
          ) : null}
        </p>
      ) : null}
      <div className="flex items-end gap-2">
        <PhotoButton id={`${id}-photo`} onPick={onPhoto} />
        <label htmlFor={`${id}-text`} className="sr-only">
          Reply
        </label>
        <textarea
          id={`${id}-text`}
          rows={2}
          value={text}
          maxLength={CHAT_MESSAGE_MAX}
          onChange={(e) => {
            setText(e.target.value);
            if (e.target.value.trim() !== '') typing();
          }}
          onKeyDown={onKeyDown}
          placeholder="Write a reply…"
          className="max-h-40 min-h-11 flex-1 resize-y rounded-2xl border border-ink/25 px-3 py-2 text-sm"
        />
        <button
          type="button"
          onClick={() => void sendText()}
          disabled={busy || text.trim() === ''}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-ink text-paper disabled:opacity-50"
        >
          <SendHorizontal aria-hidden="true" className="size-5" />
          <span className="sr-only">Send reply</span>
        </button>
      </div>
      <div className="mt-2 flex flex-wrap gap-2 text-sm">
        <button
          type="button"
          aria-expanded={picking}
          onClick={() => setPicking((p) => !p)}
          className="min-h-9 rounded-full border border-ink/20 px-3 font-semibold"
        >
          Send a product
        </button>
      </div>
      {picking ? (
        <div className="mt-2">
          <Field label="Product to send" size="sm">
            {(control) => (
              <ProductSearch
                control={control}
                action={(product) => (
                  <ResultButton
                    disabled={busy}
                    onClick={() =>
                      void deliver({ clientId: crypto.randomUUID(), body: '', productId: product.id }).then(
                        (ok) => ok && setPicking(false),
                      )
                    }
                  >
                    Send<span className="sr-only"> {product.name}</span>
                  </ResultButton>
                )}
              />
            )}
          </Field>
        </div>
      ) : null}
      <QuickReplyManager />
    </div>
  );
}
