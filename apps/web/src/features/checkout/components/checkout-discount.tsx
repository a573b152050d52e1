// The checkout's discount-code field (spec §2, §5): upper-cased as typed, Apply ("Applying..." while
// busy) checks it with the server against the bag at the server's prices. It sits inside the payment
// form, so Enter here applies the code instead of paying.
import {
  DISCOUNT_CHECKOUT_ERROR_MESSAGE,
  DISCOUNT_INVALID_MESSAGE,
  normaliseDiscountCode,
  setBagDiscount,
} from '@shop/domain';
import { useId, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { appliedFrom, linesForServer, validateDiscountCode } from '../../../lib/bag-api';
import { readStoredBag, updateStoredBag } from '../../../lib/bag-store';
import { notify } from '../../../lib/notify';
import { useApi } from '../../../lib/use-api';

/** The server's own words for limits and bad input; anything else gets the checkout's message. */
function checkoutDiscountError(error: unknown): string {
  if (error instanceof ApiError && (error.status === 429 || error.status === 400)) return error.message;
  return DISCOUNT_CHECKOUT_ERROR_MESSAGE;
}

type Props = {
  error: string | null;
  setError: (message: string | null) => void;
  disabled: boolean;
};

export function CheckoutDiscount({ error, setError, disabled }: Props) {
  const api = useApi();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const errorId = useId();

  const apply = async () => {
    if (busy) return;
    const entry = normaliseDiscountCode(code);
    if (!entry.ok) {
      setError(entry.error);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await validateDiscountCode(api, entry.code, linesForServer(readStoredBag()));
      const discount = answer.valid ? appliedFrom(answer) : null;
      if (discount) {
        updateStoredBag((bag) => setBagDiscount(bag, discount));
        setCode('');
        notify.success(answer.message);
      } else {
        setError(answer.message || DISCOUNT_INVALID_MESSAGE);
      }
    } catch (failure) {
      setError(checkoutDiscountError(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <label htmlFor={inputId} className="text-sm font-bold tracking-wide uppercase">
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
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            void apply();
          }}
          placeholder="Enter code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="border-ink/20 min-h-11 min-w-0 flex-1 rounded-full border bg-white px-4 text-sm font-semibold tracking-wide uppercase placeholder:font-normal placeholder:tracking-normal placeholder:normal-case"
        />
        <button
          type="button"
          onClick={() => void apply()}
          disabled={code === '' || busy || disabled}
          className="bg-ink text-paper hover:bg-ink/85 min-h-11 rounded-full px-5 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60"
        >
          {busy ? 'Applying...' : 'Apply'}
        </button>
      </div>
      <p id={errorId} role="alert" className="mt-1 min-h-5 text-sm font-medium text-red-700">
        {error ?? ''}
      </p>
    </div>
  );
}
