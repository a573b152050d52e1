// The owner's order endpoints (admins only: the guard in app.ts):
//   GET  /api/admin/dashboard
//   GET  /api/admin/orders?status=&fulfillment=&kind=&refund=&from=&to=&q=&sort=&page=&page_size=
//   GET  /api/admin/orders/export.csv?(the list's filters)   every match as a spreadsheet
//   GET  /api/admin/orders/packing-slips?ids=a,b   the chosen orders' packing slips
//   POST /api/admin/orders/bulk-ship { ids }   each eligible order shipped, the rest answered with why
//   GET  /api/admin/orders/:id
//   POST /api/admin/orders/:id/fulfillment { to }   a step forward needs the delivery details first
//   PUT  /api/admin/orders/:id/delivery { name, phone, location }   entered (→ ready) or corrected
//   PUT  /api/admin/orders/:id/tracking-note { note }   the rider / tracking note ('' takes it away)
//   POST /api/admin/orders/:id/step-back { reason }   the last fulfillment step taken back
//   POST /api/admin/orders/:id/cancel { reason }
//   POST /api/admin/orders/:id/refunded   the owed refund paid (the rest of the payment recorded)
//   POST /api/admin/orders/:id/refunds { amount, reason }   part of the payment given back
//   POST /api/admin/orders/:id/returns { lines: [{ item_id, quantity }], note?, refund_amount? }
//   GET  /api/admin/failed-orders?open=true
//   POST /api/admin/failed-orders/:id/resolve { resolution }
import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { validJson, validParams, validQuery } from '../../lib/validate';
import type { AdminEnv } from '../accounts/admin-guard';
import { csvDownload } from '../../lib/csv';
import { dashboard } from './dashboard.service';
import { ordersCsv } from './orders-export.service';
import { packingSlips } from './packing-slips.service';
import { failedOrderList, resolveFailed } from './failed-orders.service';
import { saveOwnerDelivery, saveTrackingNote } from './owner-delivery.service';
import { markOwedRefundPaid, recordReturn, refundOrder } from './returns.service';
import {
  adminOrderDetail,
  adminOrderList,
  bulkShip,
  cancelOrder,
  moveFulfillment,
  stepBackOrder,
} from './orders-admin.service';
import {
  adminOrdersQuery,
  bulkShipInput,
  cancelInput,
  failedOrdersQuery,
  fulfillmentInput,
  adminOrderIdParam,
  ownerDeliveryInput,
  packingSlipsQuery,
  refundInput,
  resolveInput,
  returnInput,
  stepBackInput,
  trackingNoteInput,
} from '@shop/contracts';

export const ordersAdminRoutes = (deps: AppDeps) =>
  new Hono<AdminEnv>()
    .get('/dashboard', async (c) => c.json(await dashboard(deps)))
    .get('/orders', validQuery(adminOrdersQuery), async (c) =>
      c.json(await adminOrderList(deps, c.req.valid('query'))),
    )
    .get('/orders/export.csv', validQuery(adminOrdersQuery), async (c) =>
      csvDownload(c, 'orders', await ordersCsv(deps, c.req.valid('query'))),
    )
    .get('/orders/packing-slips', validQuery(packingSlipsQuery), async (c) =>
      c.json(await packingSlips(deps, c.req.valid('query').ids)),
    )
    .post('/orders/bulk-ship', validJson(bulkShipInput), async (c) =>
      c.json(await bulkShip(deps, c.get('admin'), c.req.valid('json').ids)),
    )
    .get('/orders/:id', validParams(adminOrderIdParam), async (c) =>
      c.json(await adminOrderDetail(deps, c.req.valid('param').id)),
    )
    .post('/orders/:id/fulfillment', validParams(adminOrderIdParam), validJson(fulfillmentInput), async (c) =>
      c.json(await moveFulfillment(deps, c.get('admin'), c.req.valid('param').id, c.req.valid('json').to)),
    )
    .put('/orders/:id/delivery', validParams(adminOrderIdParam), validJson(ownerDeliveryInput), async (c) =>
      c.json(await saveOwnerDelivery(deps, c.get('admin'), c.req.valid('param').id, c.req.valid('json'))),
    )
    .put(
      '/orders/:id/tracking-note',
      validParams(adminOrderIdParam),
      validJson(trackingNoteInput),
      async (c) =>
        c.json(
          await saveTrackingNote(deps, c.get('admin'), c.req.valid('param').id, c.req.valid('json').note),
        ),
    )
    .post('/orders/:id/step-back', validParams(adminOrderIdParam), validJson(stepBackInput), async (c) =>
      c.json(await stepBackOrder(deps, c.get('admin'), c.req.valid('param').id, c.req.valid('json').reason)),
    )
    .post('/orders/:id/cancel', validParams(adminOrderIdParam), validJson(cancelInput), async (c) =>
      c.json(await cancelOrder(deps, c.get('admin'), c.req.valid('param').id, c.req.valid('json').reason)),
    )
    .post('/orders/:id/refunded', validParams(adminOrderIdParam), async (c) =>
      c.json(await markOwedRefundPaid(deps, c.get('admin'), c.req.valid('param').id)),
    )
    .post('/orders/:id/refunds', validParams(adminOrderIdParam), validJson(refundInput), async (c) =>
      c.json(await refundOrder(deps, c.get('admin'), c.req.valid('param').id, c.req.valid('json'))),
    )
    .post('/orders/:id/returns', validParams(adminOrderIdParam), validJson(returnInput), async (c) =>
      c.json(await recordReturn(deps, c.get('admin'), c.req.valid('param').id, c.req.valid('json'))),
    )
    .get('/failed-orders', validQuery(failedOrdersQuery), async (c) =>
      c.json(await failedOrderList(deps, c.req.valid('query').open === 'true')),
    )
    .post('/failed-orders/:id/resolve', validParams(adminOrderIdParam), validJson(resolveInput), async (c) =>
      c.json(
        await resolveFailed(deps, c.get('admin'), c.req.valid('param').id, c.req.valid('json').resolution),
      ),
    );
