// How the browser reads the server's answer to "confirm this payment", kept apart from React so it
// can be tested. Two rules matter to a paying shopper:
// - Only the server's verified answer says paid or failed. A rate limit (429), a server error (5xx),
//   a time-out or no network says nothing about the payment: it is "being confirmed", the shopper
//   sees the pending message and the browser asks again, more slowly each time — never "Payment
//   failed" for money that may have left their account.
// - Only a checkout that is the asker's own (`mine`) may clear the bag or show an order. A callback
//   link carrying another shopper's reference shows nothing of that order and leaves the bag alone.
import { PAYMENT_PENDING_MESSAGE } from '@shop/domain/texts';
import { ApiError } from '../../../lib/api-client';

export const NOT_YOUR_PAYMENT_MESSAGE =
  "We could not find this payment among this device's checkouts. If you paid, your order is safe: you will find it under your orders.";

/** A late M-Pesa approval settles within seconds to a minute: ask every 4 s while all is well. */
export const PENDING_POLL_MS = 4_000;
/** When the shop is busy or unreachable, wait longer each time, up to a minute. */
export const STRAINED_POLL_MAX_MS = 60_000;

/** Whether a failed confirm call says nothing about the payment, so asking again later is right. */
export function isRetryableConfirmError(error: unknown): boolean {
  // A fetch that never reached the shop (or a bug in reading its answer) proves nothing either.
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

/** The wait before asking again: steady while pending, doubling while the shop is strained. */
export function pollDelayMs(strainedRounds: number): number {
  if (strainedRounds <= 0) return PENDING_POLL_MS;
  return Math.min(PENDING_POLL_MS * 2 ** strainedRounds, STRAINED_POLL_MAX_MS);
}

export type ConfirmAnswer = {
  status: 'paid' | 'failed' | 'pending' | 'not_recorded';
  order_id: string | null;
  message: string | null;
  /** A failed M-Pesa payment: what to do (declined → try again; timed out → check the phone). */
  advice?: string | null;
  mine: boolean;
};

export type CallbackOutcome = {
  tone: 'success' | 'info' | 'error';
  message: string;
  /** Only the paying shopper's own, verified payment empties the bag. */
  clearBag: boolean;
  /** The device's pending-payment record is settled and can go. */
  forget: boolean;
  /** Not decided yet: ask again after a while. */
  waiting: boolean;
  /** Paid but not recorded: the toast stays long enough to copy the reference for support. */
  sticky?: boolean;
  /** A failed M-Pesa payment: what to do, under the message. */
  advice?: string | null;
};

const waitingOutcome: CallbackOutcome = {
  tone: 'info',
  message: PAYMENT_PENDING_MESSAGE,
  clearBag: false,
  forget: false,
  waiting: true,
};

/** The callback page's reading of one confirm answer (or of the error the call ended in). */
export function callbackOutcome(
  result: { answer: ConfirmAnswer } | { error: unknown },
  messages: { success: string; failed: string },
  providerSaidSuccessful: boolean,
): CallbackOutcome {
  if ('error' in result) {
    if (isRetryableConfirmError(result.error)) return waitingOutcome;
    // 404 or 409: no such checkout, or not this checkout's payment.
    return { tone: 'error', message: messages.failed, clearBag: false, forget: true, waiting: false };
  }
  const { answer } = result;
  if (!answer.mine)
    return {
      tone: 'info',
      message: NOT_YOUR_PAYMENT_MESSAGE,
      clearBag: false,
      forget: false,
      waiting: false,
    };
  switch (answer.status) {
    case 'paid':
      return { tone: 'success', message: messages.success, clearBag: true, forget: true, waiting: false };
    case 'not_recorded':
      return {
        tone: 'error',
        message: answer.message ?? messages.failed,
        clearBag: false,
        forget: false,
        waiting: false,
        sticky: true,
      };
    case 'pending':
      // The provider said successful but cannot confirm it yet: say so rather than "failed".
      return providerSaidSuccessful
        ? { ...waitingOutcome, message: answer.message ?? PAYMENT_PENDING_MESSAGE }
        : { tone: 'error', message: messages.failed, clearBag: false, forget: false, waiting: false };
    case 'failed':
      return {
        tone: 'error',
        message: messages.failed,
        advice: answer.advice ?? null,
        clearBag: false,
        forget: true,
        waiting: false,
      };
  }
}

/**
 * Asks until the answer is decided or `rounds` asks were made, waiting `pollDelayMs` between them
 * (longer while the shop is strained). Answers the last outcome and how many asks it took.
 */
export async function followConfirmation(
  ask: () => Promise<CallbackOutcome>,
  {
    rounds,
    sleep,
    onWaiting,
  }: { rounds: number; sleep: (ms: number) => Promise<void>; onWaiting?: (o: CallbackOutcome) => void },
): Promise<CallbackOutcome> {
  let strained = 0;
  for (let round = 1; ; round += 1) {
    const outcome = await ask();
    if (!outcome.waiting || round >= rounds) return outcome;
    onWaiting?.(outcome);
    await sleep(pollDelayMs(strained));
    strained += 1;
  }
}

/** What the checkout page makes of a reported payment. */
export type Settled =
  | { kind: 'paid'; orderId: string | null }
  /** "Payment failed: {status}" (the toast's title) and, for M-Pesa, what to do about it. */
  | { kind: 'failed'; message: string; advice: string | null }
  | { kind: 'not_recorded' | 'refused'; message: string }
  /** `strained`: no answer about the payment at all (busy, unreachable); ask again more slowly. */
  | { kind: 'pending'; message: string; strained: boolean };

/** One confirm answer (or error) read for the checkout page; `forget`: the device record can go. */
export function settledFrom(result: { answer: ConfirmAnswer } | { error: unknown }): {
  settled: Settled;
  forget: boolean;
} {
  if ('error' in result) {
    const { error } = result;
    if (isRetryableConfirmError(error))
      return {
        settled: { kind: 'pending', message: PAYMENT_PENDING_MESSAGE, strained: true },
        forget: false,
      };
    // Not this shopper's checkout, or not this checkout's payment: asking again changes nothing.
    const message = error instanceof Error ? error.message : String(error);
    return { settled: { kind: 'refused', message }, forget: true };
  }
  const { answer } = result;
  if (!answer.mine) return { settled: { kind: 'refused', message: NOT_YOUR_PAYMENT_MESSAGE }, forget: true };
  switch (answer.status) {
    case 'paid':
      return { settled: { kind: 'paid', orderId: answer.order_id }, forget: true };
    case 'failed':
      return {
        settled: { kind: 'failed', message: answer.message ?? '', advice: answer.advice ?? null },
        forget: true,
      };
    case 'pending':
      return {
        settled: { kind: 'pending', message: answer.message ?? PAYMENT_PENDING_MESSAGE, strained: false },
        forget: false,
      };
    case 'not_recorded':
      return { settled: { kind: 'not_recorded', message: answer.message ?? '' }, forget: false };
  }
}
