// Subtotal, the discount line (with its remove button), delivery and the total to pay. The figures
// are the server's quote once it has answered; until then the device's own sum of the same rules.
import { formatKes, type CheckoutAmounts } from '@shop/domain';
import { X } from 'lucide-react';

type Props = {
  amounts: CheckoutAmounts;
  discountCode: string | null;
  onRemoveDiscount: () => void;
  /** The server has confirmed these figures. */
  confirmed: boolean;
  disabled: boolean;
};

const DELIVERY_LABELS = { standard: 'Standard delivery', same_day: 'Same-day delivery' } as const;

export function CheckoutTotals({ amounts, discountCode, onRemoveDiscount, confirmed, disabled }: Props) {
  return (
    <dl className="space-y-1 text-sm" aria-busy={!confirmed} data-testid="checkout-totals">
      <div className="flex justify-between">
        <dt>Subtotal</dt>
        <dd className="font-semibold tabular-nums" data-testid="checkout-subtotal">
          {formatKes(amounts.subtotal)}
        </dd>
      </div>
      {discountCode ? (
        <div className="flex items-center justify-between gap-2 text-emerald-800">
          <dt className="flex items-center gap-1">
            Discount ({discountCode})
            <button
              type="button"
              onClick={onRemoveDiscount}
              disabled={disabled}
              aria-label={`Remove discount code ${discountCode}`}
              className="grid size-9 place-items-center rounded-full hover:bg-emerald-50 disabled:opacity-50"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </dt>
          <dd className="font-semibold tabular-nums" data-testid="checkout-discount">
            −{formatKes(amounts.discount)}
          </dd>
        </div>
      ) : null}
      <div className="flex justify-between">
        <dt>{DELIVERY_LABELS[amounts.deliveryOption]}</dt>
        <dd className="font-semibold tabular-nums" data-testid="checkout-delivery">
          {amounts.deliveryFee === 0 ? 'Free' : formatKes(amounts.deliveryFee)}
        </dd>
      </div>
      <div className="border-ink/10 flex justify-between border-t pt-2 text-base font-bold">
        <dt>Total</dt>
        <dd className="tabular-nums" data-testid="checkout-total">
          {formatKes(amounts.total)}
        </dd>
      </div>
    </dl>
  );
}
