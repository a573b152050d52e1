// AUTH-2 and AUTH-8: every way in to a password sign-in counts against the same limits, atomically —
// parallel guesses, form-encoded bodies, the phone-number door and a rotating X-Forwarded-For.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseKinds, ORIGIN, signUp, useShop } from '../../test/use-shop';
import { user } from './accounts.tables';
import { SIGN_IN_LIMITS, TOO_MANY_SIGN_INS } from './auth-limits';

const LIMIT = SIGN_IN_LIMITS.account.maxAttempts;

describe.each(databaseKinds())('sign-in limits through every door on %s', (kind) => {
  const shop = useShop(kind, { env: { TRUST_PROXY: '1' } });

  const post = (path: string, body: string, type: string, headers: Record<string, string> = {}) =>
    shop.app.request(`${ORIGIN}${path}`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': type, ...headers },
      body,
    });
  const json = (email: string, password: string, headers: Record<string, string> = {}) =>
    post('/api/auth/sign-in/email', JSON.stringify({ email, password }), 'application/json', headers);
  const form = (email: string, password: string, headers: Record<string, string> = {}) =>
    post(
      '/api/auth/sign-in/email',
      new URLSearchParams({ email, password }).toString(),
      'application/x-www-form-urlencoded',
      headers,
    );
  const statuses = (responses: Response[]) =>
    responses.reduce<Record<number, number>>((n, r) => ({ ...n, [r.status]: (n[r.status] ?? 0) + 1 }), {});

  it('lets exactly the limit of 50 parallel wrong passwords through, from 50 addresses', async () => {
    await signUp(shop.agent(), 'burst@shop.test', 'the-right-password');
    const burst = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        json('burst@shop.test', `wrong-${i}-password`, { 'x-forwarded-for': `10.1.${i}.1` }),
      ),
    );
    expect(statuses(burst)).toEqual({ 401: LIMIT, 429: 50 - LIMIT });
    const refused = burst.find((r) => r.status === 429)!;
    expect(await refused.json()).toEqual({ error: { code: 'rate_limited', message: TOO_MANY_SIGN_INS } });
    // The account rests, even for the right password from a fresh address.
    expect(
      (await json('burst@shop.test', 'the-right-password', { 'x-forwarded-for': '10.2.0.1' })).status,
    ).toBe(429);
  });

  it('caps one address across many accounts in a parallel burst', async () => {
    const from = { 'x-forwarded-for': '192.0.2.10' };
    const max = SIGN_IN_LIMITS.address.maxAttempts;
    const burst = await Promise.all(
      Array.from({ length: max + 15 }, (_, i) => json(`nobody-${i}@shop.test`, 'some-password-x', from)),
    );
    expect(statuses(burst)).toEqual({ 401: max, 429: 15 });
  });

  it('gives a correct sign-in its attempt back', async () => {
    await signUp(shop.agent(), 'regular@shop.test', 'regular-password');
    for (let i = 0; i < LIMIT + 5; i++) {
      const res = await json('regular@shop.test', 'regular-password', { 'x-forwarded-for': '10.3.0.1' });
      expect(res.status).toBe(200);
    }
  });

  it('counts form-encoded sign-ins together with JSON ones', async () => {
    await signUp(shop.agent(), 'form@shop.test', 'form-password-1');
    for (let i = 0; i < LIMIT; i++) {
      const send = i % 2 ? json : form;
      expect(
        (await send('FORM@shop.test', `wrong-${i}-password`, { 'x-forwarded-for': `10.4.${i}.1` })).status,
      ).toBe(401);
    }
    expect((await form('form@shop.test', 'form-password-1', { 'x-forwarded-for': '10.4.99.1' })).status).toBe(
      429,
    );
    expect((await json('form@shop.test', 'form-password-1', { 'x-forwarded-for': '10.4.99.2' })).status).toBe(
      429,
    );
  });

  it('counts phone-number sign-ins against the same account as its e-mail', async () => {
    const { user: created } = await signUp(shop.agent(), 'phone@shop.test', 'phone-password-1');
    const phone = '+254712000321';
    await shop.database.db
      .update(user)
      .set({ phoneNumber: phone, phoneNumberVerified: true })
      .where(eq(user.id, created.id));
    const byPhone = (password: string, i: number) =>
      post(
        '/api/auth/sign-in/phone-number',
        JSON.stringify({ phoneNumber: phone, password }),
        'application/json',
        {
          'x-forwarded-for': `10.5.${i}.1`,
        },
      );
    expect((await byPhone('phone-password-1', 0)).status).toBe(200);
    const half = LIMIT / 2;
    for (let i = 0; i < half; i++) expect((await byPhone(`wrong-${i}-password`, i)).status).toBe(401);
    for (let i = half; i < LIMIT; i++)
      expect(
        (await json('phone@shop.test', `wrong-${i}-password`, { 'x-forwarded-for': `10.5.${i}.1` })).status,
      ).toBe(401);
    expect((await byPhone('phone-password-1', 98)).status).toBe(429);
    expect(
      (await json('phone@shop.test', 'phone-password-1', { 'x-forwarded-for': '10.5.99.1' })).status,
    ).toBe(429);
  });

  it('counts a phone number that belongs to no account, and a slash-padded path', async () => {
    const phone = '+254712999888';
    const burst = await Promise.all(
      Array.from({ length: LIMIT + 4 }, (_, i) =>
        post(
          i % 2 ? '/api/auth/sign-in/phone-number/' : '/api/auth/sign-in/phone-number',
          JSON.stringify({ phoneNumber: phone, password: `guess-${i}-password` }),
          'application/json',
          { 'x-forwarded-for': `10.6.${i}.1` },
        ),
      ),
    );
    expect(burst.filter((r) => r.status === 429)).toHaveLength(4);
  });

  it('does not let a rotating left end of X-Forwarded-For reset the address limit', async () => {
    const max = SIGN_IN_LIMITS.address.maxAttempts;
    const results: number[] = [];
    for (let i = 0; i < max + 2; i++) {
      // The client writes anything on the left; our one proxy appends the address it really saw.
      const res = await json(`rotate-${i}@shop.test`, 'some-password-x', {
        'x-forwarded-for': `203.0.113.${i}, 198.51.100.200`,
      });
      results.push(res.status);
    }
    expect(results.filter((s) => s === 429)).toHaveLength(2);
  });

  it('refuses a NUL character in a sign-in field with a 400 naming the field', async () => {
    const res = await json('nul\u0000@shop.test', 'some-password-x', { 'x-forwarded-for': '10.7.0.1' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: { code: 'invalid_input', message: expect.stringContaining('email') },
    });
  });
});
