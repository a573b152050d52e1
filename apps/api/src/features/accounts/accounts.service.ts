// Who is asking, decided by the server: the session cookie through better-auth, admin rights from
// admin_users. Also creates the first admin account on a new shop.
import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../../app-deps';
import { countAdmins, isAdmin, makeAdmin } from './accounts.repo';

export type Viewer = { user: { id: string; email: string; name: string } | null; isAdmin: boolean };

/** The signed-in user (or null) and whether they are an admin right now. */
export async function getViewer(
  { auth, database }: Pick<AppDeps, 'auth' | 'database'>,
  headers: Headers,
): Promise<Viewer> {
  const session = await auth.api.getSession({ headers });
  if (!session) return { user: null, isAdmin: false };
  const { id, email, name } = session.user;
  return { user: { id, email, name }, isAdmin: await isAdmin(database.db, id) };
}

/**
 * A new shop gets one admin account. Its password is the configured one or a random one, returned
 * so the server can print it once; nothing happens when an admin already exists.
 */
export async function ensureAdminAccount(
  { auth, database }: Pick<AppDeps, 'auth' | 'database'>,
  wanted: { email?: string; password?: string },
): Promise<{ email: string; password: string; generated: boolean } | null> {
  if ((await countAdmins(database.db)) > 0) return null;
  const email = (wanted.email ?? 'admin@shop.local').toLowerCase();
  const password = wanted.password ?? randomBytes(12).toString('base64url');
  try {
    const result = await auth.api.signUpEmail({ body: { email, password, name: 'Shop Admin' } });
    await makeAdmin(database.db, result.user.id);
  } catch (error) {
    // Another server process starting at the same moment took the e-mail first: its admin row follows
    // within moments, and that process prints the password. An existing customer with that e-mail is
    // never promoted: with no admin appearing, the start fails and says why.
    for (let waited = 0; waited < 5_000; waited += 100) {
      if ((await countAdmins(database.db)) > 0) return null;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw error;
  }
  return { email, password, generated: !wanted.password };
}
