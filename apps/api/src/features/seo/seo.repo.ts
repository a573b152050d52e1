// What a visitor may see, for search engines: the same visibility rules as the shop's own listings.
import { GUEST_VIEWER } from '@shop/domain/rules';
import { and, desc, eq, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { bundleHidesSomething } from '../catalogue/bundles.repo';
import { productBundles, products, videos } from '../catalogue/catalogue.tables';
import { visibleTo } from '../catalogue/product-access.repo';
import { videoShownInShop } from '../catalogue/videos.repo';

export type SitemapRow = { path: string; updatedAt: Date };

export async function publicPages(db: Db): Promise<SitemapRow[]> {
  const now = new Date();
  const [productRows, bundleRows, videoRows] = await Promise.all([
    db
      .select({ slug: products.slug, updatedAt: products.updatedAt })
      .from(products)
      .where(visibleTo(GUEST_VIEWER, sql`now()`))
      .orderBy(desc(products.createdAt), desc(products.id)),
    db
      .select({ slug: productBundles.slug, updatedAt: productBundles.updatedAt })
      .from(productBundles)
      .where(and(eq(productBundles.isActive, true), not(bundleHidesSomething(GUEST_VIEWER, now))))
      .orderBy(desc(productBundles.createdAt)),
    db
      .select({ id: videos.id, updatedAt: videos.createdAt })
      .from(videos)
      .where(videoShownInShop())
      .orderBy(desc(videos.createdAt)),
  ]);
  return [
    ...productRows.map((r) => ({ path: `/products/${encodeURIComponent(r.slug)}`, updatedAt: r.updatedAt })),
    ...bundleRows.map((r) => ({ path: `/bundles/${encodeURIComponent(r.slug)}`, updatedAt: r.updatedAt })),
    ...videoRows.map((r) => ({ path: `/videos/${r.id}`, updatedAt: r.updatedAt })),
  ];
}
