// The owner's exit-intent screen (admins only: the guard in app.ts):
//   GET    /api/admin/exit-intent                  settings, defaults, every offer in order
//   PUT    /api/admin/exit-intent/settings         { enabled, sensitivity, delay, countdown_duration }
//   POST   /api/admin/exit-intent/offers           a new offer (placed last)
//   PUT    /api/admin/exit-intent/offers/:id       the fields sent
//   DELETE /api/admin/exit-intent/offers/:id
//   POST   /api/admin/exit-intent/offers/reorder   { ids: [...] } first to last
//   GET    /api/admin/exit-intent/stats            per offer, the last 30 days
import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { validJson, validParams } from '../../lib/validate';
import type { AdminEnv } from '../accounts/admin-guard';
import {
  adminExitIntent,
  changeExitOffer,
  createExitOffer,
  exitIntentStats,
  removeExitOffer,
  reorderExitOffers,
  saveExitIntentSettings,
} from './exit-intent-admin.service';
import {
  exitIntentSettingsInput,
  exitOfferChangeInput,
  exitOfferCreateInput,
  exitOfferIdParam,
  exitOfferReorderInput,
} from '@shop/contracts';

export const exitIntentAdminRoutes = (deps: AppDeps) =>
  new Hono<AdminEnv>()
    .get('/', async (c) => c.json(await adminExitIntent(deps)))
    .put('/settings', validJson(exitIntentSettingsInput), async (c) =>
      c.json(await saveExitIntentSettings(deps, c.get('admin').id, c.req.valid('json'))),
    )
    .get('/stats', async (c) => c.json(await exitIntentStats(deps)))
    .post('/offers', validJson(exitOfferCreateInput), async (c) =>
      c.json(await createExitOffer(deps, c.req.valid('json')), 201),
    )
    .post('/offers/reorder', validJson(exitOfferReorderInput), async (c) =>
      c.json(await reorderExitOffers(deps, c.req.valid('json').ids)),
    )
    .put('/offers/:id', validParams(exitOfferIdParam), validJson(exitOfferChangeInput), async (c) =>
      c.json(await changeExitOffer(deps, c.req.valid('param').id, c.req.valid('json'))),
    )
    .delete('/offers/:id', validParams(exitOfferIdParam), async (c) =>
      c.json(await removeExitOffer(deps, c.req.valid('param').id)),
    );
