// The checkout's background work, run by every server process (jobs/background-work.ts); rows are
// claimed with SKIP LOCKED, and every step is safe to repeat, so processes never do harm twice.
// - Holds that ran out: the provider is asked once more (a payment may have just gone through); if
//   it did not, the checkout expires and its stock goes back on the shelves (INV-6).
// - Payments nobody reported (tab closed, webhook lost): unpaid checkouts of the last day are asked
//   about by reference, so a paid one becomes its order within minutes (PAY-10).
import { RECONCILE_WINDOW_MS } from '@shop/domain/timings';
import type { AppDeps } from '../../app-deps';
import { releaseHold } from '../stock/stock.service';
import { claimExpiredCheckouts, claimUnsettledCheckouts } from './checkout.repo';
import { confirmPayment } from './payment-confirmation.service';

type Deps = Pick<AppDeps, 'database' | 'payments' | 'logger'>;

const BATCH = 25;

export async function expireHolds(deps: Deps, now = new Date()): Promise<{ expired: number; paid: number }> {
  const due = await claimExpiredCheckouts(deps.database.db, now, BATCH);
  let expired = 0;
  let paid = 0;
  for (const { id, txRef } of due) {
    const result = await confirmPayment(deps, { txRef, transactionId: null, source: 'reconciliation' }, now);
    if (result.kind === 'paid') {
      paid += 1;
      continue;
    }
    const released = await deps.database.db.transaction((tx) =>
      releaseHold(tx, id, 'expired', 'the hold ran out before the payment', now),
    );
    if (released) expired += 1;
  }
  return { expired, paid };
}

export async function reconcilePayments(
  deps: Deps,
  now = new Date(),
): Promise<{ checked: number; paid: number }> {
  const due = await claimUnsettledCheckouts(deps.database.db, now, {
    windowMs: RECONCILE_WINDOW_MS,
    minAgeMs: 60_000,
    limit: BATCH,
  });
  let paid = 0;
  for (const { txRef } of due) {
    const result = await confirmPayment(deps, { txRef, transactionId: null, source: 'reconciliation' }, now);
    if (result.kind === 'paid' && result.created) paid += 1;
  }
  return { checked: due.length, paid };
}
