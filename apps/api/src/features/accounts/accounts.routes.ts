import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { getViewer } from './accounts.service';

// GET /api/me: the page asks who is signed in; the answer is never cached by anyone.
export const meRoutes = (deps: AppDeps) =>
  new Hono().get('/', async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json(await getViewer(deps, c.req.raw.headers));
  });

// GET /api/accounts/options: which ways to sign in this shop offers (Google only when configured).
export const accountOptionsRoutes = (deps: AppDeps) =>
  new Hono().get('/options', (c) =>
    c.json({
      google: Boolean(deps.config.GOOGLE_CLIENT_ID && deps.config.GOOGLE_CLIENT_SECRET),
      adminRequiresSecondFactor: deps.config.ADMIN_REQUIRE_2FA,
    }),
  );
