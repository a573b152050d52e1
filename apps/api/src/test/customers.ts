// A customer signed in through the real sign-in endpoint, for API tests: their id and session cookie.
// With a standing, their profile row says it (tier, early-access membership, styles) and admins get
// an admin_users row, as the shop's owner would set them.
import { adminUsers, profiles } from '../features/accounts/accounts.tables';
import type { TestShop } from './test-app';

export type Standing = {
  tier?: 'regular' | 'premium' | 'vip';
  member?: boolean;
  admin?: boolean;
  styles?: string[];
};

export async function signedInCustomer(
  shop: TestShop,
  email: string,
  standing?: Standing,
): Promise<{ id: string; cookie: string }> {
  const password = 'a-long-password';
  const { user } = await shop.auth.api.signUpEmail({ body: { email, password, name: email } });
  if (standing) {
    const values = {
      customerTier: standing.tier ?? 'regular',
      earlyAccessMember: standing.member ?? false,
      stylePreferences: standing.styles ?? [],
    } as const;
    await shop.database.db
      .insert(profiles)
      .values({ id: user.id, ...values })
      .onConflictDoUpdate({ target: profiles.id, set: values });
    if (standing.admin) await shop.database.db.insert(adminUsers).values({ userId: user.id });
  }
  const res = await shop.app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return { id: user.id, cookie: (res.headers.get('set-cookie') ?? '').split(';')[0]! };
}
