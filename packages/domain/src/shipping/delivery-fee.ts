import { toWholeShillings } from '../money';
import { eatClock, type Instant } from '../time';

export const FREE_DELIVERY_THRESHOLD = 3000;
export const STANDARD_DELIVERY_FEE = 200;
export const SAME_DAY_FEE = 500;
/** Same-day orders must be placed before this hour, East Africa Time. */
export const SAME_DAY_CUTOFF_HOUR_EAT = 12;
export const SAME_DAY_CLOSED_MESSAGE = 'Same-day delivery is available for orders placed before 12 PM.';

export type DeliveryOption = 'standard' | 'same_day';
export const DELIVERY_OPTIONS: readonly DeliveryOption[] = ['standard', 'same_day'];

/** Standard Nairobi delivery for an order amount: free from KES 3,000, KES 200 below. */
export function standardDeliveryFee(orderAmount: number): number {
  const amount = toWholeShillings(orderAmount) ?? 0;
  return amount >= FREE_DELIVERY_THRESHOLD ? 0 : STANDARD_DELIVERY_FEE;
}

/** Same-day delivery can be chosen only before 12:00 East Africa Time. */
export function isSameDayAvailable(now: Instant): boolean {
  const clock = eatClock(now);
  return clock !== null && clock.hour < SAME_DAY_CUTOFF_HOUR_EAT;
}

type DeliveryQuote =
  | { ok: true; option: DeliveryOption; fee: number }
  | { ok: false; option: DeliveryOption; error: typeof SAME_DAY_CLOSED_MESSAGE };

/** The fee for a delivery option, given the order amount (after discount) and the moment of ordering. */
export function quoteDelivery(orderAmount: number, option: DeliveryOption, now: Instant): DeliveryQuote {
  if (option !== 'same_day') return { ok: true, option: 'standard', fee: standardDeliveryFee(orderAmount) };
  return isSameDayAvailable(now)
    ? { ok: true, option, fee: SAME_DAY_FEE }
    : { ok: false, option, error: SAME_DAY_CLOSED_MESSAGE };
}

/** The delivery options open at a moment, each with its fee, standard first. */
export function availableDeliveryOptions(
  orderAmount: number,
  now: Instant,
): { option: DeliveryOption; fee: number }[] {
  return DELIVERY_OPTIONS.map((option) => quoteDelivery(orderAmount, option, now)).flatMap((quote) =>
    quote.ok ? [{ option: quote.option, fee: quote.fee }] : [],
  );
}
