// The catalogue the quote tests price bags against: a sized jacket and a bundle of it.
import { NO_SIZE, type BundleStockFacts } from '../stock';
import type { QuoteBundle, QuoteCatalogue, QuoteProduct } from './quote';

export const product = (over: Partial<QuoteProduct> = {}): QuoteProduct => ({
  id: 'p1',
  name: 'Denim Jacket',
  price: 2500,
  category: 'clothing',
  images: ['/j.webp'],
  slug: 'denim-jacket',
  stock: 5,
  sizes: ['M', 'L'],
  sizeStock: { M: 3, L: 2 },
  purchasable: true,
  ...over,
});

/** A bundle of unsized pieces, plenty of each, that counts its own stock (`stock`). */
const facts = (own: number): BundleStockFacts => ({
  trackInventory: true,
  ownStock: own,
  components: [{ productId: 'p1', quantity: 1, sizeStock: { [NO_SIZE]: 99 } }],
});

export const bundle = (over: Partial<QuoteBundle> = {}): QuoteBundle => ({
  id: 'b1',
  name: 'Weekend Set',
  price: 4000,
  images: [],
  products: [{ quantity: 1, product: { id: 'p1', name: 'Denim Jacket', images: [] } }],
  stock: 3,
  purchasable: true,
  stockFacts: facts(over.stock ?? 3),
  ...over,
});

export const catalogue = (products: QuoteProduct[], bundles: QuoteBundle[] = []): QuoteCatalogue => ({
  products: new Map(products.map((p) => [p.id, p])),
  bundles: new Map(bundles.map((b) => [b.id, b])),
});
