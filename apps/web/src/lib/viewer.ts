// The shopper as the domain's access rules see them, from the /api/me answer (the server's tier and
// early-access flag): the navigation and the members' pages ask the same rules the server applies.
import { CUSTOMER_TIERS, GUEST_VIEWER, type Viewer } from '@shop/domain/rules';
import type { Me } from './me';

export function viewerOf(me: Me | undefined): Viewer {
  if (!me?.user) return GUEST_VIEWER;
  return {
    signedIn: true,
    tier: CUSTOMER_TIERS.find((known) => known === me.tier) ?? null,
    earlyAccessMember: me.earlyAccessMember === true,
    isAdmin: me.isAdmin,
  };
}
