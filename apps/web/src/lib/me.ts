// Who is using the shop right now, as the server sees it (session cookie + admin_users).
import { CUSTOMER_TIERS, GUEST_VIEWER, type Viewer } from '@shop/domain/rules';
import { queryOptions } from '@tanstack/react-query';
import { readJson, type Api } from './api-client';

export type MeUser = {
  id: string;
  email: string;
  name: string;
  emailVerified?: boolean;
  twoFactorEnabled?: boolean;
  phoneNumber?: string | null;
  phoneNumberVerified?: boolean;
};

export type Me = {
  user: MeUser | null;
  isAdmin: boolean;
  tier?: 'regular' | 'premium' | 'vip' | null;
  /** On the early-access list as a member (opens the early-access page and banner). */
  earlyAccessMember?: boolean;
  /** An admin whose rights wait for a second factor in this session. */
  secondFactorRequired?: boolean;
  session?: { expiresAt: string } | null;
};

/** The query for the current user; short-lived so sign-in changes show quickly. */
export const meQuery = (api: Api) =>
  queryOptions({
    queryKey: ['me'],
    queryFn: async (): Promise<Me> => readJson<Me>(await (await api()).me.$get()),
    staleTime: 30_000,
  });

/** The shopper as the domain's access rules see them (the server's tier and member flag). */
export function viewerOf(me: Me | undefined): Viewer {
  if (!me?.user) return GUEST_VIEWER;
  return {
    signedIn: true,
    tier: CUSTOMER_TIERS.find((known) => known === me.tier) ?? null,
    earlyAccessMember: me.earlyAccessMember === true,
    isAdmin: me.isAdmin,
  };
}
