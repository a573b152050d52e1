// Checkout and payment confirmation:
//   POST /api/checkout/quote          the amounts (subtotal, discount, delivery, total) before paying
//   POST /api/checkout                open a checkout: stock held, tx_ref made, modal settings answered;
//                                     an Idempotency-Key header makes a repeated press answer the same
//                                     checkout (200) instead of a new one (201)
//   POST /api/checkout/confirm        a payment reported by the browser (modal or callback page)
//   GET  /api/checkout/:txRef         the checkout's state and order id (owner only; the spec's
//                                     "order by payment_ref" fallback)
//   POST /api/checkout/:txRef/cancel  the modal was closed: release the hold
// The shopper is the session's customer or, for guests, the device's x-guest-id.
import { checkIdempotencyKey } from '@shop/domain/rules';
import {
  PAYMENT_PENDING_MESSAGE,
  paidNotRecordedMessage,
  paymentFailedAdvice,
  RATE_LIMIT_MESSAGE,
} from '@shop/domain/texts';
import { Hono, type Context } from 'hono';
import { setAnswerHeader } from '../../lib/http-cache';
import type { AppDeps } from '../../app-deps';
import { clientIp } from '../../lib/client-ip';
import { HttpError } from '../../lib/errors';
import { guestIdOf } from '../../lib/guest-id';
import { validJson, validParams } from '../../lib/validate';
import { getShopper } from '../accounts/shopper.service';
import { consumeAttempt } from '../rate-limits/rate-limits.service';
import { findCheckoutByTxRef, type Checkout } from './checkout.repo';
import { limitQuotes } from './checkout-guards.service';
import { openCheckoutOnce } from './checkout-opening.service';
import { quoteCheckout, type Buyer } from './checkout.service';
import { checkoutInput, checkoutQuoteInput, confirmInput, txRefParam } from '@shop/contracts';
import { cancelCheckout, confirmPayment } from './payment-confirmation.service';
import { noteCheckoutReferral } from '../creators/referrals.service';

export const PAYMENT_MISMATCH_MESSAGE =
  'We could not match this payment to your checkout. If money left your account, please contact support.';
export const CHECKOUT_NOT_FOUND_MESSAGE =
  'We could not find this checkout. Please try again or contact support.';

const CONFIRM_RATE_LIMIT = { maxAttempts: 30, windowMs: 60_000 } as const;

async function buyerOf(deps: AppDeps, c: Context): Promise<Buyer> {
  const shopper = await getShopper(deps, c.req.raw.headers);
  return {
    userId: shopper.userId,
    guestId: shopper.userId ? null : guestIdOf(c),
    viewer: shopper.viewer,
    name: shopper.name,
    email: shopper.email,
  };
}

const owns = (buyer: Buyer, checkout: Checkout) =>
  checkout.userId ? checkout.userId === buyer.userId : !!buyer.guestId && checkout.guestId === buyer.guestId;

async function ownCheckout(deps: AppDeps, c: Context, txRef: string) {
  const [buyer, checkout] = await Promise.all([
    buyerOf(deps, c),
    findCheckoutByTxRef(deps.database.db, txRef),
  ]);
  // Someone else's checkout answers exactly like a missing one.
  if (!checkout || !owns(buyer, checkout)) throw new HttpError(404, 'not_found', CHECKOUT_NOT_FOUND_MESSAGE);
  return { buyer, checkout };
}

export const checkoutRoutes = (deps: AppDeps) =>
  new Hono()
    .use(async (c, next) => {
      await next();
      setAnswerHeader(c, 'Cache-Control', 'no-store');
    })
    .post('/quote', validJson(checkoutQuoteInput), async (c) => {
      const [buyer, input] = [await buyerOf(deps, c), c.req.valid('json')];
      await limitQuotes(deps, buyer, clientIp(c, deps.config.TRUST_PROXY), !!input.discount_code);
      return c.json(await quoteCheckout(deps, buyer, input));
    })
    .post('/', validJson(checkoutInput), async (c) => {
      const key = checkIdempotencyKey(c.req.header('idempotency-key'));
      if (!key.ok) throw new HttpError(400, 'invalid_idempotency_key', key.error);
      const { replayed, ...answer } = await openCheckoutOnce(
        deps,
        await buyerOf(deps, c),
        c.req.valid('json'),
        {
          ip: clientIp(c, deps.config.TRUST_PROXY),
          idempotencyKey: key.key,
        },
      );
      // A creator's referral cookie goes with the checkout, judged when the payment is verified.
      if (!replayed) await noteCheckoutReferral(deps, c, answer.checkout.id);
      // The same press again: the same checkout, not a new one (PROMISES PAY-13).
      return c.json(answer, replayed ? 200 : 201);
    })
    .post('/confirm', validJson(confirmInput), async (c) => {
      const ip = clientIp(c, deps.config.TRUST_PROXY);
      if (!(await consumeAttempt(deps, `payment-confirm:ip:${ip}`, CONFIRM_RATE_LIMIT)))
        throw new HttpError(429, 'rate_limited', RATE_LIMIT_MESSAGE);
      const { tx_ref, transaction_id } = c.req.valid('json');
      const result = await confirmPayment(deps, {
        txRef: tx_ref,
        transactionId: transaction_id ?? null,
        source: 'browser',
      });
      if (result.kind === 'not_found') throw new HttpError(404, 'not_found', CHECKOUT_NOT_FOUND_MESSAGE);
      if (result.kind === 'rejected') throw new HttpError(409, 'payment_mismatch', PAYMENT_MISMATCH_MESSAGE);
      // Anyone holding a reference may ask the server to verify it (the payment is recorded either
      // way), but only the checkout's own shopper learns the order and should clear their bag: `mine`
      // says which, so a callback link carrying someone else's reference shows nothing of theirs.
      const mine = owns(await buyerOf(deps, c), result.checkout);
      switch (result.kind) {
        case 'paid':
          return c.json({
            status: 'paid' as const,
            order_id: mine ? result.orderId : null,
            message: null,
            mine,
          });
        case 'failed':
          // "Payment failed: {status}", and for M-Pesa what to do about it (declined or timed out).
          return c.json({
            status: 'failed' as const,
            order_id: null,
            message: result.message,
            advice: paymentFailedAdvice(result.status, result.checkout.paymentMethod),
            mine,
          });
        case 'pending':
          return c.json(
            { status: 'pending' as const, order_id: null, message: PAYMENT_PENDING_MESSAGE, mine },
            202,
          );
        case 'not_recorded':
          return c.json({
            status: 'not_recorded' as const,
            order_id: null,
            message: paidNotRecordedMessage(result.transactionId),
            mine,
          });
      }
    })
    .get('/:txRef', validParams(txRefParam), async (c) => {
      const { checkout } = await ownCheckout(deps, c, c.req.valid('param').txRef);
      return c.json({ tx_ref: checkout.txRef, status: checkout.status, order_id: checkout.orderId });
    })
    .post('/:txRef/cancel', validParams(txRefParam), async (c) => {
      const { checkout } = await ownCheckout(deps, c, c.req.valid('param').txRef);
      const released = await cancelCheckout(deps, checkout);
      return c.json({ tx_ref: checkout.txRef, released });
    });
