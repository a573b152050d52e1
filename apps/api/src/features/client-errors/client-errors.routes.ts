// POST /api/client-errors: the error screen reports what broke in a shopper's browser, so "our team
// has been notified" is true. Logged (trimmed, no cookies), rate limited per address.
import { Hono } from 'hono';
import { clientErrorReport } from '@shop/contracts';
import type { AppDeps } from '../../app-deps';
import { clientIp } from '../../lib/client-ip';
import { errorBody } from '../../lib/errors';
import { consumeAttempt } from '../rate-limits/rate-limits.service';

export const clientErrorRoutes = (deps: AppDeps) =>
  new Hono().post('/', async (c) => {
    const ip = clientIp(c, deps.config.TRUST_PROXY);
    const allowed = await consumeAttempt(deps, `client-errors:${ip}`, { maxAttempts: 10, windowMs: 60_000 });
    if (!allowed) return c.json(errorBody('rate_limited', 'Too many reports. Please wait a minute.'), 429);
    const body = clientErrorReport.parse(await c.req.json());
    deps.logger.warn(
      { clientError: body, userAgent: c.req.header('user-agent')?.slice(0, 200) },
      'error in a browser',
    );
    return c.body(null, 204);
  });
