import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { clientIp } from '../../lib/client-ip';
import { getViewer } from '../accounts/accounts.service';
import { signUpForEarlyAccess } from './early-access.service';

// POST /api/early-access { email, firstName? } → { status: 'subscribed' | 'resubscribed' | 'already', message }
export const earlyAccessRoutes = (deps: AppDeps) =>
  new Hono().post('/', async (c) => {
    // Malformed JSON throws here and becomes the one 400 answer in handleError.
    const body: unknown = await c.req.json();
    const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const viewer = await getViewer(deps, c.req.raw.headers);
    const result = await signUpForEarlyAccess(
      deps,
      { email: fields.email, firstName: fields.firstName },
      { ip: clientIp(c, deps.config.TRUST_PROXY), userId: viewer.user?.id ?? null },
    );
    return c.json(result);
  });
