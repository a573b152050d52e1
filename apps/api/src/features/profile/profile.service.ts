// A signed-in customer reads and edits their own profile, and only their own: the user id comes from
// the session, never from the request.
import { PROFILE_STYLE_OPTIONS } from '@shop/domain/rules';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../lib/errors';
import { getViewer } from '../accounts/accounts.service';
import { findProfile, saveProfile } from './profile.repo';
import type { ProfileUpdate } from '@shop/contracts';

export const SIGN_IN_NEEDED = 'Please sign in to see your profile.';

async function signedInUser(deps: AppDeps, headers: Headers) {
  const viewer = await getViewer(deps, headers);
  if (!viewer.user) throw new HttpError(401, 'unauthorized', SIGN_IN_NEEDED);
  return viewer.user;
}

type User = { id: string; email: string; name: string };

async function profileOf(deps: AppDeps, user: User) {
  const profile = await findProfile(deps.database.db, user.id);
  return {
    email: user.email,
    fullName: profile?.fullName ?? user.name,
    avatarUrl: profile?.avatarUrl ?? null,
    customerTier: profile?.customerTier ?? 'regular',
    totalSpent: profile?.totalSpent ?? 0,
    totalOrders: profile?.totalOrders ?? 0,
    vipSince: profile?.vipSince?.toISOString() ?? null,
    earlyAccessMember: profile?.earlyAccessMember ?? false,
    earlyAccessJoinedAt: profile?.earlyAccessJoinedAt?.toISOString() ?? null,
    stylePreferences: profile?.stylePreferences ?? [],
    bodySize: profile?.bodySize ?? {},
    deliveryPreferences: profile?.deliveryPreferences ?? '',
    additionalPreferences: profile?.additionalPreferences ?? {},
    styleOptions: PROFILE_STYLE_OPTIONS,
  };
}

export async function getOwnProfile(deps: AppDeps, headers: Headers) {
  return profileOf(deps, await signedInUser(deps, headers));
}

export type OwnProfile = Awaited<ReturnType<typeof profileOf>>;

export async function updateOwnProfile(deps: AppDeps, headers: Headers, update: ProfileUpdate) {
  const user = await signedInUser(deps, headers);
  await saveProfile(deps.database.db, user.id, update);
  return profileOf(deps, user);
}
