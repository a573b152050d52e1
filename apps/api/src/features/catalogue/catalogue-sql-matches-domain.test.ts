// The catalogue's filters, sorts and access rules run in SQL; the rules themselves live in
// @shop/domain. On random catalogues, random viewers and random filters, every page the server lists
// (following its cursors) must equal what the domain functions give for the same products.
import { randomUUID } from 'node:crypto';
import {
  ACCESS_OPTIONS,
  AVAILABILITY_OPTIONS,
  CATALOGUE_FILTER_STYLES,
  filterProducts,
  productAccess,
  SORT_OPTIONS,
  sortProducts,
  type CatalogueProduct,
  type Viewer,
} from '@shop/domain/rules';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { databaseKinds, useShop } from '../../test/use-shop';
import type { Shopper } from '../accounts/shopper.service';
import { listCatalogue } from './catalogue.service';
import { products } from './catalogue.tables';
import { productListQuery } from '@shop/contracts';

const HOUR = 3600_000;
const CATEGORIES = ['clothing', 'shoes', 'bags', 'jewelry'];
const STYLES = [...CATALOGUE_FILTER_STYLES, 'retro'];

const productArb = fc.record({
  price: fc.constantFrom(500, 1500, 2500, 4000, 99_000, 120_000),
  category: fc.constantFrom(...CATEGORIES),
  stock: fc.integer({ min: 0, max: 14 }),
  styles: fc.uniqueArray(fc.constantFrom(...STYLES, 'CASUAL'), { maxLength: 3 }),
  // Few distinct dates, so equal sort keys and equal dates both happen.
  ageHours: fc.integer({ min: 0, max: 6 }),
  popularity: fc.integer({ min: 0, max: 4 }),
  isActive: fc.constantFrom(true, true, true, true, false),
  vipOnly: fc.constantFrom(false, false, false, true),
  earlyAccessOnly: fc.constantFrom(false, false, true),
  publicInHours: fc.constantFrom(null, -30, -1, 1, 20, 30, 40, 60),
  tierRequired: fc.constantFrom(null, null, null, 'premium' as const, 'vip' as const),
});

const viewerArb: fc.Arbitrary<Viewer> = fc.oneof(
  fc.constant<Viewer>({ signedIn: false, tier: null, earlyAccessMember: false, isAdmin: false }),
  fc.record({
    signedIn: fc.constant(true),
    tier: fc.constantFrom('regular' as const, 'premium' as const, 'vip' as const),
    earlyAccessMember: fc.boolean(),
    isAdmin: fc.constantFrom(false, false, false, true),
  }),
);

// Each filter is left at its default half of the time, so listings are often long enough to page.
const orDefault = <T>(fallback: T, other: fc.Arbitrary<T>) => fc.oneof(fc.constant(fallback), other);

const queryArb = fc.record({
  category: orDefault('all', fc.constantFrom(...CATEGORIES, 'nothing-here')),
  styles: orDefault<string[]>([], fc.uniqueArray(fc.constantFrom(...STYLES), { minLength: 1, maxLength: 2 })),
  availability: orDefault('all', fc.constantFrom(...AVAILABILITY_OPTIONS)),
  access: orDefault('all', fc.constantFrom(...ACCESS_OPTIONS)),
  min: orDefault(0, fc.constantFrom(1000, 2500)),
  max: orDefault(100_000, fc.constantFrom(4000, 2500)),
  sort: fc.constantFrom(...SORT_OPTIONS),
  seed: fc.integer({ min: 0, max: 1000 }),
  stylePreferences: orDefault<string[]>([], fc.constantFrom(['Vintage'], ['casual', 'Urban'])),
});

const DEFAULT_QUERY = {
  category: 'all',
  styles: [] as string[],
  availability: 'all' as const,
  access: 'all' as const,
  min: 0 as const,
  max: 100_000 as const,
  seed: 7,
  stylePreferences: [] as string[],
};

describe.each(databaseKinds())('catalogue SQL against the domain rules on %s', (kind) => {
  const shop = useShop(kind);

  // What the random cases covered, so a generator that stops producing real listings fails loudly.
  const seen = { listed: 0, pagedListings: 0 };

  it('lists exactly what filterProducts + sortProducts + productAccess give, page after page', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.array(productArb, { maxLength: 5 }),
          fc.array(productArb, { minLength: 100, maxLength: 200 }),
        ),
        fc.array(fc.tuple(viewerArb, queryArb), { minLength: 3, maxLength: 3 }),
        viewerArb,
        fc.constantFrom(...SORT_OPTIONS),
        async (generated, randomCases, plainViewer, plainSort) => {
          // Random filters plus one unfiltered listing, which is long enough to page through.
          const plain = { ...DEFAULT_QUERY, sort: plainSort };
          const cases: [Viewer, (typeof randomCases)[number][1]][] = [...randomCases, [plainViewer, plain]];
          const now = Date.now();
          const rows = generated.map((g, i) => ({
            id: randomUUID(),
            name: `Item ${i}`,
            slug: `item-${i}-${randomUUID()}`,
            price: g.price,
            category: g.category,
            stock: g.stock,
            styles: g.styles,
            createdAt: new Date(now - (g.ageHours + 1) * HOUR),
            popularityScore: g.popularity,
            isActive: g.isActive,
            vipOnly: g.vipOnly,
            earlyAccessOnly: g.earlyAccessOnly,
            earlyAccessUntil: g.publicInHours === null ? null : new Date(now + g.publicInHours * HOUR),
            tierRequired: g.tierRequired,
          }));
          await shop.db.delete(products);
          if (rows.length > 0) await shop.db.insert(products).values(rows);

          const asDomain = rows.map((r): CatalogueProduct & { is_active: boolean } => ({
            id: r.id,
            price: r.price,
            category: r.category,
            stock: r.stock,
            styles: r.styles,
            created_at: r.createdAt.toISOString(),
            popularity_score: r.popularityScore,
            vip_only: r.vipOnly,
            early_access_only: r.earlyAccessOnly,
            early_access_until: r.earlyAccessUntil?.toISOString() ?? null,
            tier_required: r.tierRequired,
            is_active: r.isActive,
          }));
          // The listing's base order: newest first, equal dates by id (descending), as the SQL ends.
          const byId = [...asDomain].sort((a, b) => (a.id < b.id ? 1 : -1));
          const base = sortProducts(byId, 'latest');

          for (const [viewer, q] of cases) {
            const { stylePreferences, ...params } = q;
            const shopper: Shopper = {
              userId: viewer.signedIn ? 'u' : null,
              viewer,
              stylePreferences,
              name: null,
              email: null,
            };
            const query = productListQuery.parse({
              ...params,
              styles: params.styles.join(','),
              seed: String(q.seed),
            });
            const listed: string[] = [];
            let cursor: string | undefined;
            for (let pages = 0; pages < 10; pages += 1) {
              const page = await listCatalogue(shop, shopper, { ...query, cursor });
              listed.push(...page.products.map((p) => p.id));
              if (!page.next_cursor) break;
              cursor = page.next_cursor;
            }
            const filters = {
              category: q.category,
              styles: q.styles,
              availability: q.availability,
              access: q.access,
              priceRange: [q.min, q.max] as const,
              sort: q.sort,
            };
            const visible = base.filter((p) => p.is_active && productAccess(p, viewer, now).allowed);
            const expected = sortProducts(
              filterProducts(visible, filters, { viewer, now, stylePreferences }),
              q.sort,
              q.seed,
            ).map((p) => p.id);
            seen.listed += listed.length;
            if (listed.length > 50) seen.pagedListings += 1;
            expect(listed).toEqual(expected);
          }
        },
      ),
      { numRuns: kind === 'postgres' ? 40 : 25 },
    );
    expect(seen.listed).toBeGreaterThan(300);
    expect(seen.pagedListings).toBeGreaterThan(0);
  }, 120_000);
});
