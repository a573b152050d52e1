// The discount-code box of the bag and the checkout (spec §2, §5): the code is upper-cased as typed
// and checked by the server against the bag at the server's prices; Apply is off while the box is
// empty or a check runs ("Applying..."). Enter applies the code: in the checkout the box sits inside
// the payment form, and Enter there must not pay. The bag says a refusal in a toast too and keeps its
// own words for a failed check; the checkout shows it beside the box only.
import { normaliseDiscountCode } from '@shop/domain/rules';
import {
  DISCOUNT_CHECKOUT_ERROR_MESSAGE,
  DISCOUNT_DRAWER_ERROR_MESSAGE,
  DISCOUNT_INVALID_MESSAGE,
  DISCOUNT_VALIDATION_FAILED_MESSAGE,
} from '@shop/domain/texts';
import { useMutation } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { ApiError } from '../lib/api-client';
import { appliedFrom, linesForServer, validateDiscountCode } from '../lib/bag-api';
import { useBagStore } from '../lib/bag-store';
import { notify } from '../lib/notify';
import { useApi } from '../lib/use-api';

type Place = 'bag' | 'checkout';

/** What a failed check tells the shopper: the server's own words for limits and bad input. */
export function discountErrorMessage(error: unknown, place: Place = 'bag'): string {
  if (error instanceof ApiError) {
    if (error.status === 429 || error.status === 400) return error.message;
    if (error.status >= 500 && place === 'bag') return DISCOUNT_VALIDATION_FAILED_MESSAGE;
  }
  return place === 'bag' ? DISCOUNT_DRAWER_ERROR_MESSAGE : DISCOUNT_CHECKOUT_ERROR_MESSAGE;
}

type Props = {
  place: Place;
  error: string | null;
  setError: (message: string | null) => void;
  disabled?: boolean;
};

export function DiscountCodeBox({ place, error, setError, disabled = false }: Props) {
  const api = useApi();
  const [code, setCode] = useState('');
  const inputId = useId();
  const errorId = useId();
  const refuse = (message: string) => {
    setError(message);
    if (place === 'bag') notify.error(message);
  };
  const check = useMutation({
    mutationFn: (entry: string) => validateDiscountCode(api, entry, linesForServer(useBagStore.getState())),
    onMutate: () => setError(null),
    onSuccess: (answer) => {
      const discount = answer.valid ? appliedFrom(answer) : null;
      if (!discount) return refuse(answer.message || DISCOUNT_INVALID_MESSAGE);
      useBagStore.getState().applyDiscount(discount);
      setCode('');
      notify.success(answer.message);
    },
    onError: (failure) => refuse(discountErrorMessage(failure, place)),
  });

  const apply = () => {
    if (check.isPending) return;
    const entry = normaliseDiscountCode(code);
    if (!entry.ok) setError(place === 'bag' ? `${entry.error} 🎟️` : entry.error);
    else check.mutate(entry.code);
  };

  return (
    <div>
      <label
        htmlFor={inputId}
        className={clsx('text-sm', place === 'bag' ? 'font-semibold' : 'font-bold tracking-wide uppercase')}
      >
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
            apply();
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
          onClick={apply}
          disabled={code.trim() === '' || check.isPending || disabled}
          className="bg-ink text-paper hover:bg-ink/85 min-h-11 rounded-full px-5 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60"
        >
          {check.isPending ? 'Applying...' : 'Apply'}
        </button>
      </div>
      <p id={errorId} role="alert" className="mt-1 min-h-5 text-sm font-medium text-red-700">
        {error ?? ''}
      </p>
    </div>
  );
}
