// GET /api/payment-links/:token — the shopper's payment link: its pieces priced now, or why it can no
// longer be paid. The token is the only key; nothing here is kept by any cache.
import { paymentLinkTokenParam } from '@shop/contracts';
import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { noStore } from '../../lib/http-cache';
import { validParams } from '../../lib/validate';
import { publicPaymentLink } from './payment-link-page.service';

export const paymentLinksRoutes = (deps: AppDeps) =>
  new Hono()
    .use(noStore())
    .get('/:token', validParams(paymentLinkTokenParam), async (c) =>
      c.json(await publicPaymentLink(deps, c.req.valid('param').token)),
    );
