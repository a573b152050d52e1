// The owner's purchase toasts (admins only: the guard in app.ts):
//   GET /api/admin/fomo                 settings, the window's entries (shown / hidden), opt-out count
//   PUT /api/admin/fomo/settings        { enabled, delay_seconds, interval_seconds }
//   PUT /api/admin/fomo/entries/:id     { hidden } — :id is the order's id
import { fomoEntryParam, fomoHiddenInput, fomoSettingsInput } from '@shop/contracts';
import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { validJson, validParams } from '../../lib/validate';
import type { AdminEnv } from '../accounts/admin-guard';
import { ownerView, saveFomoSettings, setEntryHidden } from './fomo.service';

export const fomoAdminRoutes = (deps: AppDeps) =>
  new Hono<AdminEnv>()
    .get('/', async (c) => c.json(await ownerView(deps)))
    .put('/settings', validJson(fomoSettingsInput), async (c) =>
      c.json(await saveFomoSettings(deps, c.req.valid('json'))),
    )
    .put('/entries/:id', validParams(fomoEntryParam), validJson(fomoHiddenInput), async (c) =>
      c.json(await setEntryHidden(deps, c.get('admin'), c.req.valid('param').id, c.req.valid('json').hidden)),
    );
