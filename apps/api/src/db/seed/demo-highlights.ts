// The demo shop's home highlights: two story covers under the hero, each a few showcased pieces
// (bundles and video pins keep their products in stock), a bundle or two and a video.
import { highlightItems, highlights } from '../../features/highlights/highlights.tables';
import type { Db } from '../database';

type Item = { product: string } | { bundle: string } | { video: string };

const DEMO_HIGHLIGHTS: { title: string; cover: string; items: Item[] }[] = [
  {
    title: 'New in',
    cover: 'Oversized Denim Jacket — Light Wash',
    items: [
      { product: 'Oversized Denim Jacket — Light Wash' },
      { product: 'Nike Air Force 1 — White' },
      { video: 'Nairobi thrift haul: denim and sneakers' },
      { product: 'Floral Wrap Midi Dress' },
      { product: 'Camel Wool Blazer' },
    ],
  },
  {
    title: 'Bundle deals',
    cover: 'Chunky Gold Hoop Earrings',
    items: [
      { bundle: 'Weekend Denim Edit' },
      { product: 'Chunky Gold Hoop Earrings' },
      { bundle: 'Date Night Bundle' },
      { video: '3 ways to wear a wrap dress' },
    ],
  },
];

export type DemoLookup = {
  /** A demo product's id and first picture by its name; fails on a typo. */
  product: (name: string) => { id: string; picture: string };
  bundle: (name: string) => string;
  video: (title: string) => string;
};

export async function insertDemoHighlights(tx: Db, find: DemoLookup): Promise<number> {
  for (const [i, demo] of DEMO_HIGHLIGHTS.entries()) {
    const [row] = await tx
      .insert(highlights)
      .values({ title: demo.title, coverImage: find.product(demo.cover).picture, position: i + 1 })
      .returning({ id: highlights.id });
    await tx.insert(highlightItems).values(
      demo.items.map((item, n) => ({
        highlightId: row!.id,
        position: n + 1,
        ...('product' in item
          ? { kind: 'product' as const, refId: find.product(item.product).id }
          : 'bundle' in item
            ? { kind: 'bundle' as const, refId: find.bundle(item.bundle) }
            : { kind: 'video' as const, refId: find.video(item.video) }),
      })),
    );
  }
  return DEMO_HIGHLIGHTS.length;
}
