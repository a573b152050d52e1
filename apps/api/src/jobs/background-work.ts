// Background work in the server process (DESIGN: Postgres-backed, never in a browser): releasing holds
// that ran out, reconciling payments nobody reported, sending the order and early-access welcome
// e-mails and guests' order SMS, telling members when their window of a drop opens (and everyone when
// it goes public), and wishlist alerts and weekly reminders. Each step
// claims its rows with SKIP LOCKED, so any number of server processes can run this side by side.
import type { AppDeps } from '../app-deps';
import { expireHolds, reconcilePayments } from '../features/checkout/checkout-jobs.service';
import { processDropNotices } from '../features/drops/drop-notices.service';
import { processWelcomeMails } from '../features/early-access/welcome-mails.service';
import { processOrderMails } from '../features/orders/order-mails.service';
import { processOrderSms } from '../features/orders/order-sms.service';
import { processWishlistAlerts } from '../features/wishlist-alerts/wishlist-alerts.service';

type Deps = Pick<AppDeps, 'database' | 'payments' | 'logger' | 'config' | 'secret'>;

const EVERY = { mails: 10_000, holds: 30_000, reconcile: 60_000, drops: 60_000, wishlist: 60_000 };

export function startBackgroundWork(deps: Deps) {
  const running = new Set<Promise<unknown>>();
  const timers: NodeJS.Timeout[] = [];
  const every = (ms: number, name: string, work: () => Promise<unknown>) => {
    let busy = false;
    const tick = () => {
      if (busy) return;
      busy = true;
      const run = work()
        .catch((err: unknown) => deps.logger.error({ err, job: name }, 'background job failed'))
        .finally(() => {
          busy = false;
          running.delete(run);
        });
      running.add(run);
    };
    timers.push(setInterval(tick, ms));
    // The first run comes soon after start, not a whole period later.
    timers.push(setTimeout(tick, 2_000));
  };
  every(EVERY.mails, 'order-mails', () => processOrderMails(deps));
  every(EVERY.mails, 'order-sms', () => processOrderSms(deps));
  every(EVERY.mails, 'early-access-welcome-mails', () => processWelcomeMails(deps));
  every(EVERY.holds, 'expire-holds', () => expireHolds(deps));
  every(EVERY.reconcile, 'reconcile-payments', () => reconcilePayments(deps));
  every(EVERY.drops, 'drop-notices', () => processDropNotices(deps));
  every(EVERY.wishlist, 'wishlist-alerts', () => processWishlistAlerts(deps));
  return {
    stop: async () => {
      for (const t of timers) clearTimeout(t);
      await Promise.allSettled([...running]);
    },
  };
}
