// The account e-mails through the shop's mailer (outbox without SMTP): confirming the address and
// recovering a forgotten password, whose reset ends every old session.
import { describe, expect, it } from 'vitest';
import { databaseKinds, ORIGIN, signUp, useShop } from '../../test/use-shop';
import { readOutbox } from '../mailer/mailer.service';

const linkIn = (text: string) => /(https?:\/\/\S+)/.exec(text)![1]!;

describe.each(databaseKinds())('account e-mails on %s', (kind) => {
  const shop = useShop(kind, { env: { SHOP_NAME: 'Mtumba Corner' } });

  it('sends a confirmation link on sign-up that verifies the address', async () => {
    const agent = shop.agent();
    await agent.post('/api/auth/sign-up/email', {
      email: 'Verify@Shop.test',
      password: 'a-long-password',
      name: 'Verify',
      callbackURL: '/profile',
    });
    const [mail] = await readOutbox(shop.database.db, { to: 'verify@shop.test' });
    expect(mail).toMatchObject({
      kind: 'verify-email',
      subject: 'Confirm your e-mail address for Mtumba Corner',
    });
    expect((await (await agent.get('/api/me')).json()).user.emailVerified).toBe(false);
    const link = new URL(linkIn(mail!.text));
    expect(link.origin).toBe(ORIGIN);
    const opened = await agent.get(link.pathname + link.search);
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/profile');
    expect((await (await agent.get('/api/me')).json()).user.emailVerified).toBe(true);
  });

  it('recovers a password by e-mailed link and signs out the old sessions', async () => {
    const old = shop.agent();
    await signUp(old, 'forgot@shop.test', 'old-password-123');
    const asked = await shop.agent().post('/api/auth/request-password-reset', {
      email: 'forgot@shop.test',
      redirectTo: '/reset-password',
    });
    expect(asked.status).toBe(200);
    const [mail] = await readOutbox(shop.database.db, { to: 'forgot@shop.test' });
    expect(mail).toMatchObject({ kind: 'password-reset', subject: 'Reset your Mtumba Corner password' });
    const link = new URL(linkIn(mail!.text));
    const opened = await shop.agent().get(link.pathname + link.search);
    expect(opened.status).toBe(302);
    const landing = new URL(opened.headers.get('location')!, ORIGIN);
    expect(landing.pathname).toBe('/reset-password');
    const token = landing.searchParams.get('token')!;
    const reset = await shop.agent().post('/api/auth/reset-password', {
      token,
      newPassword: 'new-password-456',
    });
    expect(reset.status).toBe(200);

    expect((await (await old.get('/api/me')).json()).user).toBeNull();
    const signIn = (password: string) =>
      shop.agent().post('/api/auth/sign-in/email', { email: 'forgot@shop.test', password });
    expect((await signIn('old-password-123')).status).toBe(401);
    expect((await signIn('new-password-456')).status).toBe(200);
    // The link works once.
    expect(
      (await shop.agent().post('/api/auth/reset-password', { token, newPassword: 'third-password-7' }))
        .status,
    ).toBe(400);
  });

  it('sends nothing for an unknown e-mail', async () => {
    await shop.agent().post('/api/auth/request-password-reset', {
      email: 'ghost@shop.test',
      redirectTo: '/reset-password',
    });
    expect(await readOutbox(shop.database.db, { to: 'ghost@shop.test' })).toEqual([]);
  });
});
