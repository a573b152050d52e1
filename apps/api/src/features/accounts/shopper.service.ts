// Who is browsing, as the catalogue's access rules need it: signed in or not, tier, early-access
// membership, admin, and the profile's style preferences. Read from the database on every request,
// so a tier change or a revoked admin takes effect at once. A visitor without a session cookie costs
// no query at all (the catalogue's hot path).
import type { Viewer } from '@shop/domain/rules';
import { GUEST_VIEWER } from '@shop/domain/rules';
import type { AppDeps } from '../../app-deps';
import { shopperStanding } from './shopper.repo';

export type Shopper = {
  userId: string | null;
  viewer: Viewer;
  stylePreferences: string[];
  /** The account's name and e-mail (orders keep them); null for visitors. */
  name: string | null;
  email: string | null;
};

export const GUEST_SHOPPER: Shopper = {
  userId: null,
  viewer: GUEST_VIEWER,
  stylePreferences: [],
  name: null,
  email: null,
};

/** better-auth's session cookie (plain, or `__Secure-` prefixed in production). */
const hasSessionCookie = (headers: Headers) =>
  /(?:^|;\s*)(?:__Secure-)?[\w.-]*session_token=/.test(headers.get('cookie') ?? '');

export async function getShopper(
  { auth, database }: Pick<AppDeps, 'auth' | 'database'>,
  headers: Headers,
): Promise<Shopper> {
  if (!hasSessionCookie(headers)) return GUEST_SHOPPER;
  const session = await auth.api.getSession({ headers });
  if (!session) return GUEST_SHOPPER;
  const standing = await shopperStanding(database.db, session.user.id);
  return {
    userId: session.user.id,
    viewer: {
      signedIn: true,
      tier: standing?.tier ?? 'regular',
      earlyAccessMember: standing?.earlyAccessMember ?? false,
      isAdmin: standing?.isAdmin ?? false,
    },
    stylePreferences: standing?.stylePreferences ?? [],
    name: session.user.name || null,
    email: session.user.email || null,
  };
}
