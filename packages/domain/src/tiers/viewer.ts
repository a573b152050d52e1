import type { CustomerTier } from './tier';

/** Who is looking: enough to decide access, nothing more. */
export interface Viewer {
  signedIn: boolean;
  tier: CustomerTier | null;
  earlyAccessMember: boolean;
  isAdmin: boolean;
}

/** A visitor with no session. */
export const GUEST_VIEWER: Viewer = { signedIn: false, tier: null, earlyAccessMember: false, isAdmin: false };

/** Hours of early access before a drop goes public: vip 48, premium 36, early-access member 24. */
export const EARLY_ACCESS_HOURS = { vip: 48, premium: 36, member: 24 } as const;

/** The marquee's general claim; it differs from the 24 h member rule and is shown as text only. */
export const MARQUEE_EARLY_ACCESS_CLAIM = '24h-36h';

/** A viewer's tier only counts with a session; without one everybody is treated as a visitor. */
export function effectiveTier(viewer: Viewer): CustomerTier | null {
  return viewer.signedIn ? viewer.tier : null;
}

/** How many hours before public launch a viewer may shop a drop; null for regular customers and visitors. */
export function earlyAccessHours(viewer: Viewer): number | null {
  const tier = effectiveTier(viewer);
  if (tier === 'vip') return EARLY_ACCESS_HOURS.vip;
  if (tier === 'premium') return EARLY_ACCESS_HOURS.premium;
  if (viewer.signedIn && viewer.earlyAccessMember) return EARLY_ACCESS_HOURS.member;
  return null;
}

/** Whether the navigation shows the 'VIP Lounge' link (vip-tier customers only). */
export function showsVipLounge(viewer: Viewer): boolean {
  return effectiveTier(viewer) === 'vip';
}
