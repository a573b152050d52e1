// Google sign-in (OIDC) end to end against a local OpenID provider: discovery, authorize with PKCE
// and nonce, code exchange, ID-token verification against the provider's keys, and the session.
// Also linking to an existing password account, unlinking, and AUTH-7 for admins using Google.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShop, ORIGIN, signUp, totpCode } from '../../test/use-shop';
import type { AuthAgent, Shop } from '../../test/use-shop';
import { startMockGoogle } from '../../test/mock-google';
import { readOutbox } from '../mailer/mailer.service';
import { adminUsers } from './accounts.tables';

type Google = Awaited<ReturnType<typeof startMockGoogle>>;

/** Press "Continue with Google", let the provider answer, follow its redirect back to the shop. */
async function googleRoundTrip(agent: AuthAgent, path = '/api/auth/sign-in/social', extra = {}) {
  const start = await agent.post(path, {
    provider: 'google',
    callbackURL: '/',
    errorCallbackURL: '/login?error=google',
    ...extra,
  });
  expect(start.status).toBe(200);
  const { url } = (await start.json()) as { url: string };
  const atGoogle = await fetch(url, { redirect: 'manual' });
  expect(atGoogle.status).toBe(302);
  const back = new URL(atGoogle.headers.get('location')!);
  expect(back.origin).toBe(ORIGIN);
  const landed = await agent.get(back.pathname + back.search);
  expect(landed.status).toBe(302);
  return landed.headers.get('location')!;
}

/** Opens the confirmation link the sign-up mailed. */
async function confirmEmail(shop: Shop, agent: AuthAgent, email: string) {
  const [mail] = await readOutbox(shop.database.db, { to: email });
  const link = new URL(/(https?:\/\/\S+)/.exec(mail!.text)![1]!);
  expect((await agent.get(link.pathname + link.search)).status).toBe(302);
}

const me = async (agent: AuthAgent) =>
  (await (await agent.get('/api/me')).json()) as {
    user: { id: string; email: string; name: string } | null;
    isAdmin: boolean;
    secondFactorRequired: boolean;
  };

describe('Google sign-in through a local OpenID provider', () => {
  let google: Google;
  let shop: Shop;
  beforeAll(async () => {
    google = await startMockGoogle();
    shop = await createShop('pglite', {
      env: {
        GOOGLE_CLIENT_ID: google.clientId,
        GOOGLE_CLIENT_SECRET: 'shop-google-secret',
        GOOGLE_ISSUER: google.issuer,
        ADMIN_REQUIRE_2FA: 'true',
      },
    });
  });
  afterAll(async () => {
    await shop?.close();
    await google?.stop();
  });

  it('offers Google only when it is configured', async () => {
    expect(await (await shop.agent().get('/api/accounts/options')).json()).toMatchObject({ google: true });
    const plain = await createShop('pglite');
    try {
      expect(await (await plain.agent().get('/api/accounts/options')).json()).toMatchObject({
        google: false,
      });
      const start = await plain.agent().post('/api/auth/sign-in/social', {
        provider: 'google',
        callbackURL: '/',
      });
      expect(start.status).toBeGreaterThanOrEqual(400);
    } finally {
      await plain.close();
    }
  });

  it('signs a new shopper in and returns to the site', async () => {
    google.signInAs({ sub: 'g-amina', email: 'amina@gmail.test', name: 'Amina Hassan' });
    const agent = shop.agent();
    expect(await googleRoundTrip(agent)).toBe('/');
    expect((await me(agent)).user).toMatchObject({ email: 'amina@gmail.test', name: 'Amina Hassan' });
    const profile = await (await agent.get('/api/profile')).json();
    expect(profile).toMatchObject({ fullName: 'Amina Hassan', customerTier: 'regular' });
  });

  it('lands on the error page when the provider refuses', async () => {
    google.refuseNext();
    const agent = shop.agent();
    const landing = new URL(await googleRoundTrip(agent), ORIGIN);
    expect(landing.pathname).toBe('/login');
    expect(landing.searchParams.get('error')).toBeTruthy();
    expect((await me(agent)).user).toBeNull();
  });

  it('joins a Google account to the password account with the same e-mail, and unlinks it', async () => {
    const agent = shop.agent();
    const { user } = await signUp(agent, 'both@shop.test', 'both-password-1', 'Both Ways');
    google.signInAs({ sub: 'g-both', email: 'both@shop.test', name: 'Both Ways' });
    // Not before the shop account's own address is confirmed (no account pre-hijacking).
    const early = shop.agent();
    expect(new URL(await googleRoundTrip(early), ORIGIN).pathname).toBe('/login');
    expect((await me(early)).user).toBeNull();
    await confirmEmail(shop, agent, 'both@shop.test');
    const viaGoogle = shop.agent();
    await googleRoundTrip(viaGoogle);
    expect((await me(viaGoogle)).user?.id).toBe(user.id);
    const accounts = (await (await agent.get('/api/auth/list-accounts')).json()) as {
      id: string;
      providerId: string;
    }[];
    expect(accounts.map((a) => a.providerId).sort()).toEqual(['credential', 'google']);
    // better-auth names the link by its own account id.
    const accountId = accounts.find((a) => a.providerId === 'google')!.id;
    const unlinked = await agent.post('/api/auth/unlink-account', { accountId });
    expect(unlinked.status, await unlinked.clone().text()).toBe(200);
    const after = (await (await agent.get('/api/auth/list-accounts')).json()) as { providerId: string }[];
    expect(after.map((a) => a.providerId)).toEqual(['credential']);
  });

  it('links Google to a signed-in account from the profile', async () => {
    const agent = shop.agent();
    const { user } = await signUp(agent, 'linker@shop.test', 'linker-password', 'Linker');
    google.signInAs({ sub: 'g-linker', email: 'linker.other@gmail.test', name: 'Linker' });
    await googleRoundTrip(agent, '/api/auth/link-social', { callbackURL: '/profile' });
    const accounts = (await (await agent.get('/api/auth/list-accounts')).json()) as { providerId: string }[];
    expect(accounts.map((a) => a.providerId).sort()).toEqual(['credential', 'google']);
    // Next time Google alone reaches the same account.
    const viaGoogle = shop.agent();
    await googleRoundTrip(viaGoogle);
    expect((await me(viaGoogle)).user?.id).toBe(user.id);
  });

  it('requires an admin who signs in with Google to pass the second factor too (AUTH-7)', async () => {
    const agent = shop.agent();
    const { user } = await signUp(agent, 'google-admin@shop.test', 'admin-password-1', 'Google Admin');
    await shop.database.db.insert(adminUsers).values({ userId: user.id });
    await confirmEmail(shop, agent, 'google-admin@shop.test');
    const enabled = await agent.post('/api/auth/two-factor/enable', { password: 'admin-password-1' });
    const { totpURI } = (await enabled.json()) as { totpURI: string };
    await agent.post('/api/auth/two-factor/verify-totp', { code: totpCode(totpURI) });
    expect((await me(agent)).isAdmin).toBe(true);

    google.signInAs({ sub: 'g-admin', email: 'google-admin@shop.test', name: 'Google Admin' });
    const viaGoogle = shop.agent();
    await googleRoundTrip(viaGoogle);
    expect(await me(viaGoogle)).toMatchObject({
      user: { id: user.id },
      isAdmin: false,
      secondFactorRequired: true,
    });
    expect((await viaGoogle.get('/api/admin/outbox')).status).toBe(403);
    const stepUp = await viaGoogle.post('/api/auth/two-factor/verify-totp', { code: totpCode(totpURI) });
    expect(stepUp.status).toBe(200);
    expect(await me(viaGoogle)).toMatchObject({ isAdmin: true, secondFactorRequired: false });
    expect((await viaGoogle.get('/api/admin/outbox')).status).toBe(200);
  });
});
