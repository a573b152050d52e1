// POST /api/discounts/validate { code, bag } → the spec's validate_discount_code_enhanced answer.
// POST /api/discounts/generate { offer_id } → the visitor's exit-intent code.
// The shopper comes from the session cookie, a guest from the device's x-guest-id header.
import { isUuidV4 } from '@shop/domain/rules';
import { Hono, type Context } from 'hono';
import type { AppDeps } from '../../app-deps';
import { clientIp } from '../../lib/client-ip';
import { validJson } from '../../lib/validate';
import { getShopper } from '../accounts/shopper.service';
import { generateOfferDiscount, validateDiscount, type Visitor } from './discounts.service';
import { generateDiscountInput, validateDiscountInput } from '@shop/contracts';

async function visitorOf(deps: AppDeps, c: Context): Promise<Visitor> {
  const guest = c.req.header('x-guest-id');
  return {
    shopper: await getShopper(deps, c.req.raw.headers),
    guestId: isUuidV4(guest) ? guest.toLowerCase() : null,
    ip: clientIp(c, deps.config.TRUST_PROXY),
  };
}

export const discountsRoutes = (deps: AppDeps) =>
  new Hono()
    .post('/validate', validJson(validateDiscountInput), async (c) => {
      const answer = await validateDiscount(deps, await visitorOf(deps, c), c.req.valid('json'));
      c.header('Cache-Control', 'no-store');
      return c.json(answer);
    })
    .post('/generate', validJson(generateDiscountInput), async (c) => {
      const { offer_id } = c.req.valid('json');
      const answer = await generateOfferDiscount(deps, await visitorOf(deps, c), offer_id);
      c.header('Cache-Control', 'no-store');
      return c.json(answer, answer.created ? 201 : 200);
    });
