import { MPESA_DECLINED_ADVICE, MPESA_TIMED_OUT_ADVICE, PAYMENT_PENDING_MESSAGE } from '@shop/domain/texts';
import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_MESSAGE, TIMEOUT_MESSAGE } from '../../../lib/api-client';
import {
  callbackOutcome,
  followConfirmation,
  isRetryableConfirmError,
  NOT_YOUR_PAYMENT_MESSAGE,
  PENDING_POLL_MS,
  pollDelayMs,
  settledFrom,
  STRAINED_POLL_MAX_MS,
  type CallbackOutcome,
  type ConfirmAnswer,
} from './confirm-outcome';

const messages = {
  success: 'Payment successful! Your order has been placed.',
  failed: 'Payment failed or was cancelled.',
};
const answer = (patch: Partial<ConfirmAnswer>): { answer: ConfirmAnswer } => ({
  answer: { status: 'paid', order_id: 'order-1', message: null, mine: true, ...patch },
});
const rateLimited = new ApiError(429, 'rate_limited', 'Too many attempts. Please wait a minute.');
const strained = [
  rateLimited,
  new ApiError(0, 'network', NETWORK_MESSAGE),
  new ApiError(0, 'timeout', TIMEOUT_MESSAGE),
  new ApiError(500, 'error', 'Something went wrong. Please try again.'),
  new ApiError(503, 'unavailable', 'The shop is busy.'),
  new TypeError('Failed to fetch'),
];

describe('a confirm that hit a rate limit, a 5xx or no network', () => {
  it('is never read as a failed payment: the checkout keeps it pending, slower each time', () => {
    for (const error of strained) {
      expect(isRetryableConfirmError(error)).toBe(true);
      expect(settledFrom({ error })).toEqual({
        settled: { kind: 'pending', message: PAYMENT_PENDING_MESSAGE, strained: true },
        forget: false,
      });
    }
    expect(isRetryableConfirmError(new ApiError(404, 'not_found', 'gone'))).toBe(false);
    expect(isRetryableConfirmError(new ApiError(409, 'payment_mismatch', 'no'))).toBe(false);
    expect([0, 1, 2, 3, 4, 5, 9].map(pollDelayMs)).toEqual([
      PENDING_POLL_MS,
      8_000,
      16_000,
      32_000,
      STRAINED_POLL_MAX_MS,
      STRAINED_POLL_MAX_MS,
      STRAINED_POLL_MAX_MS,
    ]);
  });

  it('shows the pending message on the callback page, with the bag left alone', () => {
    for (const error of strained)
      expect(callbackOutcome({ error }, messages, true)).toMatchObject({
        tone: 'info',
        message: PAYMENT_PENDING_MESSAGE,
        clearBag: false,
        forget: false,
        waiting: true,
      });
  });

  it('keeps asking with backoff until the server answers, then reads that answer', async () => {
    const replies: ({ error: unknown } | { answer: ConfirmAnswer })[] = [
      { error: rateLimited },
      { error: rateLimited },
      { error: new ApiError(503, 'unavailable', 'busy') },
      answer({}),
    ];
    const waits: number[] = [];
    const shown: CallbackOutcome[] = [];
    const result = await followConfirmation(async () => callbackOutcome(replies.shift()!, messages, true), {
      rounds: 8,
      sleep: async (ms) => void waits.push(ms),
      onWaiting: (o) => shown.push(o),
    });
    expect(waits).toEqual([4_000, 8_000, 16_000]);
    expect(shown.map((o) => o.message)).toEqual(Array(3).fill(PAYMENT_PENDING_MESSAGE));
    expect(result).toMatchObject({ tone: 'success', clearBag: true, waiting: false });
  });

  it('gives up after the rounds with the pending message, never "failed"', async () => {
    const waits: number[] = [];
    const result = await followConfirmation(
      async () => callbackOutcome({ error: rateLimited }, messages, true),
      {
        rounds: 5,
        sleep: async (ms) => void waits.push(ms),
      },
    );
    expect(waits).toHaveLength(4);
    expect(result).toMatchObject({ tone: 'info', message: PAYMENT_PENDING_MESSAGE, clearBag: false });
  });
});

describe("a callback link with someone else's paid reference", () => {
  it('shows nothing of that order and leaves the bag alone', () => {
    const stranger = answer({ order_id: null, mine: false });
    expect(callbackOutcome(stranger, messages, true)).toEqual({
      tone: 'info',
      message: NOT_YOUR_PAYMENT_MESSAGE,
      clearBag: false,
      forget: false,
      waiting: false,
    });
    expect(settledFrom(stranger)).toEqual({
      settled: { kind: 'refused', message: NOT_YOUR_PAYMENT_MESSAGE },
      forget: true,
    });
    // Whatever the status: a stranger's failed or pending checkout says nothing either.
    for (const status of ['failed', 'pending', 'not_recorded'] as const)
      expect(callbackOutcome(answer({ status, mine: false }), messages, true).message).toBe(
        NOT_YOUR_PAYMENT_MESSAGE,
      );
  });

  it("while the shopper's own paid checkout empties the bag and leads to the order", () => {
    expect(callbackOutcome(answer({}), messages, true)).toMatchObject({
      tone: 'success',
      message: messages.success,
      clearBag: true,
      forget: true,
    });
    expect(settledFrom(answer({}))).toEqual({ settled: { kind: 'paid', orderId: 'order-1' }, forget: true });
  });

  it('reads the other answers as before', () => {
    expect(
      callbackOutcome(
        answer({ status: 'failed', order_id: null, message: 'Payment failed: failed' }),
        messages,
        false,
      ),
    ).toMatchObject({
      tone: 'error',
      message: messages.failed,
      forget: true,
    });
    // Pending at the server while the provider said successful: waiting, not failed.
    expect(
      callbackOutcome(
        answer({ status: 'pending', order_id: null, message: PAYMENT_PENDING_MESSAGE }),
        messages,
        true,
      ),
    ).toMatchObject({
      tone: 'info',
      waiting: true,
    });
    expect(callbackOutcome(answer({ status: 'pending', order_id: null }), messages, false)).toMatchObject({
      tone: 'error',
    });
    expect(
      callbackOutcome(answer({ status: 'not_recorded', order_id: null, message: 'call us' }), messages, true),
    ).toMatchObject({
      tone: 'error',
      message: 'call us',
      sticky: true,
      forget: false,
    });
    expect(callbackOutcome({ error: new ApiError(404, 'not_found', 'gone') }, messages, true)).toMatchObject({
      tone: 'error',
      message: messages.failed,
      waiting: false,
    });
  });

  it('keeps "Payment failed: {status}" as the title of a failed M-Pesa payment and says what to do under it', () => {
    const declined = answer({
      status: 'failed',
      order_id: null,
      message: 'Payment failed: cancelled',
      advice: MPESA_DECLINED_ADVICE,
    });
    expect(settledFrom(declined)).toEqual({
      settled: { kind: 'failed', message: 'Payment failed: cancelled', advice: MPESA_DECLINED_ADVICE },
      forget: true,
    });
    const timedOut = answer({
      status: 'failed',
      order_id: null,
      message: 'Payment failed: failed',
      advice: MPESA_TIMED_OUT_ADVICE,
    });
    expect(settledFrom(timedOut).settled).toEqual({
      kind: 'failed',
      message: 'Payment failed: failed',
      advice: MPESA_TIMED_OUT_ADVICE,
    });
    expect(callbackOutcome(timedOut, messages, false)).toMatchObject({
      tone: 'error',
      message: messages.failed,
      advice: MPESA_TIMED_OUT_ADVICE,
    });
    // A card failure (or an older server) gives no advice: the title alone.
    const card = answer({ status: 'failed', order_id: null, message: 'Payment failed: failed' });
    expect(settledFrom(card).settled).toEqual({
      kind: 'failed',
      message: 'Payment failed: failed',
      advice: null,
    });
  });
});
