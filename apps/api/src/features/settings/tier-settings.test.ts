// The tier thresholds are a shop setting: the owner lowers premium, and a customer's next paid order
// recounts their tier by the new thresholds; the tier card's progress and the public settings (the
// terms page) follow; VIP below premium, or bad figures, are a clear 400; only admins may save.
import { DEFAULT_TIER_SETTINGS } from '@shop/domain/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { addPiece, databaseKinds, itemLine, newDevice, useShop, type Caller } from '../../test/use-shop';
import type { PublicShopSettings } from './settings.service';

type Tier = { tier: string; progress: { next_tier: string | null; spend_remaining: number } };

const mine = { premium_spent: 1000, premium_orders: 1, vip_spent: 4000, vip_orders: 2 };

describe.each(databaseKinds())('tier settings on %s', (kind) => {
  const shop = useShop(kind);
  let admin: Caller;

  beforeAll(async () => {
    admin = await shop.asAdmin();
  });

  it('a paid order makes the customer premium by the owner thresholds, and the card and terms follow', async () => {
    expect((await shop.as().get<PublicShopSettings>('/api/settings')).body.tiers).toEqual(
      DEFAULT_TIER_SETTINGS,
    );
    expect((await admin.put('/api/admin/settings/tiers', mine)).status).toBe(200);
    expect((await shop.as().get<PublicShopSettings>('/api/settings')).body.tiers).toEqual(mine);

    const { cookie } = await shop.signIn('tiered@example.com');
    const piece = await addPiece(shop, { price: 1500, stock: 2 });
    const api = shop.as(newDevice(cookie));
    const { payment } = (await api.checkout([itemLine(piece)])).body;
    const paid = await api.paySandbox(payment.tx_ref, payment.amount);
    expect((await api.confirm(payment.tx_ref, paid.transaction_id)).body.status).toBe('paid');

    const card = await shop.as({ cookie }).get<Tier>('/api/profile/tier');
    expect(card.status).toBe(200);
    // KES 1,700 paid (1,500 + 200 delivery) over 1 order: premium (the spec's would say regular).
    expect(card.body.tier).toBe('premium');
    expect(card.body.progress).toMatchObject({ next_tier: 'vip', spend_remaining: 4000 - 1700 });
  });

  it('refuses VIP below premium and figures out of range with a clear 400, and non-admins', async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ ...mine, vip_spent: 500 }, 'vip_spent: VIP spend must be at least premium spend'],
      [{ ...mine, vip_orders: 0 }, 'vip_orders: VIP needs at least 1 order'],
      [{ ...mine, premium_spent: -1 }, 'premium_spent: Premium spend cannot be below 0'],
      [{ ...mine, premium_orders: 1.5 }, 'premium_orders: Premium must be whole orders'],
    ];
    for (const [body, message] of bad) {
      const res = await admin.put('/api/admin/settings/tiers', body);
      expect(res.status, message).toBe(400);
      expect(res.body.error.message).toContain(message);
    }
    const customer = shop.as(await shop.signIn('shopper@example.com'));
    expect((await customer.put('/api/admin/settings/tiers', mine)).status).toBe(403);
  });
});
