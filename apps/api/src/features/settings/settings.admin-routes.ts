// The owner's shop settings (admins only: the guard in app.ts):
//   GET /api/admin/settings           every section: { sections: { support: { value, defaults,
//                                     updated_at, updated_by } } }
//   PUT /api/admin/settings/support   { whatsapp, hours, instagram, tiktok, facebook, x } ('' for an
//                                     account the shop does not have); answers as GET
import { supportSettingsInput } from '@shop/contracts';
import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { validJson } from '../../lib/validate';
import type { AdminEnv } from '../accounts/admin-guard';
import { adminShopSettings, saveSupportSettings } from './settings.service';

export const settingsAdminRoutes = (deps: AppDeps) =>
  new Hono<AdminEnv>()
    .get('/', async (c) => c.json(await adminShopSettings(deps)))
    .put('/support', validJson(supportSettingsInput), async (c) =>
      c.json(await saveSupportSettings(deps, c.get('admin'), c.req.valid('json'))),
    );
