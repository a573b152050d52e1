/** The shop's only currency; M-Pesa moves whole shillings, so amounts are integers. */
export const CURRENCY = 'KES';

/** A money amount as whole shillings; null when it is not a finite, safely representable number. */
export function toWholeShillings(value: unknown): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const whole = Math.round(value);
  // Object.is keeps -0 out of the ledger: Math.round(-0.4) is -0.
  if (!Number.isSafeInteger(whole)) return null;
  return Object.is(whole, -0) ? 0 : whole;
}

/** Groups whole shillings with thousands separators ('3,500'); unreadable amounts show as 0. */
export function groupThousands(amount: number): string {
  const whole = toWholeShillings(amount) ?? 0;
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return whole < 0 ? `-${digits}` : digits;
}

/** Shows an amount the way the shop prints prices: 'KES 3,500'. */
export function formatKes(amount: number): string {
  return `${CURRENCY} ${groupThousands(amount)}`;
}
