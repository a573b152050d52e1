// The owner's payment links (admins only: the guard in app.ts):
//   GET  /api/admin/payment-links?show=open|all      the newest first, with their state
//   POST /api/admin/payment-links                    a manual order: pieces, sizes, a phone
//   POST /api/admin/payment-links/from-checkout/:id  a fresh link for a checkout that did not go through
//   POST /api/admin/payment-links/:id/sms            sends the link's message to its phone
//   POST /api/admin/payment-links/:id/cancel         the link can no longer be paid
import {
  checkoutIdParam,
  createPaymentLinkInput,
  paymentLinkIdParam,
  paymentLinksQuery,
} from '@shop/contracts';
import { Hono, type Context } from 'hono';
import type { AppDeps } from '../../app-deps';
import { validJson, validParams, validQuery } from '../../lib/validate';
import type { AdminEnv } from '../accounts/admin-guard';
import {
  cancelLink,
  createCallBackLink,
  createManualLink,
  paymentLinkList,
  sendLinkSms,
} from './payment-links.service';

export const paymentLinksAdminRoutes = (deps: AppDeps) => {
  // Links point at the shop's public address when it is set, else at the one the owner is using.
  const origin = (c: Context) => deps.config.PUBLIC_URL ?? new URL(c.req.url).origin;
  return new Hono<AdminEnv>()
    .get('/', validQuery(paymentLinksQuery), async (c) =>
      c.json(await paymentLinkList(deps, c.req.valid('query').show === 'open', origin(c))),
    )
    .post('/', validJson(createPaymentLinkInput), async (c) =>
      c.json(await createManualLink(deps, c.get('admin'), c.req.valid('json'), origin(c)), 201),
    )
    .post('/from-checkout/:id', validParams(checkoutIdParam), async (c) =>
      c.json(await createCallBackLink(deps, c.get('admin'), c.req.valid('param').id, origin(c)), 201),
    )
    .post('/:id/sms', validParams(paymentLinkIdParam), async (c) =>
      c.json(await sendLinkSms(deps, c.get('admin'), c.req.valid('param').id, origin(c))),
    )
    .post('/:id/cancel', validParams(paymentLinkIdParam), async (c) =>
      c.json(await cancelLink(deps, c.get('admin'), c.req.valid('param').id, origin(c))),
    );
};
