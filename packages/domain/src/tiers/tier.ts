export type CustomerTier = 'regular' | 'premium' | 'vip';
export const CUSTOMER_TIERS: readonly CustomerTier[] = ['regular', 'premium', 'vip'];

/** What each tier needs: total spent (KES) AND number of orders. */
export type TierThresholds = Readonly<Record<CustomerTier, { totalSpent: number; totalOrders: number }>>;

/** The spec's thresholds, until the owner sets their own (tier-settings.ts). */
export const TIER_THRESHOLDS: TierThresholds = {
  regular: { totalSpent: 0, totalOrders: 0 },
  premium: { totalSpent: 20_000, totalOrders: 3 },
  vip: { totalSpent: 50_000, totalOrders: 5 },
};

/** Benefits shown on the tier status card (catalogue spec §9). */
export const TIER_BENEFITS: Readonly<Record<CustomerTier, readonly string[]>> = {
  vip: [
    'VIP early access',
    'VIP-only collection',
    'Priority support (2 min)',
    'Special pricing',
    'Style consultation',
    'Free express shipping',
  ],
  premium: ['36-hour access', 'Member pricing', '5-minute support', 'Recommendations', 'Seasonal offers'],
  regular: ['Full catalogue', 'Standard support'],
};

function count(value: number): number {
  return Number.isFinite(value) ? Math.max(0, value) : 0;
}

function meets(tier: CustomerTier, totalSpent: number, totalOrders: number, thresholds: TierThresholds) {
  const need = thresholds[tier];
  return count(totalSpent) >= need.totalSpent && count(totalOrders) >= need.totalOrders;
}

/** The tier earned by a customer's total spent and order count (both thresholds must be met). */
export function tierFor(
  totalSpent: number,
  totalOrders: number,
  thresholds: TierThresholds = TIER_THRESHOLDS,
): CustomerTier {
  if (meets('vip', totalSpent, totalOrders, thresholds)) return 'vip';
  if (meets('premium', totalSpent, totalOrders, thresholds)) return 'premium';
  return 'regular';
}

/** Order statuses whose money counts toward a tier (a cancelled or pending order never does). */
export const TIER_COUNTED_ORDER_STATUSES = ['paid', 'fulfilled'] as const;

/**
 * Whether an order counts toward its customer's tier: paid (or fulfilled) and no money owed back or
 * returned. An order flagged for refund, or refunded, is money the customer did not keep spent.
 */
export function countsTowardTier(order: { status: string; refundStatus: string | null }): boolean {
  return (
    (TIER_COUNTED_ORDER_STATUSES as readonly string[]).includes(order.status) && order.refundStatus === null
  );
}

/**
 * Since when a customer of `tier` is VIP: the moment they entered it (kept while they stay), and
 * nothing once they leave it (coming back later starts a new date).
 */
export function vipSinceFor(tier: CustomerTier, previous: Date | null, now: Date): Date | null {
  if (tier !== 'vip') return null;
  return previous ?? now;
}

/** The tier above this one, or null at the top. */
export function nextTier(tier: CustomerTier): CustomerTier | null {
  return CUSTOMER_TIERS[CUSTOMER_TIERS.indexOf(tier) + 1] ?? null;
}

export interface TierProgress {
  tier: CustomerTier;
  next: CustomerTier | null;
  /** 0–100, whole numbers. */
  spendPercent: number;
  ordersPercent: number;
  spendRemaining: number;
  ordersRemaining: number;
}

function percent(have: number, need: number): number {
  return need <= 0 ? 100 : Math.min(100, Math.floor((count(have) / need) * 100));
}

/**
 * Progress toward the tier above `tier` (by default the one the totals earn) by spend and by orders,
 * each capped at 100 %. The stored tier is passed when it is known, so the card never disagrees with
 * the badge.
 */
export function tierProgress(
  totalSpent: number,
  totalOrders: number,
  earned?: CustomerTier,
  thresholds: TierThresholds = TIER_THRESHOLDS,
): TierProgress {
  const tier = earned ?? tierFor(totalSpent, totalOrders, thresholds);
  const next = nextTier(tier);
  const need = next === null ? thresholds[tier] : thresholds[next];
  return {
    tier,
    next,
    spendPercent: next === null ? 100 : percent(totalSpent, need.totalSpent),
    ordersPercent: next === null ? 100 : percent(totalOrders, need.totalOrders),
    spendRemaining: next === null ? 0 : Math.max(0, need.totalSpent - Math.floor(count(totalSpent))),
    ordersRemaining: next === null ? 0 : Math.max(0, need.totalOrders - Math.floor(count(totalOrders))),
  };
}
