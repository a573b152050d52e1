// The domain's productAccess rule (@shop/domain tiers/access.ts) as SQL, so a listing never carries a
// product its viewer may not see. Held to the domain by catalogue-sql-matches-domain.test.ts.
import { earlyAccessHours, effectiveTier, type Viewer } from '@shop/domain/rules';
import { and, eq, getTableName, isNull, lte, ne, not, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { products } from './catalogue.tables';

/** Active products the viewer may see at `now`: tier gates always, early-access gates until public. */
export function visibleTo(viewer: Viewer, now: Date | SQL): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(products.isActive, true)];
  if (viewer.isAdmin) return and(...conditions);
  const tier = effectiveTier(viewer);
  if (tier !== 'vip') {
    conditions.push(
      not(products.vipOnly),
      or(isNull(products.tierRequired), ne(products.tierRequired, 'vip')),
    );
  }
  if (tier !== 'vip' && tier !== 'premium') conditions.push(isNull(products.tierRequired));
  if (earlyAccessHours(viewer) === null) {
    conditions.push(or(not(products.earlyAccessOnly), lte(products.earlyAccessUntil, now)));
  }
  return and(...conditions);
}

/**
 * What the SQL of visibleTo depends on, as a short name: viewers with the same shape share one
 * statement text (named statements, db/prepared.ts).
 */
export function viewerShape(viewer: Viewer): string {
  if (viewer.isAdmin) return 'admin';
  const tier = effectiveTier(viewer);
  const gates = tier === 'vip' ? 'vip' : tier === 'premium' ? 'premium' : 'regular';
  return `${gates}_${earlyAccessHours(viewer) === null ? 'waits' : 'early'}`;
}

/**
 * A column as "table"."column". Drizzle writes bare column names inside the select list, which a
 * sub-select would resolve against its own tables; every correlated sub-select uses this instead.
 */
export const qualified = (column: AnyColumn): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
