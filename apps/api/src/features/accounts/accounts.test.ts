import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createShop, databaseKinds, useShop } from '../../test/use-shop';
import { ensureAdminAccount } from './accounts.service';
import { account, adminUsers } from './accounts.tables';

describe.each(databaseKinds())('the first admin account on %s', (kind) => {
  const shop = useShop(kind);

  const signIn = async (email: string, password: string) =>
    shop.app.request('http://localhost:3000/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify({ email, password }),
    });

  it('is created once with a random password that works', async () => {
    const created = await ensureAdminAccount(shop, {});
    expect(created?.generated).toBe(true);
    expect(created?.password.length).toBeGreaterThanOrEqual(16);
    expect(await ensureAdminAccount(shop, {})).toBeNull();
    const res = await signIn(created!.email, created!.password);
    expect(res.status).toBe(200);
  });

  it('stores the password as Argon2id with at least 19 MiB and 2 passes', async () => {
    const rows = await shop.db.select({ password: account.password }).from(account);
    expect(rows[0]?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('gets an HttpOnly, SameSite=Lax session cookie, and the server says it is an admin', async () => {
    const created = await shop.auth.api.signUpEmail({
      body: { email: 'second@shop.test', password: 'a-long-password', name: 'Second' },
    });
    await shop.db.insert(adminUsers).values({ userId: created.user.id });
    const res = await signIn('second@shop.test', 'a-long-password');
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const session = cookie.split(';')[0]!;

    const me = await shop.app.request('/api/me', { headers: { cookie: session } });
    expect(await me.json()).toMatchObject({ user: { email: 'second@shop.test' }, isAdmin: true });

    // Revoking admin rights takes effect on the very next request.
    await shop.db.delete(adminUsers).where(eq(adminUsers.userId, created.user.id));
    const after = await shop.app.request('/api/me', { headers: { cookie: session } });
    expect(await after.json()).toMatchObject({ user: { email: 'second@shop.test' }, isAdmin: false });
  });

  it('tells a visitor nobody is signed in, and never lets it be cached', async () => {
    const res = await shop.app.request('/api/me');
    expect(await res.json()).toEqual({
      user: null,
      isAdmin: false,
      tier: null,
      earlyAccessMember: false,
      secondFactorRequired: false,
      session: null,
    });
    expect(res.headers.get('cache-control')).toContain('no-store');
  });

  it('uses the configured admin e-mail and password when given', async () => {
    const other = await createShop(kind);
    try {
      const created = await ensureAdminAccount(other, {
        email: 'Owner@Shop.test',
        password: 'owner-password-1',
      });
      expect(created).toEqual({ email: 'owner@shop.test', password: 'owner-password-1', generated: false });
    } finally {
      await other.close();
    }
  });
});

describe.each(databaseKinds())('two servers starting together on %s', (kind) => {
  it('end up with one admin account and neither fails', async () => {
    const shop = await createShop(kind);
    try {
      const results = await Promise.allSettled([ensureAdminAccount(shop, {}), ensureAdminAccount(shop, {})]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
      const created = results.filter((r) => r.status === 'fulfilled' && r.value !== null);
      expect(created).toHaveLength(1);
      expect(await shop.db.select().from(adminUsers)).toHaveLength(1);
    } finally {
      await shop.close();
    }
  });

  it('take turns: only one of them signs the admin up (no failed sign-up in the log)', async () => {
    const shop = await createShop(kind);
    try {
      let signUps = 0;
      const counting = {
        ...shop,
        auth: {
          api: {
            signUpEmail: ((...args: Parameters<typeof shop.auth.api.signUpEmail>) => {
              signUps++;
              return shop.auth.api.signUpEmail(...args);
            }) as typeof shop.auth.api.signUpEmail,
          },
        } as typeof shop.auth,
      };
      await Promise.all([ensureAdminAccount(counting, {}), ensureAdminAccount(counting, {})]);
      expect(signUps).toBe(1);
    } finally {
      await shop.close();
    }
  });
});
