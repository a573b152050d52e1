// The drop page's answers (GET /api/drops/current) for every kind of visitor, and the windows enforced
// where money moves: the bag quote and checkout refuse a drop piece before the shopper's window, with
// the hour it opens, and let it through from that moment (vip 48 h, premium 36 h, member 24 h).
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addPiece,
  databaseKinds,
  itemLine,
  newDevice,
  useShop,
  type Caller,
  type Piece,
  type Standing,
} from '../../test/use-shop';
import type { currentDrop } from './drops.service';

type Current = Awaited<ReturnType<typeof currentDrop>>;
type Quote = { bag: { items: { product: { id: string } }[] }; changes: { kind: string; message: string }[] };

const HOUR = 3600_000;
const MINUTE = 60_000;
const WINDOWS = { vip: 48, premium: 36, member: 24 } as const;
type Who = 'vip' | 'premium' | 'member' | 'regular' | 'guest';
const STANDINGS: Record<Exclude<Who, 'guest'>, Standing> = {
  vip: { tier: 'vip' },
  premium: { tier: 'premium' },
  member: { member: true },
  regular: {},
};
const HOURS: Record<Who, number | null> = { ...WINDOWS, regular: null, guest: null };

describe.each(databaseKinds())('drops and their windows on %s', (kind) => {
  const shop = useShop(kind, { freshAddress: true });
  let admin: Caller;
  const cookies: Partial<Record<Who, string>> = {};
  // For each window: a drop whose window opened a minute ago, and one whose window opens in a minute.
  const pieces: { piece: Piece; hours: number; opened: boolean; slug: string }[] = [];

  const makeDrop = async (
    name: string,
    launch: Date,
    products: { product_id: string; is_featured?: boolean }[],
  ) => {
    const res = await admin.post<{ drop: { slug: string } }>('/api/admin/drops', {
      name,
      description: `${name}, for members first.`,
      public_access_start: launch.toISOString(),
      products,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.drop.slug;
  };

  beforeAll(async () => {
    admin = await shop.asAdmin(`drops-owner-${kind}@shop.test`);
    for (const [who, standing] of Object.entries(STANDINGS))
      cookies[who as Who] = (await shop.signIn(`drops-${who}-${kind}@shop.test`, standing)).cookie;
    for (const hours of Object.values(WINDOWS))
      for (const opened of [true, false]) {
        const piece = await addPiece(shop, {
          name: `Piece ${hours}h ${opened ? 'open' : 'shut'}`,
          stock: 10,
        });
        const launch = new Date(Date.now() + hours * HOUR + (opened ? -MINUTE : MINUTE));
        const slug = await makeDrop(`Drop ${hours}h ${opened ? 'open' : 'shut'}`, launch, [
          { product_id: piece.id },
        ]);
        pieces.push({ piece, hours, opened, slug });
      }
  });

  const as = (who: Who) => shop.as(newDevice(cookies[who]));
  const current = (who: Who, slug?: string) =>
    as(who).get<Current>(`/api/drops/current${slug ? `?drop=${encodeURIComponent(slug)}` : ''}`);

  it('asks visitors to sign in (401) and refuses regular customers (403), in the spec words', async () => {
    const visitor = await current('guest');
    expect(visitor.status).toBe(401);
    expect(visitor.body).toMatchObject({ error: { message: 'Please sign in to access early drops' } });
    const regular = await current('regular', pieces[0]!.slug);
    expect(regular.status).toBe(403);
    expect(regular.body).toMatchObject({
      error: {
        message: 'You need to be an Early Access member or have VIP/Premium status to view this page',
      },
    });
  });

  it('shows members the drop with its status, their own opening and the products as shop cards', async () => {
    const featured = await addPiece(shop, { name: 'Featured Kimono', stock: 2 });
    const plain = await addPiece(shop, { name: 'Plain Tee', stock: 2 });
    const launch = new Date(Date.now() + 30 * HOUR);
    const slug = await makeDrop('Kimono Night', launch, [
      { product_id: plain.id },
      { product_id: featured.id, is_featured: true },
    ]);
    const answers = await Promise.all(
      (['vip', 'premium', 'member'] as const).map((who) => current(who, slug)),
    );
    for (const [i, who] of (['vip', 'premium', 'member'] as const).entries()) {
      const { status, body } = answers[i]!;
      expect(status).toBe(200);
      expect(body.drop).toMatchObject({ name: 'Kimono Night', slug, status: 'early_access_live' });
      expect(Date.parse(body.drop!.public_access_start)).toBe(launch.getTime());
      expect(Date.parse(body.drop!.opens_at!)).toBe(launch.getTime() - WINDOWS[who] * HOUR);
      expect(body.drop!.products.map((p) => [p.name, p.is_featured])).toEqual([
        ['Featured Kimono', true],
        ['Plain Tee', false],
      ]);
      // The catalogue's card shape, so the page reuses the product card.
      expect(body.drop!.products[0]).toMatchObject({
        id: featured.id,
        price: featured.price,
        early_access_only: true,
        sizes: [],
      });
    }
  });

  it('answers the next drop to go public without a slug, 404 for an unknown one', async () => {
    const next = await current('member');
    expect(next.status).toBe(200);
    // The earliest launch still ahead: the 24-hour drop whose member window opened a minute ago.
    expect(next.body.drop?.slug).toBe(pieces.find((p) => p.hours === 24 && p.opened)!.slug);
    expect((await current('member', 'no-such-drop')).status).toBe(404);
  });

  it("refuses each piece in the bag quote before the shopper's window and lets it through from then", async () => {
    for (const who of ['vip', 'premium', 'member', 'regular', 'guest'] as const) {
      const items = pieces.map(({ piece }) => itemLine(piece));
      const { status, body } = await as(who).post<Quote>('/api/bag/quote', { items, bundles: [] });
      expect(status).toBe(200);
      const kept = new Set(body.bag.items.map((l) => l.product.id));
      for (const { piece, hours, opened } of pieces) {
        const mine = HOURS[who];
        const may = mine !== null && (mine > hours || (mine === hours && opened));
        expect(kept.has(piece.id), `${who} ${piece.name}`).toBe(may);
      }
      const refused = body.changes.filter((c) => c.kind === 'not_open_yet');
      expect(refused.length).toBe(pieces.length - kept.size);
      for (const change of refused) expect(change.message).toMatch(/opens to you on .* \(Nairobi time\)\.$/);
    }
  });

  it("refuses checkout with 403 and the hour it opens before the shopper's window, opens it at the window", async () => {
    for (const who of ['vip', 'premium', 'member', 'regular', 'guest'] as const)
      for (const { piece, hours, opened } of pieces) {
        const mine = HOURS[who];
        const may = mine !== null && (mine > hours || (mine === hours && opened));
        const answer = await as(who).checkout([itemLine(piece)]);
        if (may) {
          expect(answer.status, `${who} ${piece.name} ${JSON.stringify(answer.body)}`).toBe(201);
          continue;
        }
        expect(answer.status, `${who} ${piece.name}`).toBe(403);
        const error = (answer.body as unknown as { error: { code: string; message: string } }).error;
        expect(error.code).toBe('not_open_yet');
        expect(error.message).toMatch(new RegExp(`^${piece.name} opens to you on .* \\(Nairobi time\\)\\.$`));
      }
  });
});
