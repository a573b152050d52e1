// Paying: the server opens the checkout (stock held, tx_ref made), the provider's modal takes the
// payment — the sandbox sheet in this app, or Flutterwave's own modal — and whatever it reports goes
// to the server to verify. A pending payment is asked about again for a while; closing the modal
// without paying releases the hold and says "Payment cancelled".
import { pendingPaymentItems, type PendingPayment } from '@shop/domain/rules';
import { PAYMENT_CANCELLED_MESSAGE } from '@shop/domain/texts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '../../../lib/notify';
import { useApi } from '../../../lib/use-api';
import {
  cancelCheckout,
  openCheckoutForPress,
  type OpenedCheckout,
  type OpenRequest,
  type PaymentReport,
  type PaymentSettings,
} from '../api/checkout-api';
import { pollDelayMs } from '../api/confirm-outcome';
import { savePendingPayment } from '../api/pending-payments';
import { waitOrOnline, type Wait } from '../api/wait-or-online';
import { useSettlePayment } from './use-settle-payment';

export { PENDING_POLL_MS } from '../api/confirm-outcome';
/** A late M-Pesa approval settles within seconds to a minute: ask every 4 s for 2 minutes. */
export const PENDING_POLL_ROUNDS = 30;

export type PaymentPhase = 'idle' | 'opening' | 'paying' | 'confirming' | 'waiting';

type Options = {
  /** Paid: the dialog closes before the shopper goes on to the delivery details. */
  onPaid?: () => void;
  /** A refusal from the server when opening; answers whether it was dealt with. */
  onRefused: (error: unknown) => boolean;
  /** Paying an owner's payment link: the device's bag is left as it is once paid. */
  keepsBag?: boolean;
};

export function useCheckoutPayment({ onPaid, onRefused, keepsBag = false }: Options) {
  const api = useApi();
  const settle = useSettlePayment();
  const [phase, setPhase] = useState<PaymentPhase>('idle');
  const [sheet, setSheet] = useState<PaymentSettings | null>(null);
  const opened = useRef<OpenedCheckout | null>(null);
  const waiting = useRef<Wait | undefined>(undefined);
  const live = useRef(true);

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
      waiting.current?.cancel();
    };
  }, []);

  /** Asks the server until it answers something other than "pending", or the patience runs out. */
  const follow = useCallback(
    async (record: PendingPayment) => {
      // Backing off while the shop is busy or unreachable (a rate limit, a 5xx, no network): the
      // shopper keeps seeing the pending message, not a failure.
      let strained = 0;
      for (let round = 0; ; round += 1) {
        const settled = await settle(record, { onPaid, quietPending: round > 0 });
        if (!live.current) return;
        if (settled.kind !== 'pending' || round >= PENDING_POLL_ROUNDS) break;
        strained = settled.strained ? strained + 1 : 0;
        setPhase('waiting');
        // Leaving the checkout stops the wait: the record waits on the device for the next visit.
        // Coming back online asks again at once (the confirmation only; nothing is paid twice).
        waiting.current = waitOrOnline(pollDelayMs(strained));
        await waiting.current.done;
      }
      opened.current = null;
      setPhase('idle');
    },
    [settle, onPaid],
  );

  /** The modal reported: kept on the device from now until the server has answered. */
  const report = useCallback(
    (result: PaymentReport) => {
      const checkout = opened.current;
      if (!checkout) return;
      setSheet(null);
      const record: PendingPayment = {
        transactionId: String(result.transaction_id ?? ''),
        txRef: checkout.payment.tx_ref,
        amount: checkout.payment.amount,
        items: pendingPaymentItems(checkout.checkout.lines),
        customerPhone: checkout.payment.customer.phone_number || null,
        paymentMethod: checkout.payment.payment_method,
        timestamp: Date.now(),
        ...(keepsBag && { keepsBag: true as const }),
      };
      savePendingPayment(record);
      setPhase('confirming');
      void follow(record);
    },
    [follow, keepsBag],
  );

  /** The modal closed without a report. */
  const closed = useCallback(() => {
    const checkout = opened.current;
    opened.current = null;
    setSheet(null);
    setPhase('idle');
    if (checkout) void cancelCheckout(api, checkout.payment.tx_ref).catch(() => undefined);
    notify.info(PAYMENT_CANCELLED_MESSAGE);
  }, [api]);

  const pay = useCallback(
    async (request: OpenRequest) => {
      setPhase('opening');
      let checkout: OpenedCheckout;
      try {
        // A fresh Idempotency-Key per press; its automatic retry reuses it.
        checkout = await openCheckoutForPress(api, request);
      } catch (error) {
        if (live.current) setPhase('idle');
        if (!onRefused(error)) notify.error(error instanceof Error ? error.message : String(error));
        return;
      }
      opened.current = checkout;
      setPhase('paying');
      if (checkout.payment.provider === 'sandbox') {
        setSheet(checkout.payment);
        return;
      }
      try {
        const { openFlutterwave } = await import('../api/flutterwave');
        await openFlutterwave(checkout.payment, { onReport: report, onClose: closed });
      } catch (error) {
        // The modal never opened: give the held stock back at once.
        opened.current = null;
        setPhase('idle');
        void cancelCheckout(api, checkout.payment.tx_ref).catch(() => undefined);
        notify.error(error instanceof Error ? error.message : String(error));
      }
    },
    [api, onRefused, report, closed],
  );

  return { phase, busy: phase !== 'idle', sheet, pay, report, closed };
}
