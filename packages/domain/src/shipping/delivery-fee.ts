// The delivery fees the checkout charges. The owner sets them (admin → Settings → Delivery); every
// rule here takes those settings, so the checkout, the shipping page and the structured data read the
// same figures. A shop that never saved its own charges the shipping policy's figures below.
import { toWholeShillings } from '../money';
import { eatClock, type Instant } from '../time';

/**
 * The delivery section of the shop settings, in whole KES: standard Nairobi delivery is free from
 * `free_from`, `standard_fee` below it; same-day costs `same_day_fee` when ordered before
 * `same_day_cutoff_hour` (East Africa Time, a whole hour 1–23).
 */
export type DeliverySettings = {
  free_from: number;
  standard_fee: number;
  same_day_fee: number;
  same_day_cutoff_hour: number;
};

/** The shipping policy's figures: free from KES 3,000, KES 200 below, same-day KES 500 before 12 PM. */
export const DEFAULT_DELIVERY_SETTINGS: DeliverySettings = {
  free_from: 3000,
  standard_fee: 200,
  same_day_fee: 500,
  same_day_cutoff_hour: 12,
};

/** Limits the owner's figures stay within (a typo of an extra zero or two is refused). */
export const DELIVERY_FEE_MAX = 20_000;
export const FREE_DELIVERY_FROM_MAX = 1_000_000;

/** '12 PM', '9 AM', '3 PM' for an hour of the day 0–23. */
export const clockHour = (hour: number) => `${hour % 12 === 0 ? 12 : hour % 12} ${hour < 12 ? 'AM' : 'PM'}`;

/** The spec's words when same-day is closed, following the owner's cut-off (12 → '… before 12 PM.'). */
export const sameDayClosedMessage = (cutoffHour: number) =>
  `Same-day delivery is available for orders placed before ${clockHour(cutoffHour)}.`;

/** The spec's message at the policy's cut-off of 12 PM. */
export const SAME_DAY_CLOSED_MESSAGE = sameDayClosedMessage(DEFAULT_DELIVERY_SETTINGS.same_day_cutoff_hour);

export type DeliveryOption = 'standard' | 'same_day';
export const DELIVERY_OPTIONS: readonly DeliveryOption[] = ['standard', 'same_day'];

/** Standard Nairobi delivery for an order amount: free from the threshold, the standard fee below. */
export function standardDeliveryFee(orderAmount: number, settings: DeliverySettings): number {
  const amount = toWholeShillings(orderAmount) ?? 0;
  return amount >= settings.free_from ? 0 : settings.standard_fee;
}

/** Same-day delivery can be chosen only before the cut-off hour, East Africa Time. */
export function isSameDayAvailable(now: Instant, settings: DeliverySettings): boolean {
  const clock = eatClock(now);
  return clock !== null && clock.hour < settings.same_day_cutoff_hour;
}

type DeliveryQuote =
  { ok: true; option: DeliveryOption; fee: number } | { ok: false; option: DeliveryOption; error: string };

/** The fee for a delivery option, given the order amount (after discount) and the moment of ordering. */
export function quoteDelivery(
  orderAmount: number,
  option: DeliveryOption,
  now: Instant,
  settings: DeliverySettings,
): DeliveryQuote {
  if (option !== 'same_day') {
    return { ok: true, option: 'standard', fee: standardDeliveryFee(orderAmount, settings) };
  }
  return isSameDayAvailable(now, settings)
    ? { ok: true, option, fee: settings.same_day_fee }
    : { ok: false, option, error: sameDayClosedMessage(settings.same_day_cutoff_hour) };
}

/** The delivery options open at a moment, each with its fee, standard first. */
export function availableDeliveryOptions(
  orderAmount: number,
  now: Instant,
  settings: DeliverySettings,
): { option: DeliveryOption; fee: number }[] {
  return DELIVERY_OPTIONS.map((option) => quoteDelivery(orderAmount, option, now, settings)).flatMap(
    (quote) => (quote.ok ? [{ option: quote.option, fee: quote.fee }] : []),
  );
}
