// Drops in their early-access window: the named groups of early-access products not yet public.
import type { Viewer } from '@shop/domain/rules';
import { and, asc, eq, gt, isNotNull, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { products } from './catalogue.tables';
import { visibleTo } from './product-access.repo';

/** The viewer's drop that goes public next, with its public launch time; one query. */
export async function nextEarlyDrop(db: Db, viewer: Viewer, now: Date) {
  const publicAt = min(products.earlyAccessUntil);
  const [row] = await db
    .select({ name: sql<string>`${products.dropName}`, publicAt })
    .from(products)
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
  return row?.publicAt ? { name: row.name, publicAt: row.publicAt } : null;
}
