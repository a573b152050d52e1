// The owner's settings are kept by each server process for a minute; a save through one process
// makes every other read them afresh at once, so no process charges an old delivery fee.
import { DEFAULT_DELIVERY_SETTINGS } from '@shop/domain/rules';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/database';
import { describe, expect, it } from 'vitest';
import { addPiece, databaseKinds, itemLine, newDevice, useShop } from '../../test/use-shop';
import { secondProcess } from '../../test/test-app';

const raised = { ...DEFAULT_DELIVERY_SETTINGS, standard_fee: 450 };

describe.each(databaseKinds())('settings across server processes (%s)', (kind) => {
  const shop = useShop(kind);

  it('charges the fee saved through another process at once', async () => {
    const other = await secondProcess(shop);
    try {
      const piece = await addPiece(shop, { price: 1000, stock: 2 });
      const feeOnOther = async () => {
        const res = await other.app.request('http://localhost:3000/api/checkout/quote', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: 'http://localhost:3000',
            'x-guest-id': newDevice().guestId!,
          },
          body: JSON.stringify({ bag: { items: [itemLine(piece)], bundles: [] }, discount_code: null }),
        });
        const body = (await res.json()) as { deliveryFee: number };
        expect(res.status, JSON.stringify(body)).toBe(200);
        return body.deliveryFee;
      };
      // The other process has read (and keeps) the fee as it was.
      expect(await feeOnOther()).toBe(DEFAULT_DELIVERY_SETTINGS.standard_fee);
      const admin = await shop.asAdmin();
      expect((await admin.put('/api/admin/settings/delivery', raised)).status).toBe(200);
      await expect.poll(feeOnOther, { timeout: 10_000 }).toBe(450);
      await admin.put('/api/admin/settings/delivery', DEFAULT_DELIVERY_SETTINGS);
    } finally {
      await other.close();
    }
  });

  it('listens for changes once per process, however many checkouts read the settings', async () => {
    const listening = async () =>
      kind === 'postgres'
        ? rowsOf<{ n: number }>(
            await shop.database.db.execute(
              sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and query ilike 'listen%'`,
            ),
          )[0]!.n
        : 0;
    const piece = await addPiece(shop, { price: 1000, stock: 20 });
    await shop.as(newDevice()).checkout([itemLine(piece)]);
    const before = await listening();
    for (let i = 0; i < 5; i += 1)
      expect((await shop.as(newDevice()).checkout([itemLine(piece)])).status).toBe(201);
    expect(await listening()).toBe(before);
  });
});
