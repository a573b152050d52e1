// The owner's customer analytics (admins only: the guard in app.ts), under /api/admin/analytics:
//   GET    /summary?period=7d|30d|90d|365d       the period's figures and the change against the one before
//   GET    /sales?interval=day|week|month         orders and revenue over time, cancelled and refunded apart
//   GET    /segments                              each RFM segment's count
//   GET    /customers?segment=&q=&page=&page_size= the customer list (by phone)
//   GET    /customers/export.csv?segment=&q=      the same list as a spreadsheet
//   GET    /customers/:phone                      one customer: figures, orders, notes, tags
//   POST   /notes { phone_number, note }   DELETE /notes/:id
//   POST   /tags  { phone_number, tag }    DELETE /tags/:id
//   GET    /sells-together                        the pairs most often bought together
//   GET    /sells-together/:id                    the pieces most often bought with one piece
//   GET    /order-areas?period=7d|30d|90d|365d    where orders go: orders and revenue by delivery area
import {
  analyticsPeriodQuery,
  customerListQuery,
  customerNoteInput,
  customerPhoneParam,
  customerRemarkIdParam,
  customerTagInput,
  productIdParam,
  salesOverTimeQuery,
} from '@shop/contracts';
import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { csvDownload } from '../../lib/csv';
import { validJson, validParams, validQuery } from '../../lib/validate';
import type { AdminEnv } from '../accounts/admin-guard';
import {
  addNote,
  addTag,
  customerList,
  customerPage,
  customersCsv,
  removeNote,
  removeTag,
  salesOverTime,
  segments,
  summary,
} from './customer-analytics.service';
import { orderAreas } from './order-areas.service';
import { bestPairs, pairsWith } from './sells-together.service';

export const customerAnalyticsAdminRoutes = (deps: AppDeps) =>
  new Hono<AdminEnv>()
    .get('/summary', validQuery(analyticsPeriodQuery), async (c) =>
      c.json(await summary(deps, c.req.valid('query').period)),
    )
    .get('/sales', validQuery(salesOverTimeQuery), async (c) =>
      c.json(await salesOverTime(deps, c.req.valid('query').interval)),
    )
    .get('/segments', async (c) => c.json(await segments(deps)))
    .get('/customers', validQuery(customerListQuery), async (c) =>
      c.json(await customerList(deps, c.req.valid('query'))),
    )
    .get('/customers/export.csv', validQuery(customerListQuery), async (c) =>
      csvDownload(c, 'customers', await customersCsv(deps, c.req.valid('query'))),
    )
    .get('/customers/:phone', validParams(customerPhoneParam), async (c) =>
      c.json(await customerPage(deps, c.req.valid('param').phone)),
    )
    .post('/notes', validJson(customerNoteInput), async (c) => {
      const { phone_number, note } = c.req.valid('json');
      return c.json(await addNote(deps, c.get('admin'), phone_number, note), 201);
    })
    .delete('/notes/:id', validParams(customerRemarkIdParam), async (c) =>
      c.json(await removeNote(deps, c.req.valid('param').id)),
    )
    .post('/tags', validJson(customerTagInput), async (c) => {
      const { phone_number, tag } = c.req.valid('json');
      return c.json(await addTag(deps, c.get('admin'), phone_number, tag), 201);
    })
    .delete('/tags/:id', validParams(customerRemarkIdParam), async (c) =>
      c.json(await removeTag(deps, c.req.valid('param').id)),
    )
    .get('/sells-together', async (c) => c.json(await bestPairs(deps)))
    .get('/sells-together/:id', validParams(productIdParam), async (c) =>
      c.json(await pairsWith(deps, c.req.valid('param').id)),
    )
    .get('/order-areas', validQuery(analyticsPeriodQuery), async (c) =>
      c.json(await orderAreas(deps, c.req.valid('query').period)),
    );
