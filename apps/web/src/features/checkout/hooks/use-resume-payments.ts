// A reload (or a closed tab) in the middle of a payment leaves its record on the device; the checkout
// page asks the server about each one when it opens, so a paid order still leads to its delivery
// details. A payment still pending (a late M-Pesa approval) is asked about again while the page is open,
// at once when the device comes back online, and again whenever it does later (the confirmation only:
// the server answers it for the payment already made, so nothing is paid twice).
import { useEffect } from 'react';
import { hasPendingPayments, listPendingPayments } from '../api/pending-payments';
import { pollDelayMs } from '../api/confirm-outcome';
import { waitOrOnline } from '../api/wait-or-online';
import { PENDING_POLL_ROUNDS } from './use-checkout-payment';
import { useSettlePayment, type SettlePayment } from './use-settle-payment';

// One pass at a time, for as long as a checkout page is on screen (React may mount it twice).
let onScreen = 0;
let resuming = false;

async function resume(settle: SettlePayment) {
  let strained = 0;
  for (let round = 0; round <= PENDING_POLL_ROUNDS; round += 1) {
    let waiting = false;
    let busy = false;
    for (const record of listPendingPayments()) {
      if (onScreen === 0) return;
      const settled = await settle(record, { quietPending: round > 0 });
      // Paid: the shopper is on the way to the delivery details; the rest wait for the next visit.
      if (settled.kind === 'paid') return;
      if (settled.kind === 'pending') {
        waiting = true;
        busy ||= settled.strained;
      }
    }
    if (!waiting) return;
    // A busy or unreachable shop is asked more slowly each time.
    strained = busy ? strained + 1 : 0;
    await waitOrOnline(pollDelayMs(strained)).done;
  }
}

export function useResumePayments() {
  const settle = useSettlePayment();
  useEffect(() => {
    onScreen += 1;
    const start = () => {
      if (resuming || !hasPendingPayments()) return;
      resuming = true;
      void resume(settle).finally(() => {
        resuming = false;
      });
    };
    start();
    window.addEventListener('online', start);
    return () => {
      onScreen -= 1;
      window.removeEventListener('online', start);
    };
  }, [settle]);
}
