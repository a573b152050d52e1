// The early-access list from the subscriber's side: each sign-up state and its welcome e-mail (sent by
// the job, read from the outbox), the unsubscribe link from that mail, and the account a sign-up
// belongs to.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseKinds, useShop } from '../../test/use-shop';
import { profiles, user } from '../accounts/accounts.tables';
import { readOutbox } from '../mailer/mailer.service';
import { earlyAccessSubscribers as subscribers } from './early-access.tables';
import { processWelcomeMails } from './welcome-mails.service';

const INVALID_LINK =
  'This unsubscribe link is not valid. Please use the link in your latest early-access e-mail.';

describe.each(databaseKinds())('the early-access list on %s', (kind) => {
  const shop = useShop(kind, { env: { TRUST_PROXY: 'true' } });
  let nextIp = 1;

  const signUp = async (body: unknown, cookie?: string) => {
    const res = await shop.app.request('/api/early-access', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.0.2.${nextIp++}`,
        ...(cookie && { cookie }),
      },
      body: JSON.stringify(body),
    });
    return (await res.json()) as { status: string; message: string };
  };
  const welcomesTo = (to: string) =>
    readOutbox(shop.db, { to }).then((mail) => mail.filter((m) => m.kind === 'early_access_welcome'));
  const rowOf = async (email: string) =>
    (await shop.db.select().from(subscribers).where(eq(subscribers.email, email)))[0]!;
  /** The unsubscribe link in the newest welcome to `to`. */
  const linkIn = async (to: string) => {
    const [mail] = await welcomesTo(to);
    const link = /Unsubscribe: (\S+)/.exec(mail!.text)?.[1];
    return new URL(link!);
  };

  it('welcomes a new subscriber by first name, once', async () => {
    expect(await signUp({ email: 'Neema@Example.com', firstName: 'Neema' })).toEqual({
      status: 'subscribed',
      message: "You're in! Welcome to The Bag Family! 🎉",
    });
    expect(await welcomesTo('neema@example.com')).toEqual([]);
    await processWelcomeMails(shop);
    await processWelcomeMails(shop);
    const mails = await welcomesTo('neema@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Welcome to TNT Thrift Early Access');
    expect(mails[0]!.text).toMatch(/^Hi Neema,/);
    expect(mails[0]!.text).toContain('24 hours before everyone else');
    expect(mails[0]!.text).toContain('http://localhost:3000/unsubscribe?token=');
    expect(await rowOf('neema@example.com')).toMatchObject({ welcomeRequestedAt: null, welcomeAttempts: 0 });
  });

  it('sends nothing to an address already on the list', async () => {
    await signUp({ email: 'baraka@example.com' });
    await processWelcomeMails(shop);
    expect(await signUp({ email: 'baraka@example.com', firstName: 'Baraka' })).toEqual({
      status: 'already',
      message: "You're already on the list! 🎉",
    });
    await processWelcomeMails(shop);
    expect(await welcomesTo('baraka@example.com')).toHaveLength(1);
    expect((await rowOf('baraka@example.com')).firstName).toBeNull();
  });

  it('unsubscribes through the link in the mail, without signing in, and only on POST', async () => {
    await signUp({ email: 'akinyi@example.com' });
    await processWelcomeMails(shop);
    const link = await linkIn('akinyi@example.com');
    expect(link.pathname).toBe('/unsubscribe');
    const token = link.searchParams.get('token')!;

    const preview = await shop.as().get(`/api/early-access/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(preview.body).toEqual({ email: 'akinyi@example.com', status: 'active' });
    expect(preview.headers.get('cache-control')).toContain('no-store');
    expect((await rowOf('akinyi@example.com')).status).toBe('active');

    const done = await shop.as().post('/api/early-access/unsubscribe', { token });
    expect(done).toMatchObject({
      status: 200,
      body: {
        email: 'akinyi@example.com',
        status: 'unsubscribed',
        message: "You're unsubscribed. You won't get early-access e-mails from us any more.",
      },
    });
    expect(await rowOf('akinyi@example.com')).toMatchObject({ status: 'unsubscribed' });
    expect((await shop.as().post('/api/early-access/unsubscribe', { token })).body).toMatchObject({
      status: 'already',
      message: 'This address is already off the early-access list.',
    });
  });

  it('refuses a tampered or unknown token with a clear message', async () => {
    await signUp({ email: 'juma@example.com' });
    await processWelcomeMails(shop);
    const token = (await linkIn('juma@example.com')).searchParams.get('token')!;
    const [id, mac] = token.split('.');
    const other = '00000000-0000-4000-8000-000000000000';
    for (const bad of [`${id}.${mac!.slice(1)}A`, `${other}.${mac}`, 'nonsense']) {
      const answer = await shop.as().post('/api/early-access/unsubscribe', { token: bad });
      expect(answer).toMatchObject({
        status: 400,
        body: { error: { code: 'invalid_token', message: INVALID_LINK } },
      });
    }
    expect((await shop.as().get('/api/early-access/unsubscribe?token=x.y')).status).toBe(400);
    expect((await shop.as().post('/api/early-access/unsubscribe', {})).status).toBe(400);
    expect((await rowOf('juma@example.com')).status).toBe('active');
  });

  it('takes the one-click POST that mail programs send', async () => {
    await signUp({ email: 'wafula@example.com' });
    await processWelcomeMails(shop);
    const token = (await linkIn('wafula@example.com')).searchParams.get('token')!;
    const res = await shop.app.request(
      `/api/early-access/unsubscribe/one-click?token=${encodeURIComponent(token)}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      },
    );
    expect(res.status).toBe(200);
    expect((await rowOf('wafula@example.com')).status).toBe('unsubscribed');
  });

  it('welcomes back an unsubscribed address, with a fresh welcome e-mail', async () => {
    await signUp({ email: 'chebet@example.com', firstName: 'Chebet' });
    await processWelcomeMails(shop);
    const token = (await linkIn('chebet@example.com')).searchParams.get('token')!;
    await shop.as().post('/api/early-access/unsubscribe', { token });
    expect(await signUp({ email: 'chebet@example.com' })).toEqual({
      status: 'resubscribed',
      message: "Welcome back! You're back on the list! 🎉",
    });
    await processWelcomeMails(shop);
    const mails = await welcomesTo('chebet@example.com');
    expect(mails.map((m) => m.subject)).toEqual([
      'Welcome back to TNT Thrift Early Access',
      'Welcome to TNT Thrift Early Access',
    ]);
    expect(mails[0]!.text).toMatch(/^Hi Chebet,\n\nWelcome back! You're back on the list! 🎉/);
    expect(await rowOf('chebet@example.com')).toMatchObject({ status: 'active', unsubscribedAt: null });
  });

  it('makes a signed-in shopper a member, and unsubscribing ends it', async () => {
    const { id, cookie } = await shop.signIn('mwangi@example.com');
    await signUp({ email: 'mwangi@example.com' }, cookie);
    expect((await rowOf('mwangi@example.com')).userId).toBe(id);
    const profile = async () => (await shop.db.select().from(profiles).where(eq(profiles.id, id)))[0]!;
    const joined = (await profile()).earlyAccessJoinedAt;
    expect(await profile()).toMatchObject({ earlyAccessMember: true });
    expect(joined).toBeInstanceOf(Date);

    await processWelcomeMails(shop);
    const token = (await linkIn('mwangi@example.com')).searchParams.get('token')!;
    await shop.as().post('/api/early-access/unsubscribe', { token });
    expect(await profile()).toMatchObject({ earlyAccessMember: false, earlyAccessJoinedAt: joined });
    await signUp({ email: 'mwangi@example.com' }, cookie);
    // Back on the list: a member again, joined when first joined.
    expect(await profile()).toMatchObject({ earlyAccessMember: true, earlyAccessJoinedAt: joined });
  });

  it('links an earlier subscription when its owner signs in with that e-mail, once it is verified', async () => {
    await signUp({ email: 'halima@example.com' });
    const { id } = await shop.signIn('halima@example.com');
    // Not verified yet: anyone could have typed this address into the sign-up form.
    expect((await rowOf('halima@example.com')).userId).toBeNull();
    await shop.db.update(user).set({ emailVerified: true }).where(eq(user.id, id));
    const again = await shop.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'halima@example.com', password: 'a-long-password' }),
    });
    expect(again.status).toBe(200);
    expect((await rowOf('halima@example.com')).userId).toBe(id);
    const [profile] = await shop.db
      .select()
      .from(profiles)
      .where(and(eq(profiles.id, id), eq(profiles.earlyAccessMember, true)));
    expect(profile).toBeDefined();
  });
});
