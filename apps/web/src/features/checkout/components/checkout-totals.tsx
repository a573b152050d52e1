// Subtotal, the discount line (with its remove button), delivery and the total to pay. The figures
// are the server's quote once it has answered; until then the device's own sum of the same rules.
import { formatKes, type CheckoutAmounts } from '@shop/domain/rules';
import { X } from 'lucide-react';
import { AmountRow } from '../../../components/ui/amount-row';

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
      <AmountRow label="Subtotal" testId="checkout-subtotal">
        {formatKes(amounts.subtotal)}
      </AmountRow>
      {discountCode ? (
        <AmountRow
          label={
            <>
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
            </>
          }
          labelClassName="flex items-center gap-1"
          testId="checkout-discount"
          className="items-center gap-2 text-emerald-800"
        >
          −{formatKes(amounts.discount)}
        </AmountRow>
      ) : null}
      <AmountRow label={DELIVERY_LABELS[amounts.deliveryOption]} testId="checkout-delivery">
        {amounts.deliveryFee === 0 ? 'Free' : formatKes(amounts.deliveryFee)}
      </AmountRow>
      <AmountRow label="Total" testId="checkout-total" total className="border-ink/10 border-t pt-2">
        {formatKes(amounts.total)}
      </AmountRow>
    </dl>
  );
}
