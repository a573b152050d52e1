// How the shopper pays (M-Pesa first, spec §2) and the phone: the M-Pesa number the prompt goes to,
// or for a guest paying by card or bank the number that finds the order later.
import { needsPaymentPhone, PAYMENT_METHODS, type PaymentMethod } from '@shop/domain/rules';
import { MPESA_PHONE_HINT, MPESA_PHONE_PLACEHOLDER, PAYMENT_METHOD_LABELS } from '@shop/domain/texts';
import { clsx } from 'clsx';
import { CreditCard, Landmark, SmartphoneNfc } from 'lucide-react';
import { useId } from 'react';
import { RadioCards } from '../../../components/ui/radio-cards';

const ICONS = { mpesa: SmartphoneNfc, card: CreditCard, bank: Landmark } as const;

type Props = {
  method: PaymentMethod;
  onMethod: (method: PaymentMethod) => void;
  phone: string;
  onPhone: (phone: string) => void;
  phoneError: string | null;
  guest: boolean;
  disabled: boolean;
};

export function PaymentFields({ method, onMethod, phone, onPhone, phoneError, guest, disabled }: Props) {
  const phoneId = useId();
  const hintId = useId();
  const errorId = useId();
  const mpesa = method === 'mpesa';
  return (
    <div className="space-y-3">
      <RadioCards
        legend="Payment method"
        name="payment-method"
        options={PAYMENT_METHODS}
        value={method}
        onChange={onMethod}
        disabled={disabled}
        groupClassName="mt-2 grid grid-cols-3 gap-2"
        cardClassName={(checked) =>
          clsx(
            'relative flex min-h-11 cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border px-2 py-2 text-sm font-semibold',
            'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-[#1d4ed8]',
            checked ? 'border-ink bg-ink text-paper' : 'border-ink/20 bg-white',
          )
        }
        // Covers the whole card: a tap anywhere on it is a tap on the radio itself.
        inputClassName="absolute inset-0 size-full cursor-pointer opacity-0"
        renderOption={(option) => {
          const Icon = ICONS[option];
          return (
            <>
              <Icon aria-hidden="true" className="size-5" />
              {PAYMENT_METHOD_LABELS[option]}
            </>
          );
        }}
      />
      {needsPaymentPhone(method, guest) ? (
        <div>
          <label htmlFor={phoneId} className="text-sm font-semibold">
            {mpesa ? 'M-Pesa phone number' : 'Phone number'}
          </label>
          <input
            id={phoneId}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={phone}
            onChange={(event) => onPhone(event.target.value)}
            placeholder={MPESA_PHONE_PLACEHOLDER}
            disabled={disabled}
            required
            aria-invalid={phoneError ? true : undefined}
            aria-describedby={phoneError ? `${errorId} ${hintId}` : hintId}
            className="border-ink/20 mt-1 min-h-11 w-full rounded-xl border bg-white px-4 text-base tabular-nums"
          />
          <p id={hintId} className="text-muted mt-1 text-xs">
            {mpesa ? MPESA_PHONE_HINT : "We'll use it to find your order and arrange delivery."}
          </p>
          <p id={errorId} role="alert" className="min-h-5 text-sm font-medium text-red-700">
            {phoneError ?? ''}
          </p>
        </div>
      ) : null}
    </div>
  );
}
