// GET /api/health: is the database reachable, and which migration is it on. Load balancers and the
// owner's uptime check read it; it answers 503 when the database does not.
import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { checkHealth } from './health.service';

export const healthRoutes = (deps: AppDeps) =>
  new Hono().get('/', async (c) => {
    const health = await checkHealth(deps);
    c.header('Cache-Control', 'no-store');
    return c.json(health, health.status === 'ok' ? 200 : 503);
  });
