// A reload (or a closed tab) in the middle of a payment leaves its record on the device; the checkout
// page asks the server about each one when it opens, so a paid order still leads to its delivery
// details. A payment still pending (a late M-Pesa approval) is asked about again while the page is open.
import { useEffect } from 'react';
import { hasPendingPayments, listPendingPayments } from '../api/pending-payments';
import { pollDelayMs } from '../api/confirm-outcome';
import { PENDING_POLL_ROUNDS } from './use-checkout-payment';
import { useSettlePayment, type SettlePayment } from './use-settle-payment';

// One pass at a time, for as long as a checkout page is on screen (React may mount it twice).
let onScreen = 0;
let resuming = false;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
    await pause(pollDelayMs(strained));
  }
}

export function useResumePayments() {
  const settle = useSettlePayment();
  useEffect(() => {
    onScreen += 1;
    if (!resuming && hasPendingPayments()) {
      resuming = true;
      void resume(settle).finally(() => {
        resuming = false;
      });
    }
    return () => {
      onScreen -= 1;
    };
  }, [settle]);
}
