import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { validJson } from '../../lib/validate';
import { getOwnProfile, updateOwnProfile } from './profile.service';
import { tierStatus } from './tier-status.service';
import { getShopper } from '../accounts/shopper.service';
import { myVideos } from '../catalogue/catalogue.service';
import { profileUpdate } from '@shop/contracts';

// GET /api/profile → the signed-in customer's profile; PUT /api/profile { own fields } → the saved one.
// GET /api/profile/videos → My Videos: the caller's own videos, active or not, newest first (401 for visitors).
// GET /api/profile/tier → their tier, totals, benefits and progress to the next tier (401 for visitors).
export const profileRoutes = (deps: AppDeps) =>
  new Hono()
    .get('/', async (c) => {
      c.header('Cache-Control', 'private, no-store');
      return c.json(await getOwnProfile(deps, c.req.raw.headers));
    })
    .get('/tier', async (c) => {
      c.header('Cache-Control', 'private, no-store');
      return c.json(await tierStatus(deps, c.req.raw.headers));
    })
    .get('/videos', async (c) => {
      c.header('Cache-Control', 'private, no-store');
      return c.json(await myVideos(deps, await getShopper(deps, c.req.raw.headers)));
    })
    .put('/', validJson(profileUpdate), async (c) => {
      c.header('Cache-Control', 'private, no-store');
      return c.json(await updateOwnProfile(deps, c.req.raw.headers, c.req.valid('json')));
    });
