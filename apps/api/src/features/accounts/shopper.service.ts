// Who is browsing, as the catalogue's access rules need it: signed in or not, tier, early-access
// membership, admin, and the profile's style preferences. Read from the database on every request,
// so a tier change or a revoked admin takes effect at once. A visitor without a session cookie costs
// no query at all (the catalogue's hot path).
import type { Viewer } from '@shop/domain/rules';
import { GUEST_VIEWER } from '@shop/domain/rules';
import type { AppDeps } from '../../app-deps';
import { actingAudience } from './audience-requests';
import { shopperStanding } from './shopper.repo';

export type Shopper = {
  userId: string | null;
  viewer: Viewer;
  stylePreferences: string[];
  /** The account's name and e-mail (orders keep them); null for visitors. */
  name: string | null;
  email: string | null;
};

/**
 * What a shopper's catalogue and storefront pages depend on, as a cache key: shoppers with the same
 * audience see the same products, drops and prices. It names no person, so one answer serves them all.
 */
export function audienceOf(shopper: Shopper): string {
  const { signedIn, tier, earlyAccessMember, isAdmin } = shopper.viewer;
  if (!signedIn) return 'visitor';
  const styles = [...shopper.stylePreferences].sort().join(',');
  return `member|${tier ?? 'regular'}|${earlyAccessMember ? 'early' : '-'}|${isAdmin ? 'admin' : '-'}|${styles}`;
}

export const GUEST_SHOPPER: Shopper = {
  userId: null,
  viewer: GUEST_VIEWER,
  stylePreferences: [],
  name: null,
  email: null,
};

/** The value of better-auth's session cookie (plain, or `__Secure-` prefixed in production), or null. */
export const sessionCookieOf = (headers: Headers): string | null =>
  /(?:^|;\s*)(?:__Secure-)?[\w.-]*session_token=([^;]+)/.exec(headers.get('cookie') ?? '')?.[1] ?? null;

export async function getShopper(
  { auth, database }: Pick<AppDeps, 'auth' | 'database'>,
  headers: Headers,
): Promise<Shopper> {
  const acting = actingAudience(headers);
  if (acting) return acting.shopper;
  if (!sessionCookieOf(headers)) return GUEST_SHOPPER;
  const session = await auth.api.getSession({ headers });
  if (!session) return GUEST_SHOPPER;
  return shopperOf(session.user, await shopperStanding(database.db, session.user.id));
}

type Standing = Awaited<ReturnType<typeof shopperStanding>>;

/** The shopper for a signed-in account and its standing. */
export function shopperOf(user: { id: string; name: string; email: string }, standing: Standing): Shopper {
  return {
    userId: user.id,
    viewer: {
      signedIn: true,
      tier: standing?.tier ?? 'regular',
      earlyAccessMember: standing?.earlyAccessMember ?? false,
      isAdmin: standing?.isAdmin ?? false,
    },
    stylePreferences: standing?.stylePreferences ?? [],
    name: user.name || null,
    email: user.email || null,
  };
}
