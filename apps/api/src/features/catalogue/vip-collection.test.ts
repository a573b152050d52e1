// GET /api/catalogue/vip-collection: visitors are asked to sign in (401), regular customers refused
// (403) with the spec's words; premium customers see premium pieces, vip customers every exclusive
// piece, admins all of them; newest first, in the catalogue's card shape, in one query.
import { GUEST_VIEWER, isVipCollectionItemVisible, type CustomerTier, type Viewer } from '@shop/domain/rules';
import { VIP_COLLECTION_DENIED_MESSAGE, VIP_COLLECTION_SIGN_IN_MESSAGE } from '@shop/domain/texts';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, useShop, type Standing } from '../../test/use-shop';
import { products } from './catalogue.tables';

type Card = { slug: string; sizes: string[] } & Record<string, unknown>;
type Collection = { tier: string; products: Card[] };

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

// What the shop holds, oldest first: each row names who may see it in the collection.
const PIECES = [
  { slug: 'plain-tee', vipOnly: false, tierRequired: null },
  { slug: 'vip-gown', vipOnly: true, tierRequired: null },
  { slug: 'premium-loafers', vipOnly: false, tierRequired: 'premium' },
  { slug: 'vip-tier-bag', vipOnly: false, tierRequired: 'vip' },
  { slug: 'premium-early-coat', vipOnly: false, tierRequired: 'premium', early: true },
  { slug: 'hidden-vip-ring', vipOnly: true, tierRequired: null, inactive: true },
] as const;

describe.each(databaseKinds())('the VIP collection on %s', (kind) => {
  const shop = useShop(kind);
  const cookies: Record<string, string> = {};
  const get = (who?: string) =>
    shop.as(who ? { cookie: cookies[who] } : {}).get<Collection>('/api/catalogue/vip-collection');

  beforeAll(async () => {
    await shop.db.insert(products).values(
      PIECES.map((piece, i) => ({
        name: piece.slug.replace(/-/g, ' '),
        slug: piece.slug,
        price: 5_000 + i * 100,
        stock: 1,
        category: 'clothing',
        vipOnly: piece.vipOnly,
        tierRequired: piece.tierRequired,
        earlyAccessOnly: 'early' in piece,
        earlyAccessUntil: 'early' in piece ? new Date(Date.now() + 30 * 3_600_000) : null,
        isActive: !('inactive' in piece),
        createdAt: daysAgo(PIECES.length - i),
      })),
    );
    const who: [string, Standing][] = [
      ['regular', { tier: 'regular', member: true }],
      ['premium', { tier: 'premium' }],
      ['vip', { tier: 'vip' }],
      ['admin', { admin: true }],
    ];
    for (const [name, standing] of who)
      cookies[name] = (await shop.signIn(`${name}@example.com`, standing)).cookie;
  });

  it('asks a visitor to sign in, and refuses a regular customer (even an early-access member)', async () => {
    const visitor = await get();
    expect(visitor.status).toBe(401);
    expect(visitor.body).toMatchObject({ error: { message: VIP_COLLECTION_SIGN_IN_MESSAGE } });
    const regular = await get('regular');
    expect(regular.status).toBe(403);
    expect(regular.body).toMatchObject({
      error: { code: 'forbidden', message: VIP_COLLECTION_DENIED_MESSAGE },
    });
  });

  it('shows premium pieces to premium, every exclusive piece to vip, newest first', async () => {
    const premium = await get('premium');
    expect(premium.status).toBe(200);
    expect(premium.body.tier).toBe('premium');
    expect(premium.body.products.map((p) => p.slug)).toEqual(['premium-early-coat', 'premium-loafers']);
    const vip = await get('vip');
    expect(vip.body.tier).toBe('vip');
    expect(vip.body.products.map((p) => p.slug)).toEqual([
      'premium-early-coat',
      'vip-tier-bag',
      'premium-loafers',
      'vip-gown',
    ]);
    expect(vip.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('admins see the whole collection (active pieces only)', async () => {
    const admin = await get('admin');
    expect(admin.status).toBe(200);
    expect(admin.body.products.map((p) => p.slug)).toEqual([
      'premium-early-coat',
      'vip-tier-bag',
      'premium-loafers',
      'vip-gown',
    ]);
  });

  it('agrees with the domain’s isVipCollectionItemVisible for each tier', async () => {
    for (const tier of ['premium', 'vip'] as CustomerTier[]) {
      const viewer: Viewer = { ...GUEST_VIEWER, signedIn: true, tier };
      const expected = PIECES.filter(
        (p) =>
          !('inactive' in p) &&
          (p.vipOnly || p.tierRequired) &&
          isVipCollectionItemVisible({ vip_only: p.vipOnly, tier_required: p.tierRequired }, viewer),
      ).map((p) => p.slug);
      const got = (await get(tier)).body.products.map((p) => p.slug);
      expect([...got].sort()).toEqual([...expected].sort());
    }
  });

  it('answers the catalogue’s card shape, in one query beyond knowing who asks', async () => {
    const list = await shop.as({ cookie: cookies.vip }).get<{ products: Card[] }>('/api/catalogue/products');
    const card = (await get('vip')).body.products[0]!;
    expect(Object.keys(card).sort()).toEqual(Object.keys(list.body.products[0]!).sort());
    // The categories answer costs the same session and standing reads plus its one query.
    const before = shop.database.queryCount();
    await shop.as({ cookie: cookies.vip }).get('/api/catalogue/categories');
    const categories = shop.database.queryCount() - before;
    const start = shop.database.queryCount();
    await get('vip');
    expect(shop.database.queryCount() - start).toBe(categories);
  });
});
