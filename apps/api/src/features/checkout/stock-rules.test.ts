// INV-4 and INV-7: stock moves only through holds the server makes, and the server applies the bag's
// rules at checkout: quantity bounds, what is in stock, and who may buy VIP, premium and early-access
// pieces — whatever the browser sends.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addBundle,
  addPiece,
  databaseKinds,
  itemLine,
  newDevice,
  stockOf,
  useShop,
} from '../../test/use-shop';
import type { Device, ErrorAnswer, Standing } from '../../test/use-shop';
import { products } from '../catalogue/catalogue.tables';

const HOUR = 3600_000;

describe.each(databaseKinds())('stock and checkout rules on %s', (kind) => {
  const shop = useShop(kind, { provider: 'fake-flutterwave' });

  it('INV-4 no endpoint lets a client set stock', async () => {
    const piece = await addPiece(shop, { price: 1800, stock: 5 });
    const customer = await shop.signIn(`stock-${kind}@example.com`);
    const body = { stock: 999, quantity: 999, product: { id: piece.id, stock: 999 }, product_id: piece.id };
    const paths = [
      `/api/catalogue/products/${piece.id}`,
      `/api/catalogue/products/${piece.id}/stock`,
      `/api/products/${piece.id}`,
      `/api/products/${piece.id}/stock`,
      `/api/stock/${piece.id}`,
      `/api/inventory/${piece.id}`,
      `/api/admin/products/${piece.id}`,
      `/api/admin/products/${piece.id}/stock`,
      '/api/admin/inventory',
      '/api/bag',
      '/api/checkout/stock',
    ];
    for (const device of [newDevice(), newDevice(customer.cookie)])
      for (const method of ['PUT', 'PATCH', 'POST', 'DELETE'])
        for (const path of paths) {
          const answer = await shop.send(method, path, { as: device, body });
          expect(answer.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
          expect(answer.status, `${method} ${path}`).toBeLessThan(500);
        }
    // Stock fields in a bag being priced or checked out are not read.
    const quote = await shop.as(newDevice()).post('/api/bag/quote', {
      items: [{ ...itemLine(piece, 1), product: { ...piece, stock: 999 }, stock: 999 }],
      bundles: [],
    });
    expect(quote.status).toBe(200);
    expect(await stockOf(shop, piece.id)).toBe(5);
    const opened = await shop
      .as(newDevice())
      .checkout([{ ...itemLine(piece, 2), product: { ...piece, stock: 999 }, stock: 999 }], {
        stock: 999,
        held: { products: { [piece.id]: -50 } },
      });
    expect(opened.status).toBe(201);
    expect(await stockOf(shop, piece.id)).toBe(3);
  });

  it('INV-4 a hold is given back once: cancel twice, a stranger’s cancel, a failed payment reported twice', async () => {
    const piece = await addPiece(shop, { price: 1800, stock: 2 });
    const device = newDevice();
    const opened = await shop.open(device, [itemLine(piece)]);
    const txRef = opened.checkout.tx_ref;
    expect((await shop.as(newDevice()).cancel(txRef)).status).toBe(404);
    expect(await stockOf(shop, piece.id)).toBe(1);
    expect((await shop.as(device).cancel(txRef)).body).toMatchObject({ released: true });
    expect((await shop.as(device).cancel(txRef)).body).toMatchObject({ released: false });
    expect(await stockOf(shop, piece.id)).toBe(2);

    const failing = await shop.open(device, [itemLine(piece)]);
    const declined = shop.pay(failing, { status: 'failed' });
    for (let i = 0; i < 3; i += 1) await shop.as(device).confirm(failing.checkout.tx_ref, declined.id);
    expect(await stockOf(shop, piece.id)).toBe(2);

    // A paid checkout cancelled afterwards keeps its sale.
    const bought = await shop.open(device, [itemLine(piece)]);
    const paid = shop.pay(bought);
    expect((await shop.as(device).confirm(bought.checkout.tx_ref, paid.id)).body.status).toBe('paid');
    expect((await shop.as(device).cancel(bought.checkout.tx_ref)).body).toMatchObject({ released: false });
    expect(await stockOf(shop, piece.id)).toBe(1);
  });

  it('INV-7 quantities outside 1–10 (bundles 1–5) are refused with 400', async () => {
    const piece = await addPiece(shop, { price: 100, stock: 20 });
    const set = await addBundle(shop, [{ piece }], { price: 150 });
    const api = shop.as(newDevice());
    for (const quantity of [0, -1, 11, 1.5]) {
      const answer = await api.checkout<ErrorAnswer>([itemLine(piece, quantity)]);
      expect(answer.status, `single × ${quantity}`).toBe(400);
    }
    for (const quantity of [0, 6]) {
      const answer = await api.checkout<ErrorAnswer>([], {}, [{ bundle: set, quantity, selectedSizes: {} }]);
      expect(answer.status, `bundle × ${quantity}`).toBe(400);
    }
    expect(await stockOf(shop, piece.id)).toBe(20);
    expect((await api.checkout([itemLine(piece, 10)])).status).toBe(201);
    // Another shopper: a second checkout of the same one would replace the first (INV-9).
    const other = shop.as(newDevice());
    expect((await other.checkout([], {}, [{ bundle: set, quantity: 5, selectedSizes: {} }])).status).toBe(
      201,
    );
    expect(await stockOf(shop, piece.id)).toBe(5);
  });

  it('INV-7 more than is in stock, or a piece no longer sold, is refused (bag_changed)', async () => {
    const piece = await addPiece(shop, { price: 1800, stock: 2 });
    const hidden = await addPiece(shop, { price: 1800, stock: 2 });
    await shop.database.db.update(products).set({ isActive: false }).where(eq(products.id, hidden.id));
    const api = shop.as(newDevice());
    for (const lines of [[itemLine(piece, 3)], [itemLine(hidden)]]) {
      const answer = await api.checkout<ErrorAnswer>(lines);
      expect(answer.status).toBe(409);
      expect(answer.body.error.code).toBe('bag_changed');
    }
    expect([await stockOf(shop, piece.id), await stockOf(shop, hidden.id)]).toEqual([2, 2]);
  });

  it('INV-7 VIP, premium and early-access pieces are sold only to the shoppers allowed them', async () => {
    const db = shop.database.db;
    const vipPiece = await addPiece(shop, { price: 5000, stock: 5, vipOnly: true });
    const premiumPiece = await addPiece(shop, { price: 5000, stock: 5 });
    await db.update(products).set({ tierRequired: 'premium' }).where(eq(products.id, premiumPiece.id));
    const earlyPiece = await addPiece(shop, { price: 5000, stock: 5 });
    await db
      .update(products)
      .set({ earlyAccessOnly: true, earlyAccessUntil: new Date(Date.now() + HOUR) })
      .where(eq(products.id, earlyPiece.id));

    const who = async (name: string, standing?: Standing): Promise<Device> =>
      newDevice((await shop.signIn(`${name}-${kind}@example.com`, standing)).cookie);
    const guest = newDevice();
    const regular = await who('regular', { tier: 'regular' });
    const premium = await who('premium', { tier: 'premium' });
    const vip = await who('vip', { tier: 'vip' });
    const member = await who('member', { tier: 'regular', member: true });

    const allowed: [typeof vipPiece, Device[], Device[]][] = [
      [vipPiece, [vip], [guest, regular, premium, member]],
      [premiumPiece, [premium, vip], [guest, regular, member]],
      [earlyPiece, [member, vip], [guest, regular]],
    ];
    for (const [piece, yes, no] of allowed) {
      for (const device of no) {
        const refused = await shop.as(device).checkout<ErrorAnswer>([itemLine(piece)]);
        // An early piece not yet public is refused with the hour it opens (drops.test.ts has the windows).
        const early = piece === earlyPiece;
        expect(refused.status).toBe(early ? 403 : 409);
        expect(refused.body.error.code).toBe(early ? 'not_open_yet' : 'bag_changed');
        // The bag drawer (add) says so too.
        const quote = await shop
          .as(device)
          .post<{ changes: { kind: string }[] }>('/api/bag/quote', { items: [itemLine(piece)], bundles: [] });
        expect(quote.body.changes.map((c) => c.kind)).toEqual([early ? 'not_open_yet' : 'unavailable']);
      }
      for (const device of yes) expect((await shop.as(device).checkout([itemLine(piece)])).status).toBe(201);
      expect(await stockOf(shop, piece.id)).toBe(5 - yes.length);
    }
  });
});
