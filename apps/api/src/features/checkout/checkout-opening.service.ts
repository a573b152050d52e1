// POST /api/checkout as the route calls it: a repeated Pay press (same Idempotency-Key) is answered
// with the checkout it already opened before anything is counted, so an automatic retry never meets
// the rate limit; a new press is rate limited per visitor and address, then opened (checkout.service),
// where racing twins of one press meet under the visitor's lock.
import type { AppDeps } from '../../app-deps';
import { limitCheckoutOpening, replayedCheckout } from './checkout-guards.service';
import { checkoutView, modalSettings, openCheckout, type Buyer } from './checkout.service';
import type { CheckoutInput } from './checkout.validators';

type Deps = Pick<AppDeps, 'database' | 'config' | 'payments'>;

export async function openCheckoutOnce(
  deps: Deps,
  buyer: Buyer,
  input: CheckoutInput,
  request: { ip: string; idempotencyKey: string | null },
  now = new Date(),
) {
  const earlier = await replayedCheckout(deps.database.db, buyer, request.idempotencyKey);
  if (earlier)
    return { checkout: checkoutView(earlier), payment: modalSettings(deps, earlier), replayed: true };
  await limitCheckoutOpening(deps, buyer, request.ip, !!input.discount_code, now);
  return openCheckout(deps, buyer, input, now, request.idempotencyKey);
}
