// Payment references. The spec makes them from a short shop prefix, a timestamp and a random number;
// the server adds enough randomness that nobody can guess another shopper's (PROMISES PAY-4).
import { MINUTE_MS } from '../time';

const TX_REF_PREFIX = 'TNT';
/** A tx_ref as the server makes it: prefix, epoch milliseconds, 20 random base-32 characters. */
export const TX_REF_PATTERN = /^TNT-\d{13}-[A-Z2-7]{20}$/;
/** What a tx_ref sent by a browser or provider may look like before it is looked up. */
export const TX_REF_INPUT_PATTERN = /^[A-Za-z0-9_-]{6,100}$/;

/** Builds a tx_ref from the time and a random part the caller made with a secure generator. */
export function buildTxRef(nowMs: number, randomPart: string): string {
  return `${TX_REF_PREFIX}-${String(Math.floor(nowMs)).padStart(13, '0')}-${randomPart}`;
}
/** A checkout whose payment is not settled is asked about again for this long (late M-Pesa answers). */
export const RECONCILE_WINDOW_MS = 24 * 60 * MINUTE_MS;
