// The shopper's own orders (the caller is the session's customer and/or the device's x-guest-id):
//   GET  /api/orders                      the signed-in customer's orders, newest first (401 otherwise)
//   POST /api/orders/claim-guest-orders   this device's guest orders join the signed-in account
//   GET  /api/orders/:id                  one order for its owner; anyone else gets the missing-order 404
//   GET  /api/orders/:id/delivery         what the delivery form needs, while the order waits for it
//   PUT  /api/orders/:id/delivery         { name, phone, location, coordinates? } → saved, ready for delivery
import { Hono, type Context } from 'hono';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../lib/errors';
import { guestIdOf } from '../../lib/guest-id';
import { noStore } from '../../lib/http-cache';
import { validJson, validParams } from '../../lib/validate';
import { deliveryForm, saveDeliveryDetails } from './delivery-details.service';
import { callerOf, claimOwnGuestOrders, listOwnOrders, ownOrder } from './orders.service';
import { deliveryInput, orderIdParam } from '@shop/contracts';

export const ordersRoutes = (deps: AppDeps) => {
  const caller = (c: Context) => callerOf(deps, c.req.raw.headers, guestIdOf(c));
  return new Hono()
    .use(noStore())
    .get('/', async (c) => c.json(await listOwnOrders(deps, await caller(c))))
    .post('/claim-guest-orders', async (c) => c.json(await claimOwnGuestOrders(deps, await caller(c))))
    .get('/:id', validParams(orderIdParam), async (c) =>
      c.json(await ownOrder(deps, await caller(c), c.req.valid('param').id)),
    )
    .get('/:id/delivery', validParams(orderIdParam), async (c) =>
      c.json(await deliveryForm(deps, (await caller(c)).owner, c.req.valid('param').id)),
    )
    .put('/:id/delivery', validParams(orderIdParam), validJson(deliveryInput), async (c) => {
      const { owner } = await caller(c);
      const result = await saveDeliveryDetails(deps, owner, c.req.valid('param').id, c.req.valid('json'));
      if (!result.ok) {
        // Each problem by its field, in the one error shape the forms read.
        const issues = Object.entries(result.errors).map(([path, message]) => ({ path, message }));
        const message = issues.map((issue) => issue.message).join(' ');
        throw new HttpError(400, 'invalid_delivery_details', message, issues);
      }
      return c.json({ message: result.message }, 200);
    });
};
