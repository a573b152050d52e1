// POST /api/guest-orders/lookup { phone } with x-guest-id: a guest's orders by device and phone
// (spec get_guest_orders). 10 tries a minute per address.
import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { clientIp } from '../../lib/client-ip';
import { guestIdOf } from '../../lib/guest-id';
import { validJson } from '../../lib/validate';
import { lookupGuestOrders } from './guest-orders.service';
import { guestLookupInput } from '@shop/contracts';

export const guestOrdersRoutes = (deps: AppDeps) =>
  new Hono().post('/lookup', validJson(guestLookupInput), async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json(
      await lookupGuestOrders(deps, {
        ip: clientIp(c, deps.config.TRUST_PROXY),
        guestId: guestIdOf(c),
        phone: c.req.valid('json').phone,
      }),
    );
  });
