// POST /api/payments/webhook: the provider's notice that a payment changed. Refused (401) without the
// shared verif-hash secret, compared in constant time (PROMISES PAY-6); with it, only a hint: the
// payment is verified with the provider like any other report (PAY-7).
import { createHash, timingSafeEqual } from 'node:crypto';
import { TX_REF_INPUT_PATTERN } from '@shop/domain/rules';
import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { errorBody } from '../../lib/errors';
import { confirmPayment } from './payment-confirmation.service';

// Hashing both sides first makes the comparison constant-time whatever the lengths.
const digest = (text: string) => createHash('sha256').update(text).digest();
export const sameSecret = (given: string | undefined, expected: string | null) =>
  !!given && !!expected && timingSafeEqual(digest(given), digest(expected));

type WebhookBody = { event?: unknown; data?: { id?: unknown; tx_ref?: unknown; txRef?: unknown } };

export const webhookRoutes = (deps: AppDeps) =>
  new Hono().post('/webhook', async (c) => {
    if (!sameSecret(c.req.header('verif-hash'), deps.payments.webhookHash)) {
      deps.logger.warn({ provider: deps.payments.name }, 'payment webhook refused: wrong secret');
      return c.json(errorBody('unauthorized', 'Invalid webhook signature'), 401);
    }
    const body = (await c.req.json().catch(() => null)) as WebhookBody | null;
    const txRef = body?.data?.tx_ref ?? body?.data?.txRef;
    const id = body?.data?.id;
    if (typeof txRef !== 'string' || !TX_REF_INPUT_PATTERN.test(txRef))
      return c.json(errorBody('invalid_input', 'data.tx_ref is missing'), 400);
    const transactionId = typeof id === 'number' || typeof id === 'string' ? String(id) : null;
    const result = await confirmPayment(deps, { txRef, transactionId, source: 'webhook' });
    // The provider only needs to know the notice arrived; it retries anything but a 2xx.
    return c.json({ received: true, status: result.kind });
  });
