// The owner's tier thresholds as the shop settings keep them (admin → Settings → Tiers), apart from
// the tier rules so the storefront's first download does not carry them.
import { TIER_THRESHOLDS, type TierThresholds } from './tier';

/** The tiers section of the shop settings (the owner sets them; VIP needs at least premium's). */
export type TierSettings = {
  premium_spent: number;
  premium_orders: number;
  vip_spent: number;
  vip_orders: number;
};

export const DEFAULT_TIER_SETTINGS: TierSettings = {
  premium_spent: TIER_THRESHOLDS.premium.totalSpent,
  premium_orders: TIER_THRESHOLDS.premium.totalOrders,
  vip_spent: TIER_THRESHOLDS.vip.totalSpent,
  vip_orders: TIER_THRESHOLDS.vip.totalOrders,
};

/** The thresholds the tier rules use, from the owner's settings. */
export const tierThresholds = (s: TierSettings): TierThresholds => ({
  regular: { totalSpent: 0, totalOrders: 0 },
  premium: { totalSpent: s.premium_spent, totalOrders: s.premium_orders },
  vip: { totalSpent: s.vip_spent, totalOrders: s.vip_orders },
});
