// Drops in their early-access window: the named groups of early-access products not yet public.
import type { Viewer } from '@shop/domain/rules';
import { and, asc, eq, gt, isNotNull, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { dropProducts, drops } from '../drops/drops.tables';
import { products } from './catalogue.tables';
import { visibleTo } from './product-access.repo';

/** The viewer's drop that goes public next, with its public launch time; one query. */
export async function nextEarlyDrop(db: Db, viewer: Viewer, now: Date) {
  const publicAt = min(products.earlyAccessUntil);
  const [row] = await db
    .select({
      name: sql<string>`${products.dropName}`,
      publicAt,
      // The drop record's slug, for the banner's link to its page (null for a name without a record).
      slug: sql<string | null>`max(${drops.slug})`,
    })
    .from(products)
    .leftJoin(dropProducts, eq(dropProducts.productId, products.id))
    .leftJoin(drops, eq(drops.id, dropProducts.dropId))
    .where(
      and(
        visibleTo(viewer, now),
        eq(products.earlyAccessOnly, true),
        isNotNull(products.dropName),
        gt(products.earlyAccessUntil, now),
      ),
    )
    .groupBy(products.dropName)
    .orderBy(asc(publicAt))
    .limit(1);
  return row?.publicAt ? { name: row.name, publicAt: row.publicAt, slug: row.slug } : null;
}
