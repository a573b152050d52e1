// The owner's early-access list (admins only: the guard in app.ts):
//   GET  /api/admin/early-access/subscribers?q=&status=all|active|unsubscribed&page=&page_size=
//   GET  /api/admin/early-access/subscribers.csv?q=&status=   the same rows as a file
//   POST /api/admin/early-access/subscribers/:id/unsubscribe
import { Hono } from 'hono';
import { subscriberIdParam, subscribersExportQuery, subscribersQuery } from '@shop/contracts';
import type { AppDeps } from '../../app-deps';
import { validParams, validQuery } from '../../lib/validate';
import type { AdminEnv } from '../accounts/admin-guard';
import { adminSubscriberList, adminUnsubscribe, subscribersCsv } from './early-access-admin.service';

/** The export's file name, dated in Nairobi (the owner's day). */
const fileName = (now: Date) =>
  `early-access-subscribers-${now.toLocaleDateString('en-CA', { timeZone: 'Africa/Nairobi' })}.csv`;

export const earlyAccessAdminRoutes = (deps: AppDeps) =>
  new Hono<AdminEnv>()
    .get('/subscribers', validQuery(subscribersQuery), async (c) => {
      const { q, status, page, page_size } = c.req.valid('query');
      return c.json(await adminSubscriberList(deps, { q, status }, page, page_size));
    })
    .get('/subscribers.csv', validQuery(subscribersExportQuery), async (c) => {
      const csv = await subscribersCsv(deps, c.req.valid('query'));
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="${fileName(new Date())}"`);
      // A byte-order mark, so spreadsheet programs read names with accents (and the emoji) as UTF-8.
      return c.body(`\uFEFF${csv}`);
    })
    .post('/subscribers/:id/unsubscribe', validParams(subscriberIdParam), async (c) =>
      c.json(await adminUnsubscribe(deps, c.req.valid('param').id)),
    );
