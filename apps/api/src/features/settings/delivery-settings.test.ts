// The delivery section of the shop settings is what the checkout charges: the owner changes the fee
// below the threshold and the threshold itself, and the bag quote, the opened checkout and the amount
// sent to the payment modal follow at once; bad figures are a 400 that says what to fix and keep
// nothing; only admins may write.
import { DEFAULT_DELIVERY_SETTINGS } from '@shop/domain/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { addPiece, databaseKinds, itemLine, newDevice, useShop, type Caller } from '../../test/use-shop';
import type { adminShopSettings, PublicShopSettings } from './settings.service';

type Admin = Awaited<ReturnType<typeof adminShopSettings>>;
type Quote = { subtotal: number; deliveryFee: number; total: number };

const mine = { free_from: 5000, standard_fee: 350, same_day_fee: 800, same_day_cutoff_hour: 15 };

describe.each(databaseKinds())('delivery settings on %s', (kind) => {
  const shop = useShop(kind);
  let admin: Caller;

  beforeAll(async () => {
    admin = await shop.asAdmin();
  });

  const quote = (piece: { id: string; price: number; name: string }) =>
    shop.as(newDevice()).post<Quote>('/api/checkout/quote', {
      bag: { items: [itemLine(piece)], bundles: [] },
      discount_code: null,
    });

  it('charges the policy figures until the owner saves, and shows them to every visitor', async () => {
    const piece = await addPiece(shop, { price: 4000, stock: 3 });
    expect((await quote(piece)).body).toMatchObject({ subtotal: 4000, deliveryFee: 0, total: 4000 });
    const settings = await shop.as().get<PublicShopSettings>('/api/settings');
    expect(settings.body.delivery).toEqual(DEFAULT_DELIVERY_SETTINGS);
  });

  it('charges the new fee below the new threshold in the quote and the opened checkout', async () => {
    const saved = await admin.put<Admin>('/api/admin/settings/delivery', mine);
    expect(saved.status).toBe(200);
    expect(saved.body.sections.delivery).toMatchObject({
      value: mine,
      defaults: DEFAULT_DELIVERY_SETTINGS,
      updated_by: 'owner@example.com',
    });

    // KES 4,000 was free from KES 3,000; from KES 5,000 it now pays the new KES 350.
    const below = await addPiece(shop, { price: 4000, stock: 3 });
    expect((await quote(below)).body).toMatchObject({ subtotal: 4000, deliveryFee: 350, total: 4350 });
    const opened = await shop.as(newDevice()).checkout([itemLine(below)]);
    expect(opened.status).toBe(201);
    expect(opened.body.checkout).toMatchObject({ delivery_fee: 350, total: 4350 });
    expect(opened.body.payment.amount).toBe(4350);

    const above = await addPiece(shop, { price: 5000, stock: 3 });
    expect((await quote(above)).body).toMatchObject({ deliveryFee: 0, total: 5000 });
    expect((await shop.as().get<PublicShopSettings>('/api/settings')).body.delivery).toEqual(mine);

    // Back to the policy figures: charged again at once.
    await admin.put('/api/admin/settings/delivery', DEFAULT_DELIVERY_SETTINGS);
    expect((await quote(below)).body).toMatchObject({ deliveryFee: 0, total: 4000 });
  });

  it('refuses figures that are not whole shillings in range, or an hour out of the day, with a clear 400', async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ ...mine, standard_fee: -1 }, 'standard_fee: The fee below that cannot be below 0'],
      [{ ...mine, standard_fee: 20.5 }, 'standard_fee: The fee below that must be whole shillings'],
      [{ ...mine, standard_fee: '200' }, 'standard_fee: The fee below that must be a number of shillings'],
      [{ ...mine, same_day_fee: 20_001 }, 'same_day_fee: The same-day fee is at most KES 20,000'],
      [{ ...mine, free_from: 1_000_001 }, 'free_from: Free delivery from is at most KES 1,000,000'],
      [{ ...mine, same_day_cutoff_hour: 0 }, 'same_day_cutoff_hour: The cut-off is 1 AM at the earliest'],
      [{ ...mine, same_day_cutoff_hour: 24 }, 'same_day_cutoff_hour: The cut-off is 11 PM at the latest'],
      [{ ...mine, same_day_cutoff_hour: 9.5 }, 'same_day_cutoff_hour: The cut-off must be a whole hour'],
      [{ standard_fee: 100 }, 'free_from:'],
    ];
    for (const [body, message] of bad) {
      const res = await admin.put('/api/admin/settings/delivery', body);
      expect(res.status, message).toBe(400);
      expect(res.body.error.message).toContain(message);
    }
    expect((await shop.as().get<PublicShopSettings>('/api/settings')).body.delivery).toEqual(
      DEFAULT_DELIVERY_SETTINGS,
    );
  });

  it('lets only admins change the fees', async () => {
    const customer = shop.as(await shop.signIn('shopper@example.com'));
    for (const who of [shop.as(), customer]) {
      expect((await who.put('/api/admin/settings/delivery', mine)).status).toBe(403);
    }
    expect((await shop.as().get<PublicShopSettings>('/api/settings')).body.delivery).toEqual(
      DEFAULT_DELIVERY_SETTINGS,
    );
  });
});
