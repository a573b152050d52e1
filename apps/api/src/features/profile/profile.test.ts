// The profile API: only one's own, saved as sent, and tier / totals / admin never writable (AC-4).
import { PROFILE_STYLE_OPTIONS } from '@shop/domain/rules';
import { describe, expect, it } from 'vitest';
import { databaseKinds, signUp, useShop } from '../../test/use-shop';

describe.each(databaseKinds())('the profile API on %s', (kind) => {
  const shop = useShop(kind);

  it('asks a visitor to sign in', async () => {
    const res = await shop.agent().get('/api/profile');
    expect(res.status).toBe(401);
    expect((await shop.agent().request('/api/profile', { method: 'PUT', json: {} })).status).toBe(401);
  });

  it('starts from the sign-up name with the e-mail read-only and tier regular', async () => {
    const agent = shop.agent();
    await signUp(agent, 'Starter@Shop.test', 'a-long-password', 'Wanjiku Kamau');
    const profile = await (await agent.get('/api/profile')).json();
    expect(profile).toMatchObject({
      email: 'starter@shop.test',
      fullName: 'Wanjiku Kamau',
      customerTier: 'regular',
      totalSpent: 0,
      totalOrders: 0,
      stylePreferences: [],
      deliveryPreferences: '',
      styleOptions: [...PROFILE_STYLE_OPTIONS],
    });
    expect(profile.styleOptions).toEqual([
      'Casual',
      'Formal',
      'Vintage',
      'Streetwear',
      'Minimalist',
      'Bohemian',
      'Athleisure',
      'Preppy',
      'Urban',
      'Retro',
    ]);
  });

  it('saves the form and gives the same values back on the next read', async () => {
    const agent = shop.agent();
    await signUp(agent, 'saver@shop.test');
    const form = {
      fullName: 'Achieng Otieno',
      stylePreferences: ['Vintage', 'Streetwear', 'Not-a-style'],
      bodySize: {
        height: `5'10" or 178cm`,
        weight: '70kg',
        measurements: { chest: '36 in', waist: '30 in', hips: '38 in', inseam: '32 in', shoe_size: 'EU 42' },
      },
      deliveryPreferences: 'Leave with the guard at Kilimani gate.',
      additionalPreferences: { notes: 'Loves earth tones.' },
    };
    const saved = await agent.request('/api/profile', { method: 'PUT', json: form });
    expect(saved.status).toBe(200);
    const again = await (await agent.get('/api/profile')).json();
    expect(again).toMatchObject({ ...form, stylePreferences: ['Vintage', 'Streetwear'] });
  });

  it('ignores tier, totals, membership, admin and other users in what is sent (AC-4)', async () => {
    const other = shop.agent();
    const { user: otherUser } = await signUp(other, 'other-profile@shop.test', 'a-long-password', 'Other');
    const agent = shop.agent();
    const { user } = await signUp(agent, 'sneaky@shop.test', 'a-long-password', 'Sneaky');
    const res = await agent.request('/api/profile', {
      method: 'PUT',
      json: {
        id: otherUser.id,
        userId: otherUser.id,
        fullName: 'Still Me',
        customerTier: 'vip',
        totalSpent: 999_999,
        totalOrders: 99,
        earlyAccessMember: true,
        vipSince: '2020-01-01T00:00:00Z',
        isAdmin: true,
        email: 'boss@shop.test',
      },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      email: 'sneaky@shop.test',
      fullName: 'Still Me',
      customerTier: 'regular',
      totalSpent: 0,
      totalOrders: 0,
      earlyAccessMember: false,
      vipSince: null,
    });
    const mine = await (await agent.get('/api/me')).json();
    expect(mine).toMatchObject({ user: { id: user.id }, isAdmin: false, tier: 'regular' });
    expect(await (await other.get('/api/profile')).json()).toMatchObject({ fullName: 'Other' });
  });

  it('answers malformed input with a 400 and the reason', async () => {
    const agent = shop.agent();
    await signUp(agent, 'malformed@shop.test');
    const res = await agent.request('/api/profile', { method: 'PUT', json: { bodySize: 'tall' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'invalid_input' } });
  });
});
