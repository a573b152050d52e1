import { Hono } from 'hono';
import { outboxQuery } from '@shop/contracts';
import type { AppDeps } from '../../app-deps';
import { validQuery } from '../../lib/validate';
import { readSmsOutbox } from '../sms/sms.service';
import { readOutbox } from './mailer.service';

// GET /api/admin/outbox?to= (admins only: the guard in app.ts): mail and text messages kept while no
// SMTP / SMS provider is set.
export const outboxAdminRoutes = (deps: AppDeps) =>
  new Hono().get('/', validQuery(outboxQuery), async (c) => {
    const { to } = c.req.valid('query');
    const [mail, sms] = await Promise.all([
      readOutbox(deps.database.db, { to }),
      readSmsOutbox(deps.database.db, { to }),
    ]);
    return c.json({ mail, sms });
  });
