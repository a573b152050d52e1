// Wishlist demand as the owner reads it (/admin/wishlist-analytics): over which period, and how many
// saved pieces turned into a purchase.

/** The periods the owner can choose, in days; 0 is "since the shop opened". */
export const WISHLIST_PERIODS = [30, 90, 365, 0] as const;
export type WishlistPeriod = (typeof WISHLIST_PERIODS)[number];
export const DEFAULT_WISHLIST_PERIOD: WishlistPeriod = 90;

export const WISHLIST_PERIOD_LABELS: Record<WishlistPeriod, string> = {
  30: 'Last 30 days',
  90: 'Last 90 days',
  365: 'Last 12 months',
  0: 'All time',
};

/** The period from the address (?days=), or the default one for anything else. */
export function wishlistPeriodOf(value: unknown): WishlistPeriod {
  const days = Number(value);
  return (WISHLIST_PERIODS as readonly number[]).includes(days) && value !== '' && value !== null
    ? (days as WishlistPeriod)
    : DEFAULT_WISHLIST_PERIOD;
}

/** Where a period starts (null: no start). */
export function periodStart(period: WishlistPeriod, now: Date): Date | null {
  return period === 0 ? null : new Date(now.getTime() - period * 86_400_000);
}

/** Bought out of saved, as a percentage with one decimal (0 when nothing was saved). */
export function conversionPercent(bought: number, saved: number): number {
  if (!(saved > 0) || !(bought > 0)) return 0;
  return Math.round((Math.min(bought, saved) / saved) * 1000) / 10;
}
