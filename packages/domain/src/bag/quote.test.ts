import { describe, expect, it } from 'vitest';
import { addBundleToBag } from './bundles';
import { addToBag } from './items';
import { bundleQuantityCeiling, itemQuantityCeiling, quoteBag } from './quote';
import { bundle, catalogue, product } from './quote.fixtures';
import { NO_SIZE } from '../stock';
import { BAG_LINE_MAX, BUNDLE_LINE_MAX, emptyBag, type Bag } from './types';

describe('quoteBag', () => {
  it('keeps a bag that still holds as it is, with no changes', () => {
    const bag = addBundleToBag(addToBag(emptyBag(), product(), 'M', 2), bundle(), { p1: 'M' });
    const quote = quoteBag(bag, catalogue([product()], [bundle()]));
    expect(quote.changes).toEqual([]);
    // The line carries the catalogue's fields the bag shows, with the stock left for its size.
    const { id, name, price, category, images, slug } = product();
    expect(quote.bag.items).toEqual([
      {
        product: { id, name, price, category, images, slug, stock: 3 },
        quantity: 2,
        selectedSize: 'M',
      },
    ]);
    expect(quote.bag.bundles[0]).toMatchObject({ quantity: 1, selectedSizes: { p1: 'M' } });
  });

  it("replaces the device's price, name and category with the catalogue's and says so", () => {
    const bag = addToBag(emptyBag(), { ...product(), price: 10, category: 'cheap', name: 'Fake' }, 'M');
    const quote = quoteBag(bag, catalogue([product()]));
    expect(quote.bag.items[0]?.product).toMatchObject({
      price: 2500,
      category: 'clothing',
      name: 'Denim Jacket',
    });
    expect(quote.changes).toEqual([
      expect.objectContaining({
        kind: 'price_changed',
        id: 'p1',
        message: 'Denim Jacket is now KES 2,500 (was KES 10)',
      }),
    ]);
  });

  it('drops lines that are gone, hidden, sold out, or in a size the product no longer has', () => {
    let bag = addToBag(emptyBag(), product(), 'M');
    bag = addToBag(bag, { ...product(), id: 'gone', name: 'Old Hat' }, null);
    bag = addToBag(bag, { ...product(), id: 'vip', name: 'VIP Bag' }, null);
    bag = addToBag(bag, { ...product(), id: 'out', name: 'Sold Shoes' }, null);
    bag = addToBag(bag, product(), 'XXL');
    const quote = quoteBag(
      bag,
      catalogue([
        product(),
        product({ id: 'vip', name: 'VIP Bag', purchasable: false, sizes: [], sizeStock: { [NO_SIZE]: 1 } }),
        product({ id: 'out', name: 'Sold Shoes', stock: 0, sizes: [], sizeStock: { [NO_SIZE]: 0 } }),
      ]),
    );
    expect(quote.bag.items.map((l) => [l.product.id, l.selectedSize])).toEqual([['p1', 'M']]);
    expect(quote.changes.map((c) => [c.id, c.kind, c.message])).toEqual([
      ['gone', 'unavailable', 'Old Hat is no longer available and was removed from your bag'],
      ['vip', 'unavailable', 'VIP Bag is no longer available and was removed from your bag'],
      ['out', 'sold_out', 'Sold Shoes is sold out and was removed from your bag'],
      ['p1', 'unavailable', 'Denim Jacket is no longer available and was removed from your bag'],
    ]);
  });

  it("takes out a drop piece before the shopper's window with the message saying when it opens", () => {
    const early = product({ id: 'early', name: 'Kitenge Dress', sizes: [], sizeStock: { [NO_SIZE]: 1 } });
    const bag = addToBag(addToBag(emptyBag(), product(), 'M'), early, null);
    const message = 'Kitenge Dress opens to you on Fri, 3 Jan, 18:00 (Nairobi time).';
    const quote = quoteBag(
      bag,
      catalogue([product(), { ...early, purchasable: false, notOpenMessage: message }]),
    );
    expect(quote.bag.items.map((l) => l.product.id)).toEqual(['p1']);
    expect(quote.changes.map((c) => [c.id, c.kind, c.message])).toEqual([['early', 'not_open_yet', message]]);
  });

  it('holds quantities to the stock of each size, and names the size that sold out', () => {
    const bag = addToBag(addToBag(emptyBag(), product(), 'M', 4), product(), 'L', 2);
    const quote = quoteBag(bag, catalogue([product({ sizeStock: { M: 3, L: 2 } })]));
    expect(quote.bag.items.map((l) => [l.selectedSize, l.quantity, l.product.stock])).toEqual([
      ['M', 3, 3],
      ['L', 2, 2],
    ]);
    expect(quote.changes).toEqual([
      expect.objectContaining({
        kind: 'quantity_lowered',
        message: 'Only 3 of Denim Jacket (size M) left: we lowered the quantity to 3',
      }),
    ]);
    // Size M sold: shown to the shopper as that size, the L line untouched.
    const sold = quoteBag(bag, catalogue([product({ sizeStock: { M: 0, L: 5 } })]));
    expect(sold.bag.items.map((l) => [l.selectedSize, l.quantity])).toEqual([['L', 2]]);
    expect(sold.changes.map((c) => [c.kind, c.message])).toEqual([
      ['sold_out', 'Denim Jacket (size M) is sold out and was removed from your bag'],
    ]);
  });

  it('serves a single and a bundle that share a size from one count (INV-3)', () => {
    const sized = product({ sizeStock: { M: 1, L: 0 } });
    const set = bundle({
      stockFacts: {
        trackInventory: false,
        ownStock: 0,
        components: [{ productId: 'p1', quantity: 1, sizeStock: sized.sizeStock }],
      },
    });
    const bag = addBundleToBag(addToBag(emptyBag(), sized, 'M'), set, { p1: 'M' });
    const quote = quoteBag(bag, catalogue([sized], [set]));
    expect(quote.bag.items).toHaveLength(1);
    expect(quote.bag.bundles).toEqual([]);
    expect(quote.changes.map((c) => [c.line, c.kind])).toEqual([['bundle', 'sold_out']]);
    // A bundle piece with sizes needs one of its sizes chosen.
    const unsized = quoteBag(addBundleToBag(emptyBag(), set, {}), catalogue([sized], [set]));
    expect(unsized.changes.map((c) => c.kind)).toEqual(['unavailable']);
  });

  it('corrects a bundle its pieces can no longer make, whatever its own count says', () => {
    // Needs two bracelet sets, one exists; its own count still says 2.
    const maasai = bundle({
      id: 'maasai',
      name: 'Maasai Market Set',
      stock: 2,
      stockFacts: {
        trackInventory: true,
        ownStock: 2,
        components: [{ productId: 'bracelets', quantity: 2, sizeStock: { [NO_SIZE]: 1 } }],
      },
    });
    const quote = quoteBag(addBundleToBag(emptyBag(), maasai), catalogue([], [maasai]));
    expect(quote.bag.bundles).toEqual([]);
    expect(quote.changes.map((c) => c.message)).toEqual([
      'Maasai Market Set is sold out and was removed from your bag',
    ]);
  });

  it('checks bundles: hidden, sold out, fewer left, new price, pieces that left the bundle', () => {
    let bag = addBundleToBag(emptyBag(), bundle(), { p1: 'M', p9: 'S' }, 4);
    bag = addBundleToBag(bag, bundle({ id: 'b2', name: 'Gone Set' }));
    bag = addBundleToBag(bag, bundle({ id: 'b3', name: 'Empty Set' }));
    const quote = quoteBag(
      bag,
      catalogue(
        [],
        [bundle({ price: 3500 }), bundle({ id: 'b2', purchasable: false }), bundle({ id: 'b3', stock: 0 })],
      ),
    );
    expect(quote.bag.bundles).toHaveLength(1);
    expect(quote.bag.bundles[0]).toMatchObject({
      quantity: 3,
      selectedSizes: { p1: 'M' },
      bundle: { price: 3500 },
    });
    expect(quote.bag.bundles[0]?.bundle).not.toHaveProperty('purchasable');
    expect(quote.changes.map((c) => [c.line, c.id, c.kind])).toEqual([
      ['bundle', 'b1', 'quantity_lowered'],
      ['bundle', 'b1', 'price_changed'],
      ['bundle', 'b2', 'unavailable'],
      ['bundle', 'b3', 'sold_out'],
    ]);
  });

  it('keeps the discount code for its own check', () => {
    const bag: Bag = {
      ...emptyBag(),
      discountCode: { code: 'X', type: 'fixed', value: 1, discount_scope: 'order' },
    };
    expect(quoteBag(bag, catalogue([])).bag.discountCode?.code).toBe('X');
  });
});

describe('quantity ceilings', () => {
  it('is the line bound, or the stock of the line’s size', () => {
    const bag = quoteBag(addToBag(emptyBag(), product(), 'M', 2), catalogue([product()])).bag;
    expect(itemQuantityCeiling(bag.items[0]!)).toBe(3);
    const unknown = addToBag(emptyBag(), { id: 'x', price: 1 }, null);
    expect(itemQuantityCeiling(unknown.items[0]!)).toBe(BAG_LINE_MAX);
    const plenty = addToBag(emptyBag(), product({ stock: 50 }), 'M');
    expect(itemQuantityCeiling(plenty.items[0]!)).toBe(BAG_LINE_MAX);
    const set = addBundleToBag(emptyBag(), bundle({ stock: 2 }));
    expect(bundleQuantityCeiling(set.bundles[0]!)).toBe(2);
    expect(
      bundleQuantityCeiling({ ...set.bundles[0]!, bundle: { ...set.bundles[0]!.bundle, stock: 99 } }),
    ).toBe(BUNDLE_LINE_MAX);
  });
});
