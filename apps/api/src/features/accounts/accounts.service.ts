// Who is asking, decided by the server: the session cookie through better-auth, admin rights from
// admin_users. Also creates the first admin account on a new shop.
import { randomBytes } from 'node:crypto';
import type { CustomerTier } from '@shop/domain/rules';
import type { AppDeps } from '../../app-deps';
import { countAdmins, emailForPhone, makeAdmin, standingOf, whileFirstAdminLocked } from './accounts.repo';
import { actingAudience } from './audience-requests';

export type ViewerUser = {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  phoneNumber: string | null;
  phoneNumberVerified: boolean;
};

export type Viewer = {
  user: ViewerUser | null;
  isAdmin: boolean;
  tier: CustomerTier | null;
  /** On the early-access list as a member (signed up while signed in); opens the early-access page. */
  earlyAccessMember: boolean;
  /** An admin whose rights wait for a second factor in this session (ADMIN_REQUIRE_2FA). */
  secondFactorRequired: boolean;
  /** When the session ends unless it is used (the web refreshes it before then). */
  session: { expiresAt: string } | null;
};

export const NOBODY: Viewer = {
  user: null,
  isAdmin: false,
  tier: null,
  earlyAccessMember: false,
  secondFactorRequired: false,
  session: null,
};

type ViewerDeps = Pick<AppDeps, 'auth' | 'database'> & { config?: { ADMIN_REQUIRE_2FA?: boolean } };

/**
 * The signed-in user (or nobody) and whether they are an admin right now: admin_users is read on
 * every request, and with ADMIN_REQUIRE_2FA an admin counts as one only in a session that passed a
 * second factor, however they signed in (password or Google).
 */
export async function getViewer(deps: ViewerDeps, headers: Headers): Promise<Viewer> {
  const acting = actingAudience(headers);
  if (acting) return acting.viewer;
  const found = await deps.auth.api.getSession({ headers });
  if (!found) return NOBODY;
  return viewerOf(deps, found, await standingOf(deps.database.db, found.user.id));
}

type FoundSession = NonNullable<Awaited<ReturnType<AppDeps['auth']['api']['getSession']>>>;
type Standing = { isAdmin: boolean; tier: CustomerTier | null; earlyAccessMember: boolean };

/** The viewer for a session found and the account's standing read with it. */
export function viewerOf(
  { config }: Pick<ViewerDeps, 'config'>,
  found: FoundSession,
  standing: Standing,
): Viewer {
  const { user, session } = found;
  const verified = Boolean((session as { secondFactorVerified?: boolean }).secondFactorVerified);
  const held = standing.isAdmin && Boolean(config?.ADMIN_REQUIRE_2FA) && !verified;
  return {
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      emailVerified: user.emailVerified,
      twoFactorEnabled: Boolean(user.twoFactorEnabled),
      phoneNumber: user.phoneNumber ?? null,
      phoneNumberVerified: Boolean(user.phoneNumberVerified),
    },
    isAdmin: standing.isAdmin && !held,
    tier: standing.tier,
    earlyAccessMember: standing.earlyAccessMember,
    secondFactorRequired: held,
    session: { expiresAt: new Date(session.expiresAt).toISOString() },
  };
}

/**
 * A new shop gets one admin account. Its password is the configured one or a random one, returned
 * so the server can print it once; nothing happens when an admin already exists.
 */
export async function ensureAdminAccount(
  { auth, database }: Pick<AppDeps, 'auth' | 'database'>,
  wanted: { email?: string; password?: string },
): Promise<{ email: string; password: string; generated: boolean } | null> {
  // Several processes starting at once (a cluster, compose replicas): one at a time looks and creates.
  return whileFirstAdminLocked(database, async () => {
    if ((await countAdmins(database.db)) > 0) return null;
    const email = (wanted.email ?? 'admin@shop.local').toLowerCase();
    const password = wanted.password ?? randomBytes(12).toString('base64url');
    // An existing customer with that e-mail is never promoted: the sign-up fails and the start says why.
    const result = await auth.api.signUpEmail({ body: { email, password, name: 'Shop Admin' } });
    await makeAdmin(database.db, result.user.id);
    return { email, password, generated: !wanted.password };
  });
}

/**
 * The name sign-in attempts are counted under for an e-mail or phone number: the account's e-mail
 * when a phone number belongs to an account, so guessing through both doors shares one count.
 */
export async function signInAccountName(
  { database }: Pick<AppDeps, 'database'>,
  given: { email?: string; phoneNumber?: string },
): Promise<string> {
  if (given.email) return given.email.trim().toLowerCase();
  if (!given.phoneNumber) return '';
  const phone = given.phoneNumber.trim();
  return (await emailForPhone(database.db, phone))?.toLowerCase() ?? phone;
}
