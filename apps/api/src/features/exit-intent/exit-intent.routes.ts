// GET  /api/exit-intent/settings → { enabled, sensitivity, delay, countdown_duration, offers }: the same
//      for every visitor, so browsers and shared caches may keep it for a minute.
// POST /api/exit-intent/events { event_type: 'view', offer_id } → { counted }: once per visitor,
//      offer and day, rate limited. Conversions are counted from orders, never reported.
import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { clientIp } from '../../lib/client-ip';
import { guestIdOf } from '../../lib/guest-id';
import { cachedJson, noStore } from '../../lib/http-cache';
import { validJson } from '../../lib/validate';
import { getShopper } from '../accounts/shopper.service';
import { publicSettings, recordOfferView } from './exit-intent.service';
import { exitIntentEventInput } from '@shop/contracts';

export const EXIT_INTENT_CACHE = 'public, max-age=60, stale-while-revalidate=300';

export const exitIntentRoutes = (deps: AppDeps) =>
  new Hono()
    .get('/settings', async (c) => cachedJson(c, await publicSettings(deps), EXIT_INTENT_CACHE))
    .post('/events', noStore(), validJson(exitIntentEventInput), async (c) => {
      const shopper = await getShopper(deps, c.req.raw.headers);
      const { offer_id } = c.req.valid('json');
      const result = await recordOfferView(
        deps,
        {
          userId: shopper.userId,
          guestId: shopper.userId ? null : guestIdOf(c),
          ip: clientIp(c, deps.config.TRUST_PROXY),
        },
        offer_id,
      );
      return c.json(result);
    });
