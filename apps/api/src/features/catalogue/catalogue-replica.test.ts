// A read replica (DATABASE_READ_URL): the public catalogue reads it, everything a shopper writes and
// then reads back, stock and money stay on the primary. The "replica" here is a second database that
// never catches up, so every read shows which one it came from.
import { describe, expect, it } from 'vitest';
import { addPiece, databaseKinds, useShop } from '../../test/use-shop';
import { replicaOf, useLaggingReplica } from '../../test/test-app';

describe.each(databaseKinds())('catalogue reads on a read replica (%s)', (kind) => {
  const shop = useShop(kind);
  useLaggingReplica(shop, kind);

  it("lists, shows and searches the replica's catalogue", async () => {
    const onReplica = await addPiece({ ...shop, database: replicaOf(shop) }, { name: 'Replica Raffia Tote' });
    await addPiece(shop, { name: 'Primary Kiondo Basket' });
    const listed = await shop.as().get<{ products: { name: string }[] }>('/api/catalogue/products');
    expect(listed.body.products.map((p) => p.name)).toEqual(['Replica Raffia Tote']);
    expect((await shop.as().get(`/api/catalogue/products/${onReplica.id}`)).status).toBe(200);
    const search = (q: string) =>
      shop.as().get<{ results: { name: string }[] }>(`/api/catalogue/search?q=${q}`);
    expect((await search('basket')).body.results).toEqual([]);
    expect((await search('raffia')).body.results.map((p) => p.name)).toEqual(['Replica Raffia Tote']);
  });

  it("holds stock and reads a shopper's own writes on the primary", async () => {
    const piece = await addPiece(shop, { name: 'Primary Leather Belt', stock: 1 });
    // Not in the (lagging) catalogue yet, but a shopper who has it in their bag can still pay for it:
    // the hold is decided on the primary.
    expect((await shop.as().get(`/api/catalogue/products/${piece.id}`)).status).toBe(404);
    const { cookie } = await shop.signIn('reader@shop.test');
    const added = await shop.as({ cookie }).post('/api/wishlist', { product_id: piece.id });
    expect(added.status).toBe(201);
    const mine = await shop.as({ cookie }).get<{ product_ids: string[] }>('/api/wishlist');
    expect(JSON.stringify(mine.body)).toContain(piece.id);
    const quote = await shop.as().post<{ subtotal: number }>('/api/bag/quote', {
      items: [{ product: { id: piece.id, price: piece.price }, quantity: 1, selectedSize: null }],
      bundles: [],
    });
    expect(quote.status).toBe(200);
    expect(quote.body.subtotal).toBe(piece.price);
  });
});
