// The owner's e-mail settings (admins only: the guard in app.ts):
//   GET /api/admin/email-settings   the four settings and when they last changed
//   PUT /api/admin/email-settings   all four: { notifications_enabled, customer_notifications_enabled,
//                                   admin_notifications_enabled, admin_email ('' for none) }
import { emailSettingsInput } from '@shop/contracts';
import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { validJson } from '../../lib/validate';
import type { AdminEnv } from '../accounts/admin-guard';
import { emailSettings, saveEmailSettings } from './email-settings.service';

export const emailSettingsAdminRoutes = (deps: AppDeps) =>
  new Hono<AdminEnv>()
    .get('/', async (c) => c.json(await emailSettings(deps)))
    .put('/', validJson(emailSettingsInput), async (c) =>
      c.json(await saveEmailSettings(deps, c.req.valid('json'))),
    );
