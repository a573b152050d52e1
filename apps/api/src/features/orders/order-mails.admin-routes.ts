// The order e-mail queue (admins only: the guard in app.ts):
//   GET  /api/admin/email-queue?show=unprocessed|all   { unprocessed, notifications_enabled, items }
//   POST /api/admin/email-queue/retry                  retry every unprocessed row
//   POST /api/admin/email-queue/:id/retry              retry one row
import { emailQueueIdParam, emailQueueQuery } from '@shop/contracts';
import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { validParams, validQuery } from '../../lib/validate';
import type { AdminEnv } from '../accounts/admin-guard';
import { mailQueue, retryAllQueueItems, retryQueueItem } from './order-mail-queue.service';

export const emailQueueAdminRoutes = (deps: AppDeps) =>
  new Hono<AdminEnv>()
    .get('/', validQuery(emailQueueQuery), async (c) =>
      c.json(await mailQueue(deps, c.req.valid('query').show)),
    )
    .post('/retry', async (c) => c.json(await retryAllQueueItems(deps)))
    .post('/:id/retry', validParams(emailQueueIdParam), async (c) =>
      c.json(await retryQueueItem(deps, c.req.valid('param').id)),
    );
