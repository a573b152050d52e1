// The VIP collection's one query: active vip-only or tier-gated products the viewer may see (visibleTo
// is the domain's productAccess as SQL, so premium viewers get premium pieces only), newest first.
import type { Viewer } from '@shop/domain/rules';
import { and, desc, eq, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { products } from './catalogue.tables';
import { visibleTo } from './product-access.repo';
import { PRODUCT_CARD_FIELDS } from './products.repo';

export function vipCollectionProducts(db: Db, viewer: Viewer, now: Date, limit: number) {
  return db
    .select(PRODUCT_CARD_FIELDS)
    .from(products)
    .where(and(visibleTo(viewer, now), or(eq(products.vipOnly, true), isNotNull(products.tierRequired))))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(limit);
}
