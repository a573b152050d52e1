// The early-access list, in public:
//   POST /api/early-access { email, firstName? } → { status: 'subscribed' | 'resubscribed' | 'already', message }
//   GET  /api/early-access/unsubscribe?token=   → { email, status } (reads only: mail scanners open links)
//   POST /api/early-access/unsubscribe { token } → { email, status: 'unsubscribed' | 'already', message }
//   POST /api/early-access/unsubscribe/one-click?token= (List-Unsubscribe-Post, RFC 8058) → 200
import { Hono } from 'hono';
import { unsubscribeInput, unsubscribeQuery } from '@shop/contracts';
import type { AppDeps } from '../../app-deps';
import { clientIp } from '../../lib/client-ip';
import { noStore } from '../../lib/http-cache';
import { validJson, validQuery } from '../../lib/validate';
import { getViewer } from '../accounts/accounts.service';
import { signUpForEarlyAccess } from './early-access.service';
import { unsubscribePreview, unsubscribeWithToken } from './unsubscribe.service';

export const earlyAccessRoutes = (deps: AppDeps) =>
  new Hono()
    .post('/', async (c) => {
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
    })
    .use('/unsubscribe/*', noStore())
    .use('/unsubscribe', noStore())
    .get('/unsubscribe', validQuery(unsubscribeQuery), async (c) =>
      c.json(await unsubscribePreview(deps, c.req.valid('query').token)),
    )
    .post('/unsubscribe', validJson(unsubscribeInput), async (c) =>
      c.json(await unsubscribeWithToken(deps, c.req.valid('json').token)),
    )
    // Mail programs post `List-Unsubscribe=One-Click` as a form; the token is in the address.
    .post('/unsubscribe/one-click', validQuery(unsubscribeQuery), async (c) =>
      c.json(await unsubscribeWithToken(deps, c.req.valid('query').token)),
    );
