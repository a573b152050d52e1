// POST /api/checkout as the route calls it: a repeated Pay press (same Idempotency-Key) is answered
// with the checkout it already opened before anything is counted, so an automatic retry never meets
// the rate limit; a new press is rate limited per visitor and address, then opened (checkout.service),
// where racing twins of one press meet under the visitor's lock.
import type { AppDeps } from '../../app-deps';
import { limitCheckoutOpening, replayedCheckout } from './checkout-guards.service';
import { openCheckout, type Buyer } from './checkout.service';
import { checkoutView, modalSettings } from './checkout-views';
import type { CheckoutInput } from '@shop/contracts';

type Deps = Pick<AppDeps, 'database' | 'config' | 'payments' | 'logger'>;

export async function openCheckoutOnce(
  deps: Deps,
  buyer: Buyer,
  input: CheckoutInput,
  request: { ip: string; idempotencyKey: string | null },
  now = new Date(),
) {
  const earlier = await replayedCheckout(deps.database.db, buyer, request.idempotencyKey);
  if (earlier)
    return { checkout: checkoutView(earlier), payment: await modalSettings(deps, earlier), replayed: true };
  await limitCheckoutOpening(deps, buyer, request.ip, !!input.discount_code, now);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await openCheckout(deps, buyer, input, now, request.idempotencyKey);
    } catch (error) {
      // Giving the previous hold back and taking the new one lock pieces in two passes, so two
      // shoppers swapping pieces at the same moment can deadlock; PostgreSQL ends one of them, which
      // simply tries again (nothing of it was kept).
      if (attempt >= 3 || sqlStateOf(error) !== DEADLOCK) throw error;
    }
  }
}

const DEADLOCK = '40P01';

/** The SQLSTATE of a database error, found through the wrappers around it. */
function sqlStateOf(error: unknown): string | null {
  let e: unknown = error;
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}
