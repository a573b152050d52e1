import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseKinds, useShop } from '../../test/use-shop';
import { rateLimitBuckets } from '../rate-limits/rate-limits.tables';
import { earlyAccessSubscribers } from './early-access.tables';

describe.each(databaseKinds())('early-access sign-up on %s', (kind) => {
  const shop = useShop(kind, { env: { TRUST_PROXY: 'true' } });
  // Each test uses its own e-mails and addresses, so one database serves the whole suite.
  let nextIp = 1;
  const freshIp = () => `10.0.1.${nextIp++}`;

  const signUp = (body: unknown, ip = freshIp()) =>
    shop.app.request('/api/early-access', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify(body),
    });

  it('adds a new e-mail, trimmed and lower-cased, with the cleaned first name', async () => {
    const res = await signUp({ email: '  Wanjiku@Example.COM ', firstName: 'Wanj<iku>' });
    expect(await res.json()).toEqual({
      status: 'subscribed',
      message: "You're in! Welcome to The Bag Family! 🎉",
    });
    const rows = await shop.db
      .select()
      .from(earlyAccessSubscribers)
      .where(eq(earlyAccessSubscribers.email, 'wanjiku@example.com'));
    expect(rows).toMatchObject([{ firstName: 'Wanjiku', status: 'active', source: 'homepage' }]);
  });

  it('tells an active subscriber they are already on the list, and changes nothing', async () => {
    await signUp({ email: 'amani@example.com' });
    const amani = eq(earlyAccessSubscribers.email, 'amani@example.com');
    const before = await shop.db.select().from(earlyAccessSubscribers).where(amani);
    expect(await (await signUp({ email: 'AMANI@example.com' })).json()).toEqual({
      status: 'already',
      message: "You're already on the list! 🎉",
    });
    expect(await shop.db.select().from(earlyAccessSubscribers).where(amani)).toEqual(before);
  });

  it('brings an unsubscribed e-mail back', async () => {
    await signUp({ email: 'otieno@example.com' });
    const otieno = eq(earlyAccessSubscribers.email, 'otieno@example.com');
    await shop.db.update(earlyAccessSubscribers).set({ status: 'unsubscribed' }).where(otieno);
    expect(await (await signUp({ email: 'otieno@example.com' })).json()).toEqual({
      status: 'resubscribed',
      message: "Welcome back! You're back on the list! 🎉",
    });
    const [row] = await shop.db.select().from(earlyAccessSubscribers).where(otieno);
    expect(row?.status).toBe('active');
  });

  it.each([
    [{}, 'Please enter your email'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ email: 'a<b@example.com' }, 'Invalid email format'],
    [{ email: 'ok@example.com', firstName: 'x'.repeat(51) }, 'Name is too long'],
  ])('refuses %j with the spec message', async (body, message) => {
    const res = await signUp(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'invalid_input', message } });
  });

  it('allows 3 attempts a minute per address, then asks to wait', async () => {
    const ip = freshIp();
    for (const n of [1, 2, 3]) expect((await signUp({ email: `p${n}@example.com` }, ip)).status).toBe(200);
    const fourth = await signUp({ email: 'p4@example.com' }, ip);
    expect(fourth.status).toBe(429);
    expect(await fourth.json()).toEqual({
      error: { code: 'rate_limited', message: 'Too many attempts. Please wait a minute.' },
    });
    // Another address is not affected.
    expect((await signUp({ email: 'p5@example.com' })).status).toBe(200);
  });

  it('counts attempts in the database, so every server process sees them', async () => {
    await signUp({ email: 'q@example.com' }, '10.9.9.9');
    const rows = await shop.db
      .select()
      .from(rateLimitBuckets)
      .where(eq(rateLimitBuckets.key, 'early-access:10.9.9.9'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.attempts).toHaveLength(1);
  });
});
