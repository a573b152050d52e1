// Turns the hand-written demo items into product and variant rows. Stock, discounts, flags and dates
// come from a seeded PRNG so the shop is the same everywhere; only dates follow the seed time.
import { imageVariantName, LARGEST_IMAGE_WIDTH, slugFromName } from '@shop/domain/rules';
import type { products } from '../../features/catalogue/catalogue.tables';
import { BUNDLES, DEMO_ITEMS, VIDEOS, type DemoAccess, type DemoCategory, type DemoItem } from './demo-data';
import type { ArtSpec, View } from './product-art';
import { createRandom } from './seed-random';

// Which pictures each product gets (0 front, 1 close-up, 2 styled). Every picture costs ~0.1 s of CPU
// at first start, so the fabric close-up is kept for clothing, where it shows the print or knit.
const VIEWS: Record<DemoCategory, View[]> = {
  clothing: [0, 1, 2],
  shoes: [0, 2],
  accessories: [0, 2],
  jewelry: [0, 2],
};
const DAY = 24 * 60 * 60 * 1000;

// What each garment is made of, for the fabric viewer (front picture and the close-up beside it).
const FABRICS: Partial<Record<ArtSpec['kind'], { type: string; description: string }>> = {
  tee: { type: 'Cotton jersey', description: 'Soft single-knit cotton; washed before listing, no pilling.' },
  shirt: { type: 'Cotton poplin', description: 'Tightly woven cotton with a smooth, crisp hand.' },
  sweater: { type: 'Knit', description: 'Medium-gauge knit; checked for snags and holes.' },
  hoodie: { type: 'Brushed fleece', description: 'Cotton-rich fleece, brushed soft on the inside.' },
  blazer: { type: 'Wool blend', description: 'Structured wool-blend twill with a full lining.' },
  jacket: { type: 'Denim twill', description: 'Heavy cotton twill; the fading is natural wear, not damage.' },
  dress: { type: 'Viscose', description: 'Light, fluid viscose that drapes well.' },
  jeans: { type: 'Denim', description: '100% cotton denim; measured flat before listing.' },
  skirt: { type: 'Woven cotton', description: 'Mid-weight woven cotton with a neat finish.' },
};

export type ProductRow = Omit<typeof products.$inferInsert, 'id'> & { slug: string; sku: string };
export type VariantRow = { size: string; color: string; sku: string; stock: number };
export type DemoProduct = {
  row: ProductRow;
  variants: VariantRow[];
  art: ArtSpec;
  pictures: { key: string; view: View }[];
};

const SOURCES: { category: DemoCategory; code: string; items: DemoItem[] }[] = [
  { category: 'clothing', code: 'CL', items: DEMO_ITEMS.clothing },
  { category: 'shoes', code: 'SH', items: DEMO_ITEMS.shoes },
  { category: 'accessories', code: 'BG', items: DEMO_ITEMS.accessories },
  { category: 'jewelry', code: 'JW', items: DEMO_ITEMS.jewelry },
];

const DROPS: Record<DemoAccess, string> = {
  vip: 'VIP Designer Edit',
  'tier-vip': 'VIP Designer Edit',
  early: 'December Drop',
  'tier-premium': 'Members Weekend Drop',
};

export function imageUrl(key: string): string {
  return `/uploads/images/${imageVariantName(key, LARGEST_IMAGE_WIDTH)}`;
}

/** Spreads `stock` over the first sizes so each listed size has at least one piece when in stock. */
function variantsFor(item: DemoItem, sku: string, stock: number): VariantRow[] {
  const sizes = item.sizes ?? [];
  if (sizes.length === 0) return [];
  const count = stock === 0 ? Math.min(sizes.length, 2) : Math.min(sizes.length, stock);
  return sizes.slice(0, count).map((size, i) => ({
    size,
    color: item.colour,
    sku: `${sku}-${size}`,
    stock: Math.floor(stock / count) + (i < stock % count ? 1 : 0),
  }));
}

function discounted(price: number, pct: number): { originalPrice: number; discountPercentage: number } {
  const originalPrice = Math.round(price / (1 - pct / 100) / 50) * 50;
  return { originalPrice, discountPercentage: Math.round(((originalPrice - price) / originalPrice) * 100) };
}

export function buildDemoCatalogue(now: Date): DemoProduct[] {
  const rnd = createRandom('tnt-demo-shop-v1');
  const entries = SOURCES.flatMap(({ category, code, items }) =>
    items.map((item, i) => ({ item, category, sku: `TNT-${code}-${String(i + 1).padStart(4, '0')}` })),
  );
  // Products that bundles and video pins point at must stay buyable, so they keep ordinary stock.
  const showcased = new Set([
    ...BUNDLES.flatMap((b) => b.items.map((i) => i.product)),
    ...VIDEOS.flatMap((v) => v.tags.map((t) => t.product)),
  ]);
  const open = entries.map((e, i) => ({ ...e, i })).filter((e) => !e.item.access);
  const plain = rnd.shuffle(open.filter((e) => !showcased.has(e.item.name)).map((e) => e.i));
  const soldOut = new Set(plain.slice(0, 6));
  const plenty = new Set(plain.slice(6, 12));
  const stock = entries.map((e, i) =>
    soldOut.has(i)
      ? 0
      : plenty.has(i)
        ? rnd.int(4, 5)
        : e.item.access
          ? rnd.int(1, 2)
          : rnd.pick([1, 1, 1, 2, 2, 3]),
  );
  const onSale = new Set(rnd.shuffle(open.map((e) => e.i)).slice(0, 15));
  const featured = new Set(
    rnd.shuffle(open.filter((e) => (stock[e.i] ?? 0) > 0).map((e) => e.i)).slice(0, 8),
  );

  return entries.map(({ item, category, sku }, i) => {
    const slug = slugFromName(item.name);
    const access = item.access;
    const daysAgo = access ? rnd.next() * 2 : rnd.next() * 59;
    const createdAt = new Date(now.getTime() - daysAgo * DAY);
    const popularityScore = rnd.int(3, 99);
    const sale = onSale.has(i) ? discounted(item.price, rnd.pick([15, 20, 25, 30, 40, 50])) : null;
    const pictures = VIEWS[category].map((view, n) => ({ key: `${slug}-${n + 1}`, view }));
    const row: ProductRow = {
      name: item.name,
      slug,
      description: item.description,
      price: item.price,
      originalPrice: sale?.originalPrice ?? null,
      discountPercentage: sale?.discountPercentage ?? 0,
      stock: stock[i] ?? 0,
      images: pictures.map((p) => imageUrl(p.key)),
      videoUrl: item.videoUrl ?? null,
      category,
      isActive: true,
      styles: item.styles,
      popularityScore,
      sku,
      vipOnly: access === 'vip',
      earlyAccessOnly: access === 'early',
      tierRequired: access === 'tier-vip' ? 'vip' : access === 'tier-premium' ? 'premium' : null,
      earlyAccessUntil: access
        ? new Date(now.getTime() + rnd.int(1, 4) * DAY + rnd.int(1, 23) * 3600_000)
        : null,
      dropName: access ? DROPS[access] : null,
      fabricDetails:
        category === 'clothing' && FABRICS[item.art] && pictures[1]
          ? [
              {
                ...FABRICS[item.art]!,
                mainImage: imageUrl(pictures[0]!.key),
                closeupImage: imageUrl(pictures[1].key),
              },
            ]
          : [],
      isNew: daysAgo < 10,
      isBestseller: popularityScore >= 80,
      featured: featured.has(i),
      createdAt,
      updatedAt: createdAt,
    };
    const art: ArtSpec = {
      key: slug,
      kind: item.art,
      colour: item.colour,
      pattern: item.pattern ?? 'solid',
      ...(item.accent ? { accent: item.accent } : {}),
    };
    return { row, variants: variantsFor(item, sku, row.stock ?? 0), art, pictures };
  });
}
