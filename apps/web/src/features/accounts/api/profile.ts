// The signed-in customer's own profile (GET / PUT /api/profile through the typed client).
import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../../../lib/api-client';
import { readJson } from '../../../lib/api-client';

export type BodySize = {
  height?: string;
  weight?: string;
  measurements?: { chest?: string; waist?: string; hips?: string; inseam?: string; shoe_size?: string };
};

export type Profile = {
  email: string;
  fullName: string | null;
  avatarUrl: string | null;
  customerTier: 'regular' | 'premium' | 'vip';
  totalSpent: number;
  totalOrders: number;
  vipSince: string | null;
  earlyAccessMember: boolean;
  earlyAccessJoinedAt: string | null;
  stylePreferences: string[];
  bodySize: BodySize;
  deliveryPreferences: string;
  additionalPreferences: { notes?: string };
  /** The style choices the form offers (the domain's ten, in order). */
  styleOptions: readonly string[];
};

/** The fields the customer may change; the server ignores anything else. */
export type ProfileUpdate = Pick<
  Profile,
  'stylePreferences' | 'bodySize' | 'deliveryPreferences' | 'additionalPreferences'
> & { fullName: string };

export const profileQuery = (api: Api) =>
  queryOptions({
    queryKey: ['profile'] as const,
    queryFn: async (): Promise<Profile> => readJson<Profile>(await (await api()).profile.$get()),
  });

export async function saveProfile(api: Api, update: ProfileUpdate): Promise<Profile> {
  return readJson<Profile>(await (await api()).profile.$put({ json: update }));
}
