// A state-changing API request that a browser sent from another site is refused, whatever its
// content type, so a shopper's cookie cannot be used by a page elsewhere. Requests without browser
// origin headers (curl, server-to-server webhooks) pass; they carry no shopper's cookie by accident.
import type { MiddlewareHandler } from 'hono';
import { errorBody } from '../lib/errors';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Refuses unsafe methods whose Origin (or Sec-Fetch-Site) says they come from another site. */
export const sameOrigin =
  (publicOrigin?: string): MiddlewareHandler =>
  async (c, next) => {
    if (SAFE.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const allowed = publicOrigin ?? new URL(c.req.url).origin;
    const crossSite = c.req.header('sec-fetch-site') === 'cross-site';
    if ((origin && origin !== allowed) || (!origin && crossSite)) {
      return c.json(
        errorBody('forbidden_origin', 'This request came from another site and was refused.'),
        403,
      );
    }
    return next();
  };
