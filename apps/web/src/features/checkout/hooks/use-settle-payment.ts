// What happens once a payment was reported (by the modal, or found on the device after a reload):
// the server verifies it and answers. Paid: the bag is cleared and the shopper goes on to the
// delivery details. Failed: the bag stays. Pending or not recorded: the device keeps the record, so
// the next visit asks again. Only the server's answer counts; the modal's word proves nothing.
import {
  emptyBag,
  ORDER_ID_MISSING_MESSAGE,
  PAYMENT_SUCCESS_MESSAGE,
  QUICK_PURCHASE_STORAGE_KEY,
  type PendingPayment,
} from '@shop/domain';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { updateStoredBag } from '../../../lib/bag-storage';
import { notify } from '../../../lib/notify';
import { useApi } from '../../../lib/use-api';
import { confirmPayment, lookupCheckout } from '../api/checkout-api';
import { removePendingPayment } from '../api/pending-payments';

/** Long enough to copy the reference number for support. */
const NOT_RECORDED_TOAST_MS = 20_000;

/** Buy Now's quick-purchase flag lasts until the purchase is made. */
function forgetQuickPurchase() {
  try {
    window.localStorage.removeItem(QUICK_PURCHASE_STORAGE_KEY);
  } catch {
    // Blocked storage holds no flag.
  }
}

export type Settled =
  | { kind: 'paid'; orderId: string | null }
  | { kind: 'failed' | 'pending' | 'not_recorded' | 'refused' | 'unreachable'; message: string };

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
      try {
        // No transaction id (some failed reports carry none): the server asks the provider by tx_ref.
        const answer = await confirmPayment(api, record.txRef, record.transactionId || null);
        if (answer.status === 'paid') {
          removePendingPayment(record.txRef);
          if (answer.order_id) return { kind: 'paid', orderId: answer.order_id };
          // The spec's fallback: the order found by its payment reference.
          const found = await lookupCheckout(api, record.txRef).catch(() => null);
          return { kind: 'paid', orderId: found?.order_id ?? null };
        }
        if (answer.status === 'failed') removePendingPayment(record.txRef);
        return { kind: answer.status, message: answer.message ?? '' };
      } catch (error) {
        // Not this shopper's checkout, or not this checkout's payment: asking again changes nothing.
        if (error instanceof ApiError && (error.status === 404 || error.status === 409)) {
          removePendingPayment(record.txRef);
          return { kind: 'refused', message: error.message };
        }
        const message = error instanceof Error ? error.message : String(error);
        return { kind: 'unreachable', message };
      }
    },
    [api],
  );

  return useCallback(
    async (record: PendingPayment, { onPaid, quietPending = false }: Options = {}): Promise<Settled> => {
      const settled = await ask(record);
      switch (settled.kind) {
        case 'paid':
          updateStoredBag(() => emptyBag());
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
        default:
          notify.error(settled.message);
      }
      return settled;
    },
    [ask, navigate],
  );
}
