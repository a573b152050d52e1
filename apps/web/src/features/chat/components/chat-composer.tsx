// Writing to the shop: Enter sends, Shift+Enter starts a new line; typing tells the shop (at most every
// 2 s); a photo is checked here for type and size before it goes (the server checks its bytes again);
// on a piece's page (or a chat opened about one) the piece itself can be sent as a product link.
import { CHAT_MESSAGE_MAX } from '@shop/domain/rules';
import { PhotoButton } from '../../../components/chat/photo-button';
import { SendHorizontal, Shirt } from 'lucide-react';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { photoProblem, typingThrottle } from '../../../lib/chat-messages';
import type { ChatStart } from '../../../lib/events';
import { chatApi } from '../api/chat-api';
import type { Draft } from '../hooks/chat-outbox';

const TYPING_EVERY_MS = 2_000;

type Props = {
  product: ChatStart['product'] | undefined;
  /** Typing is told to the shop once there is a conversation to tell it in. */
  tellTyping: boolean;
  onSend: (draft: Omit<Draft, 'context'>) => void;
};

export function ChatComposer({ product, tellTyping, onSend }: Props) {
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const typing = useMemo(
    () => typingThrottle(() => void chatApi.typing().catch(() => undefined), TYPING_EVERY_MS),
    [],
  );

  const sendText = () => {
    const body = text.trim();
    if (body === '') return;
    if (body.length > CHAT_MESSAGE_MAX) {
      setProblem(`A message may be at most ${CHAT_MESSAGE_MAX} characters`);
      return;
    }
    setProblem(null);
    onSend({ body, product: null, photo: null });
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      sendText();
    }
  };

  const onPhoto = (file: File | undefined) => {
    if (!file) return;
    const why = photoProblem(file);
    setProblem(why);
    if (!why) onSend({ body: '', product: null, photo: file });
  };

  return (
    <div className="border-t border-ink/10 bg-white p-3">
      {product ? (
        <button
          type="button"
          onClick={() =>
            onSend({ body: '', photo: null, product: { ...product, image: product.image ?? null } })
          }
          className="mb-2 inline-flex min-h-9 max-w-full items-center gap-2 rounded-full bg-ink/5 px-3 text-xs font-semibold hover:bg-ink/10"
        >
          <Shirt aria-hidden="true" className="size-4 shrink-0" />
          <span className="truncate">Send this piece: {product.name}</span>
        </button>
      ) : null}
      {problem ? (
        <p role="alert" className="mb-2 text-xs font-medium text-red-800">
          {problem}
        </p>
      ) : null}
      <div className="flex items-end gap-2">
        <PhotoButton id={`${id}-photo`} onPick={onPhoto} />
        <label htmlFor={`${id}-text`} className="sr-only">
          Message
        </label>
        <textarea
          id={`${id}-text`}
          rows={1}
          value={text}
          maxLength={CHAT_MESSAGE_MAX}
          onChange={(e) => {
            setText(e.target.value);
            if (tellTyping && e.target.value.trim() !== '') typing();
          }}
          onKeyDown={onKeyDown}
          placeholder="Write a message…"
          aria-describedby={`${id}-hint`}
          className="max-h-32 min-h-11 flex-1 resize-none rounded-2xl border border-ink/25 px-3 py-2.5 text-sm [field-sizing:content]"
        />
        <button
          type="button"
          onClick={sendText}
          disabled={text.trim() === ''}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-ink text-paper disabled:opacity-50"
        >
          <SendHorizontal aria-hidden="true" className="size-5" />
          <span className="sr-only">Send</span>
        </button>
      </div>
      <p id={`${id}-hint`} className="sr-only">
        Enter sends, Shift and Enter starts a new line. Links you paste are sent as text.
      </p>
    </div>
  );
}
