// Second factors: TOTP enrolment, the sign-in challenge, removal, SMS codes to a verified phone, and
// AUTH-7 (ADMIN_REQUIRE_2FA holds admin rights back until the session passed a second factor).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createShop, databaseKinds, signUp, totpCode, useShop } from '../../test/use-shop';
import type { AuthAgent } from '../../test/use-shop';
import { readSmsOutbox } from '../sms/sms.service';
import { adminUsers } from './accounts.tables';

type Me = {
  user: { twoFactorEnabled: boolean; phoneNumberVerified: boolean } | null;
  isAdmin: boolean;
  secondFactorRequired: boolean;
};
const me = async (agent: AuthAgent) => (await (await agent.get('/api/me')).json()) as Me;

async function enrolTotp(agent: AuthAgent, password: string) {
  const enabled = await agent.post('/api/auth/two-factor/enable', { password });
  expect(enabled.status).toBe(200);
  const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
  expect(totpURI).toMatch(/^otpauth:\/\/totp\//);
  expect(backupCodes.length).toBeGreaterThan(0);
  const verified = await agent.post('/api/auth/two-factor/verify-totp', { code: totpCode(totpURI) });
  expect(verified.status).toBe(200);
  return totpURI;
}

describe.each(databaseKinds())('two-factor sign-in on %s', (kind) => {
  const shop = useShop(kind);

  it('enrols TOTP, challenges the next sign-in, accepts a right code and refuses a wrong one', async () => {
    const agent = shop.agent();
    await signUp(agent, 'totp@shop.test', 'totp-password-1');
    const uri = await enrolTotp(agent, 'totp-password-1');
    expect((await me(agent)).user?.twoFactorEnabled).toBe(true);
    await agent.post('/api/auth/sign-out');

    const next = shop.agent();
    const first = await next.post('/api/auth/sign-in/email', {
      email: 'totp@shop.test',
      password: 'totp-password-1',
    });
    expect(await first.json()).toMatchObject({ twoFactorRedirect: true });
    // Password alone signs nobody in.
    expect((await me(next)).user).toBeNull();
    const wrongCode = totpCode(uri) === '000000' ? '111111' : '000000';
    expect((await next.post('/api/auth/two-factor/verify-totp', { code: wrongCode })).status).toBe(401);
    expect((await next.post('/api/auth/two-factor/verify-totp', { code: totpCode(uri) })).status).toBe(200);
    expect((await me(next)).user).not.toBeNull();
  });

  it('removes the second factor with the password', async () => {
    const agent = shop.agent();
    await signUp(agent, 'remove@shop.test', 'remove-password-1');
    await enrolTotp(agent, 'remove-password-1');
    expect((await agent.post('/api/auth/two-factor/disable', { password: 'wrong-password-9' })).status).toBe(
      400,
    );
    expect((await agent.post('/api/auth/two-factor/disable', { password: 'remove-password-1' })).status).toBe(
      200,
    );
    expect((await me(agent)).user?.twoFactorEnabled).toBe(false);
    const again = await shop.agent().post('/api/auth/sign-in/email', {
      email: 'remove@shop.test',
      password: 'remove-password-1',
    });
    expect(await again.json()).not.toHaveProperty('twoFactorRedirect');
  });

  it('verifies a phone by SMS code and then sends sign-in codes to it', async () => {
    const agent = shop.agent();
    await signUp(agent, 'sms@shop.test', 'sms-password-12');
    const phone = '+254712345678';
    expect((await agent.post('/api/auth/phone-number/send-otp', { phoneNumber: '0712345678' })).status).toBe(
      400,
    );
    expect((await agent.post('/api/auth/phone-number/send-otp', { phoneNumber: phone })).status).toBe(200);
    const [sent] = await readSmsOutbox(shop.database.db, { to: phone });
    const code = /(\d{6})/.exec(sent!.text)![1]!;
    const verified = await agent.post('/api/auth/phone-number/verify', {
      phoneNumber: phone,
      code,
      updatePhoneNumber: true,
    });
    expect(verified.status).toBe(200);
    expect((await me(agent)).user?.phoneNumberVerified).toBe(true);
    expect(
      (await agent.post('/api/auth/two-factor/enable', { password: 'sms-password-12', method: 'otp' }))
        .status,
    ).toBe(200);
    await agent.post('/api/auth/sign-out');

    const next = shop.agent();
    const first = await next.post('/api/auth/sign-in/email', {
      email: 'sms@shop.test',
      password: 'sms-password-12',
    });
    expect(await first.json()).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['otp'] });
    expect((await next.post('/api/auth/two-factor/send-otp', {})).status).toBe(200);
    const [latest] = await readSmsOutbox(shop.database.db, { to: phone });
    expect(latest!.text).toMatch(/sign-in code/);
    const otp = /(\d{6})/.exec(latest!.text)![1]!;
    expect((await next.post('/api/auth/two-factor/verify-otp', { code: otp })).status).toBe(200);
    expect((await me(next)).user).not.toBeNull();
  });
});

describe.each(databaseKinds())('admins and a required second factor on %s (AUTH-7)', (kind) => {
  const shop = useShop(kind, { env: { ADMIN_REQUIRE_2FA: 'true' } });

  it('holds admin rights back until the session passed a second factor', async () => {
    const agent = shop.agent();
    const { user } = await signUp(agent, 'boss@shop.test', 'boss-password-1');
    await shop.database.db.insert(adminUsers).values({ userId: user.id });

    // Password only: not an admin yet, and admin endpoints say why.
    expect(await me(agent)).toMatchObject({ isAdmin: false, secondFactorRequired: true });
    const refused = await agent.get('/api/admin/outbox');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: 'second_factor_required' } });

    // Enrolling (and so verifying) a factor upgrades this session.
    const uri = await enrolTotp(agent, 'boss-password-1');
    expect(await me(agent)).toMatchObject({ isAdmin: true, secondFactorRequired: false });
    const outbox = await agent.get('/api/admin/outbox?to=boss@shop.test');
    expect(outbox.status).toBe(200);
    // The admin reads the mail the shop kept (no SMTP here): the sign-up's confirmation link.
    expect(await outbox.json()).toMatchObject({
      mail: [{ to: 'boss@shop.test', kind: 'verify-email' }],
      sms: [],
    });

    // A later sign-in is an admin only after the code.
    const next = shop.agent();
    await next.post('/api/auth/sign-in/email', { email: 'boss@shop.test', password: 'boss-password-1' });
    expect((await next.get('/api/admin/outbox')).status).toBe(403);
    await next.post('/api/auth/two-factor/verify-totp', { code: totpCode(uri) });
    expect(await me(next)).toMatchObject({ isAdmin: true });
  });

  it('still refuses customers and guests, and a revoked admin at once (AC-3)', async () => {
    const customer = shop.agent();
    await signUp(customer, 'customer@shop.test');
    expect((await customer.get('/api/admin/outbox')).status).toBe(403);
    expect((await shop.agent().get('/api/admin/outbox')).status).toBe(403);

    const admin = shop.agent();
    const { user } = await signUp(admin, 'revoked@shop.test', 'revoked-password');
    await shop.database.db.insert(adminUsers).values({ userId: user.id });
    await enrolTotp(admin, 'revoked-password');
    expect((await admin.get('/api/admin/outbox')).status).toBe(200);
    await shop.database.db.delete(adminUsers).where(eq(adminUsers.userId, user.id));
    expect((await admin.get('/api/admin/outbox')).status).toBe(403);
  });
});

describe('admins without the setting', () => {
  it('are admins after a password sign-in (the default keeps other journeys simple)', async () => {
    const shop = await createShop('pglite');
    try {
      const agent = shop.agent();
      const { user } = await signUp(agent, 'plain-admin@shop.test');
      await shop.database.db.insert(adminUsers).values({ userId: user.id });
      expect(await me(agent)).toMatchObject({ isAdmin: true, secondFactorRequired: false });
    } finally {
      await shop.close();
    }
  });
});
