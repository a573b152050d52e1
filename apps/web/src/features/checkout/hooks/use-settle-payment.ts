// What happens once a payment was reported (by the modal, or found on the device after a reload):
// the server verifies it and answers. Paid: the bag is cleared and the shopper goes on to the
// delivery details. Failed: the bag stays. Pending or not recorded: the device keeps the record, so
// the next visit asks again. Only the server's answer counts; the modal's word proves nothing — and a
// busy or unreachable shop (429, 5xx, no network) counts as pending, never as failed (confirm-outcome).
import { emptyBag, type PendingPayment } from '@shop/domain/rules';
import { ORDER_ID_MISSING_MESSAGE, PAYMENT_SUCCESS_MESSAGE } from '@shop/domain/texts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { quickPurchase, updateStoredBag } from '../../../lib/bag-store';
import { notify } from '../../../lib/notify';
import { useApi } from '../../../lib/use-api';
import { confirmPayment, lookupCheckout } from '../api/checkout-api';
import { settledFrom, type Settled } from '../api/confirm-outcome';
import { removePendingPayment } from '../api/pending-payments';

/** Long enough to copy the reference number for support. */
const NOT_RECORDED_TOAST_MS = 20_000;

/** Buy Now's quick-purchase flag lasts until the purchase is made. */
const forgetQuickPurchase = () => quickPurchase().remove();

export type { Settled };

type Options = {
  /** Called before leaving for the delivery details (the checkout dialog closes). */
  onPaid?: () => void;
  /** No toast for another "still pending" while the checkout keeps asking. */
  quietPending?: boolean;
};

export type SettlePayment = (record: PendingPayment, options?: Options) => Promise<Settled>;

export function useSettlePayment(): SettlePayment {
  const api = useApi();
  const navigate = useNavigate();

  const ask = useCallback(
    async (record: PendingPayment): Promise<Settled> => {
      // No transaction id (some failed reports carry none): the server asks the provider by tx_ref.
      const { settled, forget } = settledFrom(
        await confirmPayment(api, record.txRef, record.transactionId || null).then(
          (answer) => ({ answer }),
          (error: unknown) => ({ error }),
        ),
      );
      if (forget) removePendingPayment(record.txRef);
      if (settled.kind === 'paid' && !settled.orderId) {
        // The spec's fallback: the order found by its payment reference.
        const found = await lookupCheckout(api, record.txRef).catch(() => null);
        return { kind: 'paid', orderId: found?.order_id ?? null };
      }
      return settled;
    },
    [api],
  );

  return useCallback(
    async (record: PendingPayment, { onPaid, quietPending = false }: Options = {}): Promise<Settled> => {
      const settled = await ask(record);
      switch (settled.kind) {
        case 'paid':
          // A payment link's pieces never were in the bag: what the shopper keeps there stays.
          if (!record.keepsBag) updateStoredBag(() => emptyBag());
          forgetQuickPurchase();
          if (!settled.orderId) {
            notify.error(ORDER_ID_MISSING_MESSAGE);
            onPaid?.();
            break;
          }
          notify.success(PAYMENT_SUCCESS_MESSAGE);
          onPaid?.();
          void navigate(`/delivery-details?order_id=${encodeURIComponent(settled.orderId)}`);
          break;
        case 'pending':
          if (!quietPending) notify.info(settled.message);
          break;
        case 'not_recorded':
          notify.error(settled.message, NOT_RECORDED_TOAST_MS);
          break;
        case 'failed':
          // "Payment failed: {status}" as the title; for M-Pesa, what to do under it.
          notify.error(settled.message, undefined, settled.advice);
          break;
        default:
          notify.error(settled.message);
      }
      return settled;
    },
    [ask, navigate],
  );
}
