// What the checkout dialog and the /checkout page both show (spec §2 "Checkout dialog"): the order
// summary, the discount code, delivery, the totals, the payment method and phone, then Cancel and
// "Pay KES {total}". The server prices, holds and verifies everything; this only gathers the choices.
import {
  canSubmitPayment,
  checkPaymentPhone,
  formatKes,
  isBagEmpty,
  setBagDiscount,
  type DeliveryOption,
} from '@shop/domain/rules';
import { clsx } from 'clsx';
import { Loader2 } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useState, type FormEvent } from 'react';
import { DiscountCodeBox } from '../../../components/discount-code-box';
import { BagChangesPanel } from '../../../components/ui/bag-changes-panel';
import { Button } from '../../../components/ui/button';
import { OfflineNote } from '../../../components/ui/offline-note';
import { ApiError } from '../../../lib/api-client';
import { linesForServer } from '../../../lib/bag-api';
import { updateStoredBag, useStoredBag } from '../../../lib/bag-store';
import { ensureGuestId } from '../../../lib/guest-id';
import { useOnline } from '../../../lib/use-online';
import { useBagCorrections } from '../hooks/use-bag-corrections';
import { useCheckoutPayment } from '../hooks/use-checkout-payment';
import { useCheckoutQuote } from '../hooks/use-checkout-quote';
import { usePaymentChoice } from '../hooks/use-payment-choice';
import { CheckoutSummary } from './checkout-summary';
import { CheckoutTotals } from './checkout-totals';
import { DeliveryChoice } from './delivery-choice';
import { PayButtonContent, WaitingForConfirmation } from './pay-status';
import { PaymentFields } from './payment-fields';
import { RecentPurchaseOptIn } from './recent-purchase-opt-in';

const SandboxPaymentSheet = lazy(() => import('./sandbox-payment-sheet'));

export type CheckoutContentProps = {
  signedIn: boolean;
  onCancel: () => void;
  /** Paid: the dialog closes before the shopper goes on to the delivery details. */
  onPaid?: () => void;
  /** The dialog scrolls its middle and keeps the buttons in view; the page flows. */
  layout: 'dialog' | 'page';
  /** The dialog stays open while a checkout is being opened or a payment confirmed. */
  onBusyChange?: (busy: boolean) => void;
};

const PHONE_CODES = new Set(['invalid_phone', 'phone_required']);

export function CheckoutContent({ signedIn, onCancel, onPaid, layout, onBusyChange }: CheckoutContentProps) {
  const bag = useStoredBag();
  const [deliveryOption, setDeliveryOption] = useState<DeliveryOption>('standard');
  const { method, phone, setPhoneError, fields } = usePaymentChoice();
  const [showInRecent, setShowInRecent] = useState(false);
  const corrections = useBagCorrections(setDeliveryOption);
  const { correct } = corrections;
  const { amounts, confirmed, options } = useCheckoutQuote({
    bag,
    deliveryOption,
    setDeliveryOption,
    correct,
  });

  const onRefused = useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && PHONE_CODES.has(error.code)) {
        setPhoneError(error.message);
        return true;
      }
      return correct(error, true);
    },
    [correct, setPhoneError],
  );
  const payment = useCheckoutPayment({ onPaid, onRefused });
  const { busy } = payment;
  const online = useOnline();
  const holding = payment.phase === 'opening' || payment.phase === 'confirming';
  useEffect(() => onBusyChange?.(holding), [holding, onBusyChange]);

  // Spec §4: opening the checkout gives a guest a device id if there is none.
  useEffect(() => {
    if (!signedIn) ensureGuestId();
  }, [signedIn]);

  if (!bag) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-16 text-sm">
        <Loader2 aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
        Loading your bag...
      </p>
    );
  }
  const empty = isBagEmpty(bag);
  const guest = !signedIn;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (empty || !online || !canSubmitPayment(busy, method, phone)) return;
    const check = checkPaymentPhone(method, phone, guest);
    if (!check.ok) {
      setPhoneError(check.error);
      return;
    }
    if (guest) ensureGuestId();
    void payment.pay({
      bag: linesForServer(bag),
      discount_code: bag.discountCode?.code ?? null,
      delivery_option: deliveryOption,
      payment_method: method,
      phone: check.phone,
      show_in_recent_purchases: showInRecent,
    });
  };

  const dialog = layout === 'dialog';
  const total = amounts ? formatKes(amounts.total) : null;
  return (
    <>
      <form
        onSubmit={submit}
        noValidate
        aria-busy={busy}
        className={clsx('flex flex-col', dialog && 'min-h-0 flex-1')}
        data-testid="checkout-form"
      >
        <div
          className={clsx(
            'space-y-5',
            dialog ? 'min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 py-4 sm:px-6' : 'pb-4',
          )}
        >
          <BagChangesPanel
            changes={corrections.changes}
            soldOut={corrections.soldOut}
            testId="checkout-changes"
          />
          <CheckoutSummary bag={bag} />
          {empty ? null : (
            <>
              {bag.discountCode ? null : (
                <DiscountCodeBox
                  place="checkout"
                  error={corrections.discountError}
                  setError={corrections.setDiscountError}
                  disabled={busy}
                />
              )}
              <DeliveryChoice
                options={options}
                value={deliveryOption}
                onChange={setDeliveryOption}
                disabled={busy}
              />
              {amounts ? (
                <CheckoutTotals
                  amounts={amounts}
                  discountCode={bag.discountCode?.code ?? null}
                  onRemoveDiscount={() => updateStoredBag((b) => setBagDiscount(b, null))}
                  confirmed={confirmed}
                  disabled={busy}
                />
              ) : null}
              <PaymentFields {...fields} guest={guest} disabled={busy} />
              <RecentPurchaseOptIn checked={showInRecent} onChange={setShowInRecent} disabled={busy} />
              {payment.phase === 'waiting' ? <WaitingForConfirmation /> : null}
            </>
          )}
        </div>
        {online || empty ? null : (
          <div className={dialog ? 'px-4 pb-3 sm:px-6' : 'pb-3'}>
            <OfflineNote />
          </div>
        )}
        <div
          className={clsx(
            'grid gap-2',
            empty ? 'grid-cols-1' : 'grid-cols-[1fr_1.5fr]',
            dialog ? 'border-ink/10 border-t px-4 pt-3 pb-4 sm:px-6' : 'border-ink/10 border-t pt-4',
          )}
        >
          {empty ? (
            <Button variant="outline" onClick={onCancel}>
              Continue shopping
            </Button>
          ) : (
            <>
              <Button variant="outline" onClick={onCancel}>
                Cancel
              </Button>
              <Button type="submit" disabled={!total || !online || !canSubmitPayment(busy, method, phone)}>
                <PayButtonContent busy={busy} total={total} />
              </Button>
            </>
          )}
        </div>
      </form>
      {payment.sheet ? (
        <Suspense fallback={null}>
          <SandboxPaymentSheet settings={payment.sheet} onReport={payment.report} onClose={payment.closed} />
        </Suspense>
      ) : null}
    </>
  );
}
