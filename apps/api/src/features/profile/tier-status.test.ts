// GET /api/profile/tier (the tier status card) and the member flag on /api/me: only for the signed-in
// customer, from the server's own tier and totals.
import { TIER_BENEFITS } from '@shop/domain/texts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseKinds, useShop } from '../../test/use-shop';
import { profiles, user } from '../accounts/accounts.tables';

describe.each(databaseKinds())('the tier status on %s', (kind) => {
  const shop = useShop(kind);

  it('asks a visitor to sign in', async () => {
    const res = await shop.as().get('/api/profile/tier');
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('unauthorized');
  });

  it('shows a new customer as regular, with the benefits and the way to premium', async () => {
    const { id, cookie } = await shop.signIn('new@example.com');
    const res = await shop.as({ cookie }).get('/api/profile/tier');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const [account] = await shop.db.select({ createdAt: user.createdAt }).from(user).where(eq(user.id, id));
    expect(res.body).toEqual({
      tier: 'regular',
      total_spent: 0,
      total_orders: 0,
      vip_since: null,
      member_since: account!.createdAt.toISOString(),
      early_access_member: false,
      early_access_joined_at: null,
      benefits: [...TIER_BENEFITS.regular],
      progress: {
        next_tier: 'premium',
        spend_percent: 0,
        orders_percent: 0,
        spend_remaining: 20_000,
        orders_remaining: 3,
      },
    });
  });

  it('measures a premium customer toward vip, caps at 100 and tells what remains', async () => {
    const { id, cookie } = await shop.signIn('premium@example.com', { tier: 'premium', member: true });
    const joined = new Date('2026-02-01T08:00:00Z');
    await shop.db
      .update(profiles)
      .set({ totalSpent: 45_000, totalOrders: 7, earlyAccessJoinedAt: joined })
      .where(eq(profiles.id, id));
    const { body } = await shop.as({ cookie }).get('/api/profile/tier');
    expect(body).toMatchObject({
      tier: 'premium',
      early_access_member: true,
      early_access_joined_at: joined.toISOString(),
      benefits: [...TIER_BENEFITS.premium],
      progress: {
        next_tier: 'vip',
        spend_percent: 90,
        orders_percent: 100,
        spend_remaining: 5_000,
        orders_remaining: 0,
      },
    });
  });

  it('shows a vip at the top tier with its benefits and since when', async () => {
    const { id, cookie } = await shop.signIn('vip@example.com', { tier: 'vip' });
    const since = new Date('2026-01-15T10:00:00Z');
    await shop.db.update(profiles).set({ vipSince: since }).where(eq(profiles.id, id));
    const { body } = await shop.as({ cookie }).get('/api/profile/tier');
    expect(body).toMatchObject({
      tier: 'vip',
      vip_since: since.toISOString(),
      benefits: [...TIER_BENEFITS.vip],
      progress: { next_tier: null, spend_percent: 100, orders_percent: 100 },
    });
  });

  it('/api/me says whether the customer is an early-access member', async () => {
    const member = await shop.signIn('member@example.com', { member: true });
    const plain = await shop.signIn('plain@example.com');
    type Me = { earlyAccessMember: boolean; tier: string | null };
    expect((await shop.as({ cookie: member.cookie }).get<Me>('/api/me')).body.earlyAccessMember).toBe(true);
    expect((await shop.as({ cookie: plain.cookie }).get<Me>('/api/me')).body.earlyAccessMember).toBe(false);
    expect((await shop.as().get<Me>('/api/me')).body.earlyAccessMember).toBe(false);
  });
});
