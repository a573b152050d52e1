// The owner's shop settings (admins only: the guard in app.ts):
//   GET /api/admin/settings           every section: { sections: { support: { value, defaults,
//                                     updated_at, updated_by } } }
//   PUT /api/admin/settings/support   { whatsapp, hours, instagram, tiktok, facebook, x } ('' for an
//                                     account the shop does not have); answers as GET
//   PUT /api/admin/settings/delivery  { free_from, standard_fee, same_day_fee, same_day_cutoff_hour }
//                                     (whole KES; the hour 1–23, East Africa Time); answers as GET
//   PUT /api/admin/settings/low_stock { at_most } (pieces, 0–100: the dashboard's low-stock card)
//   PUT /api/admin/settings/tiers     { premium_spent, premium_orders, vip_spent, vip_orders }
//   PUT /api/admin/settings/shop      { name, logo } (2–60 characters; logo: the address the admin
//                                     upload answered, or '' for none); the server adds the logo's size
import {
  deliverySettingsInput,
  lowStockSettingsInput,
  shopIdentityInput,
  supportSettingsInput,
  tierSettingsInput,
} from '@shop/contracts';
import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { validJson } from '../../lib/validate';
import type { AdminEnv } from '../accounts/admin-guard';
import { adminShopSettings, saveShopIdentity, saveShopSettings } from './settings.service';

export const settingsAdminRoutes = (deps: AppDeps) =>
  new Hono<AdminEnv>()
    .get('/', async (c) => c.json(await adminShopSettings(deps)))
    .put('/support', validJson(supportSettingsInput), async (c) =>
      c.json(await saveShopSettings(deps, c.get('admin'), 'support', c.req.valid('json'))),
    )
    .put('/delivery', validJson(deliverySettingsInput), async (c) =>
      c.json(await saveShopSettings(deps, c.get('admin'), 'delivery', c.req.valid('json'))),
    )
    .put('/low_stock', validJson(lowStockSettingsInput), async (c) =>
      c.json(await saveShopSettings(deps, c.get('admin'), 'low_stock', c.req.valid('json'))),
    )
    .put('/tiers', validJson(tierSettingsInput), async (c) =>
      c.json(await saveShopSettings(deps, c.get('admin'), 'tiers', c.req.valid('json'))),
    )
    .put('/shop', validJson(shopIdentityInput), async (c) =>
      c.json(await saveShopIdentity(deps, c.get('admin'), c.req.valid('json'))),
    );
