import { effectiveTier, type Viewer } from './viewer';

export const EARLY_ACCESS_SIGN_IN_MESSAGE = 'Please sign in to access early drops';
export const EARLY_ACCESS_DENIED_MESSAGE =
  'You need to be an Early Access member or have VIP/Premium status to view this page';
export const VIP_COLLECTION_SIGN_IN_MESSAGE = 'Please sign in to access VIP collection';
export const VIP_COLLECTION_DENIED_MESSAGE = 'This collection is only available to VIP and Premium members';

/** Where a refused visitor is sent. */
export const ACCESS_DENIED_REDIRECT = '/';

export type PageAccess =
  { ok: true } | { ok: false; error: string; redirectTo: typeof ACCESS_DENIED_REDIRECT };

function deny(error: string): PageAccess {
  return { ok: false, error, redirectTo: ACCESS_DENIED_REDIRECT };
}

function hasPremiumOrVip(viewer: Viewer): boolean {
  const tier = effectiveTier(viewer);
  return tier === 'vip' || tier === 'premium';
}

/** The early-access page needs a session and a premium/vip tier or the early-access flag (admins pass). */
export function earlyAccessPageAccess(viewer: Viewer): PageAccess {
  if (!viewer.signedIn) return deny(EARLY_ACCESS_SIGN_IN_MESSAGE);
  if (viewer.isAdmin || hasPremiumOrVip(viewer) || viewer.earlyAccessMember) return { ok: true };
  return deny(EARLY_ACCESS_DENIED_MESSAGE);
}

/** The early-access banner shows exactly to those who may open the early-access page. */
export function showsEarlyAccessBanner(viewer: Viewer): boolean {
  return earlyAccessPageAccess(viewer).ok;
}

/** The VIP collection page needs a session with a vip or premium tier (admins pass). */
export function vipCollectionAccess(viewer: Viewer): PageAccess {
  if (!viewer.signedIn) return deny(VIP_COLLECTION_SIGN_IN_MESSAGE);
  if (viewer.isAdmin || hasPremiumOrVip(viewer)) return { ok: true };
  return deny(VIP_COLLECTION_DENIED_MESSAGE);
}
