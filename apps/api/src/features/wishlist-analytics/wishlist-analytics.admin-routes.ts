// GET /api/admin/wishlist-analytics?days=30|90|365|0 — wishlist demand (admins only: the guard in app.ts).
import { wishlistAnalyticsQuery } from '@shop/contracts';
import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { validQuery } from '../../lib/validate';
import type { AdminEnv } from '../accounts/admin-guard';
import { wishlistAnalytics } from './wishlist-analytics.service';

export const wishlistAnalyticsAdminRoutes = (deps: AppDeps) =>
  new Hono<AdminEnv>().get('/', validQuery(wishlistAnalyticsQuery), async (c) =>
    c.json(await wishlistAnalytics(deps, c.req.valid('query').days)),
  );
