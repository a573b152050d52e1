import { HOUR_MS, toEpochMs, type Instant } from '../time';
import { earlyAccessHours, effectiveTier, type Viewer } from './viewer';

export type TierRequired = 'vip' | 'premium';

/** The product fields that decide who may see and buy it. */
export interface AccessProduct {
  vip_only?: boolean | null;
  early_access_only?: boolean | null;
  /** When the drop goes public (ISO-8601), or null. */
  early_access_until?: string | null;
  tier_required?: TierRequired | null;
}

export type AccessReason = 'open' | 'admin' | 'vip_only' | 'premium_only' | 'members_only' | 'opens_later';

export interface AccessDecision {
  /** Passes the tier and membership gates (what the 'available' filter keeps). */
  allowed: boolean;
  /** May be bought at this moment. */
  purchasable: boolean;
  reason: AccessReason;
  /** When an allowed viewer's early window opens, for the countdown; null when not waiting. */
  opensAt: number | null;
}

const open: AccessDecision = { allowed: true, purchasable: true, reason: 'open', opensAt: null };
const refused = (reason: AccessReason, opensAt: number | null = null): AccessDecision => ({
  allowed: false,
  purchasable: false,
  reason,
  opensAt,
});

/** The tier a product demands: vip_only or tier_required 'vip' → vip; tier_required 'premium' → premium. */
export function requiredTier(product: AccessProduct): TierRequired | null {
  if (product.vip_only === true || product.tier_required === 'vip') return 'vip';
  return product.tier_required === 'premium' ? 'premium' : null;
}

/** Whether a viewer's tier meets a product's tier demand (premium items are for premium and vip). */
export function meetsTierRequirement(product: AccessProduct, viewer: Viewer): boolean {
  const need = requiredTier(product);
  const tier = effectiveTier(viewer);
  if (need === 'vip') return tier === 'vip';
  if (need === 'premium') return tier === 'vip' || tier === 'premium';
  return true;
}

/** Whether a viewer may see and buy a product now: tier gates always, early-access gates until public. */
export function productAccess(product: AccessProduct, viewer: Viewer, now: Instant): AccessDecision {
  if (viewer.isAdmin) return { ...open, reason: 'admin' };
  if (!meetsTierRequirement(product, viewer)) {
    return refused(requiredTier(product) === 'vip' ? 'vip_only' : 'premium_only');
  }
  if (product.early_access_only !== true) return open;
  const publicAt = toEpochMs(product.early_access_until);
  const at = toEpochMs(now);
  if (publicAt !== null && at !== null && at >= publicAt) return open;
  const hours = earlyAccessHours(viewer);
  if (hours === null) return refused('members_only', publicAt);
  if (publicAt === null) return open;
  const opensAt = publicAt - hours * HOUR_MS;
  if (at !== null && at >= opensAt) return open;
  return { allowed: true, purchasable: false, reason: 'opens_later', opensAt };
}

/** VIP collection visibility: vip-only items for vip, premium items for vip or premium, admins see all. */
export function isVipCollectionItemVisible(product: AccessProduct, viewer: Viewer): boolean {
  return viewer.isAdmin || meetsTierRequirement(product, viewer);
}
