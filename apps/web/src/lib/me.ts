// Who is using the shop right now, as the server sees it (session cookie + admin_users).
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
