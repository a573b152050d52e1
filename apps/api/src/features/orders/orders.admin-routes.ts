// The owner's order endpoints (admins only: the guard in app.ts):
//   GET  /api/admin/dashboard
//   GET  /api/admin/orders?status=&fulfillment=&kind=&refund=&from=&to=&q=&sort=&page=&page_size=
//   GET  /api/admin/orders/export.csv?(the list's filters)   every match as a spreadsheet
//   GET  /api/admin/orders/:id
//   POST /api/admin/orders/:id/fulfillment { to }
//   POST /api/admin/orders/:id/cancel { reason }
//   POST /api/admin/orders/:id/refunded
//   GET  /api/admin/failed-orders?open=true
//   POST /api/admin/failed-orders/:id/resolve { resolution }
import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { validJson, validParams, validQuery } from '../../lib/validate';
import type { AdminEnv } from '../accounts/admin-guard';
import { csvDownload } from '../../lib/csv';
import { dashboard } from './dashboard.service';
import { ordersCsv } from './orders-export.service';
import {
  adminOrderDetail,
  adminOrderList,
  cancelOrder,
  failedOrderList,
  markRefunded,
  moveFulfillment,
  resolveFailed,
} from './orders-admin.service';
import {
  adminOrdersQuery,
  cancelInput,
  failedOrdersQuery,
  fulfillmentInput,
  adminOrderIdParam,
  resolveInput,
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
    .get('/orders/:id', validParams(adminOrderIdParam), async (c) =>
      c.json(await adminOrderDetail(deps, c.req.valid('param').id)),
    )
    .post('/orders/:id/fulfillment', validParams(adminOrderIdParam), validJson(fulfillmentInput), async (c) =>
      c.json(await moveFulfillment(deps, c.get('admin'), c.req.valid('param').id, c.req.valid('json').to)),
    )
    .post('/orders/:id/cancel', validParams(adminOrderIdParam), validJson(cancelInput), async (c) =>
      c.json(await cancelOrder(deps, c.get('admin'), c.req.valid('param').id, c.req.valid('json').reason)),
    )
    .post('/orders/:id/refunded', validParams(adminOrderIdParam), async (c) =>
      c.json(await markRefunded(deps, c.get('admin'), c.req.valid('param').id)),
    )
    .get('/failed-orders', validQuery(failedOrdersQuery), async (c) =>
      c.json(await failedOrderList(deps, c.req.valid('query').open === 'true')),
    )
    .post('/failed-orders/:id/resolve', validParams(adminOrderIdParam), validJson(resolveInput), async (c) =>
      c.json(
        await resolveFailed(deps, c.get('admin'), c.req.valid('param').id, c.req.valid('json').resolution),
      ),
    );
