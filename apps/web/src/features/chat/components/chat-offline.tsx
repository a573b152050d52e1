// Outside support hours: the shop's offline line, a phone number to be called back on, and the way to
// WhatsApp. Messages can still be written; they wait for the morning.
import type { ChatSupportState } from '@shop/contracts';
import { CHAT_OFFLINE_MESSAGE, whatsappLink } from '@shop/domain/rules';
import { useId, useState, type FormEvent } from 'react';
import { chatApi } from '../api/chat-api';

export function ChatOffline({ support }: { support: ChatSupportState }) {
  const id = useId();
  const [phone, setPhone] = useState('');
  const [state, setState] = useState<{ saving: boolean; done: boolean; problem: string | null }>({
    saving: false,
    done: false,
    problem: null,
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState({ saving: true, done: false, problem: null });
    try {
      await chatApi.contact(phone);
      setState({ saving: false, done: true, problem: null });
    } catch (error) {
      setState({ saving: false, done: false, problem: (error as Error).message });
    }
  };
  return (
    <div className="border-b border-ink/10 bg-amber-50 px-4 py-3 text-sm" data-testid="chat-offline">
      <p className="font-semibold">{CHAT_OFFLINE_MESSAGE}</p>
      <p className="mt-0.5 text-xs text-muted">{support.hours}</p>
      {state.done ? (
        <p role="status" className="mt-2 font-medium text-green-800">
          Thank you — we will call you back from 9 AM.
        </p>
      ) : (
        <form onSubmit={submit} className="mt-2 flex flex-wrap items-end gap-2" noValidate>
          <div className="min-w-0 flex-1">
            <label htmlFor={`${id}-phone`} className="block text-xs font-semibold">
              Leave your phone number
            </label>
            <input
              id={`${id}-phone`}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
              placeholder="0712 345 678"
              aria-invalid={state.problem ? true : undefined}
              aria-describedby={state.problem ? `${id}-problem` : undefined}
              className="mt-1 min-h-11 w-full rounded-xl border border-ink/25 bg-white px-3"
            />
          </div>
          <button
            type="submit"
            disabled={state.saving || phone.trim() === ''}
            className="min-h-11 rounded-full bg-ink px-4 font-semibold text-paper disabled:opacity-60"
          >
            Call me back
          </button>
          {state.problem ? (
            <p id={`${id}-problem`} role="alert" className="w-full text-xs font-medium text-red-800">
              {state.problem}
            </p>
          ) : null}
        </form>
      )}
      <a
        href={whatsappLink(support.whatsapp)}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-2 inline-flex min-h-11 items-center font-semibold underline underline-offset-2"
      >
        Continue on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
      </a>
    </div>
  );
}
