import { Hono } from 'hono';
import { outboxQuery, testMailInput } from '@shop/contracts';
import type { AppDeps } from '../../app-deps';
import { validJson, validQuery } from '../../lib/validate';
import { readSmsOutbox } from '../sms/sms.service';
import { sendTestMail } from './email-settings.service';
import { readOutbox } from './mailer.service';

// Admins only (the guard in app.ts):
//   GET  /api/admin/outbox?to=         mail and text messages kept while no SMTP / SMS provider is set
//   POST /api/admin/outbox/test-mail   { to }: one test e-mail; answers the SMTP reply or the outbox row
export const outboxAdminRoutes = (deps: AppDeps) =>
  new Hono()
    .get('/', validQuery(outboxQuery), async (c) => {
      const { to } = c.req.valid('query');
      const [mail, sms] = await Promise.all([
        readOutbox(deps.database.db, { to }),
        readSmsOutbox(deps.database.db, { to }),
      ]);
      return c.json({ mail, sms });
    })
    .post('/test-mail', validJson(testMailInput), async (c) =>
      c.json(await sendTestMail(deps, c.req.valid('json'))),
    );
