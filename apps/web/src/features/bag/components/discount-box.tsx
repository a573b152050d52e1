// The bag's discount-code box (its own lazy chunk). The code is upper-cased as typed and checked by
// the server against the bag at the server's prices; Apply is off while the box is empty or a check
// runs ("Applying..."). An applied code shows with a remove button; emptying the bag clears it.
import {
  DISCOUNT_DRAWER_ERROR_MESSAGE,
  DISCOUNT_INVALID_MESSAGE,
  DISCOUNT_VALIDATION_FAILED_MESSAGE,
  normaliseDiscountCode,
} from '@shop/domain';
import { Tag, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useApi } from '../../../lib/use-api';
import { appliedFrom, linesForServer, validateDiscountCode } from '../../../lib/bag-api';
import { useBagStore } from '../../../lib/bag-store';

/** What a failed check tells the shopper: the server's own words for limits and bad input. */
export function discountErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 429 || error.status === 400) return error.message;
    if (error.status >= 500) return DISCOUNT_VALIDATION_FAILED_MESSAGE;
  }
  return DISCOUNT_DRAWER_ERROR_MESSAGE;
}

export default function DiscountBox() {
  const api = useApi();
  const applied = useBagStore((s) => s.discountCode);
  const applyDiscount = useBagStore((s) => s.applyDiscount);
  const removeDiscount = useBagStore((s) => s.removeDiscount);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();

  if (applied) {
    return (
      <div className="flex items-center justify-between gap-2 rounded-xl bg-emerald-50 px-3 py-2 text-emerald-900">
        <p className="min-w-0 text-sm">
          <Tag aria-hidden="true" className="mr-1 inline size-4" />
          <span className="font-bold">{applied.code}</span> applied
          {applied.description ? <span className="block text-xs">{applied.description}</span> : null}
        </p>
        <button
          type="button"
          onClick={() => {
            removeDiscount();
            setError(null);
          }}
          aria-label={`Remove discount code ${applied.code}`}
          className="grid size-11 shrink-0 place-items-center rounded-full hover:bg-emerald-100"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const entry = normaliseDiscountCode(code);
    if (!entry.ok) {
      setError(`${entry.error} 🎟️`);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await validateDiscountCode(api, entry.code, linesForServer(useBagStore.getState()));
      const discount = answer.valid ? appliedFrom(answer) : null;
      if (discount) {
        applyDiscount(discount);
        setCode('');
        notify.success(answer.message);
      } else {
        const message = answer.message || DISCOUNT_INVALID_MESSAGE;
        setError(message);
        notify.error(message);
      }
    } catch (failure) {
      const message = discountErrorMessage(failure);
      setError(message);
      notify.error(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={inputId} className="text-sm font-semibold">
        Discount code
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={inputId}
          value={code}
          onChange={(event) => {
            setCode(event.target.value.toUpperCase());
            setError(null);
          }}
          placeholder="Enter code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="border-ink/20 min-h-11 min-w-0 flex-1 rounded-full border bg-white px-4 text-sm font-semibold tracking-wide uppercase placeholder:font-normal placeholder:tracking-normal placeholder:normal-case"
        />
        <button
          type="submit"
          disabled={code.trim() === '' || busy}
          className="bg-ink text-paper hover:bg-ink/85 min-h-11 rounded-full px-5 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60"
        >
          {busy ? 'Applying...' : 'Apply'}
        </button>
      </div>
      <p id={errorId} role="alert" className="mt-1 min-h-5 text-sm font-medium text-red-700">
        {error ?? ''}
      </p>
    </form>
  );
}
