// /api/profile/preferences — the signed-in customer's five notification flags (visitors get 401):
//   GET /                    → { order_updates, price_drops, back_in_stock, new_arrivals, wishlist_reminders }
//   PUT / { the five flags } → the saved flags
import { notificationPreferencesInput } from '@shop/contracts';
import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { validJson } from '../../lib/validate';
import { ownPreferences, saveOwnPreferences } from './preferences.service';

const NO_STORE = 'private, no-store';

export const preferencesRoutes = (deps: AppDeps) =>
  new Hono()
    .get('/', async (c) => {
      c.header('Cache-Control', NO_STORE);
      return c.json(await ownPreferences(deps, c.req.raw.headers));
    })
    .put('/', validJson(notificationPreferencesInput), async (c) => {
      c.header('Cache-Control', NO_STORE);
      return c.json(await saveOwnPreferences(deps, c.req.raw.headers, c.req.valid('json')));
    });
