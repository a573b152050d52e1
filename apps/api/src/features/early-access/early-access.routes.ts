import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { clientIp } from '../../lib/client-ip';
import { HttpError } from '../../lib/errors';
import { getViewer } from '../accounts/accounts.service';
import { signUpForEarlyAccess } from './early-access.service';

// POST /api/early-access { email, firstName? } → { status: 'subscribed' | 'resubscribed' | 'already', message }
export const earlyAccessRoutes = (deps: AppDeps) =>
  new Hono().post('/', async (c) => {
    const body: unknown = await c.req.json().catch(() => {
      throw new HttpError(400, 'invalid_json', 'The request body is not valid JSON');
    });
    const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const viewer = await getViewer(deps, c.req.raw.headers);
    const result = await signUpForEarlyAccess(
      deps,
      { email: fields.email, firstName: fields.firstName },
      { ip: clientIp(c, deps.config.TRUST_PROXY), userId: viewer.user?.id ?? null },
    );
    return c.json(result);
  });
