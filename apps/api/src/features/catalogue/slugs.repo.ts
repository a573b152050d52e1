// The slugs of products and bundles: each table's slug is unique, so a new name takes its own slug or,
// when that is taken, the first free one after it (name-2, name-3 …).
import { slugFromName } from '@shop/domain/rules';
import { and, eq, like, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { productBundles, products } from './catalogue.tables';

type Sluggable = typeof products | typeof productBundles;

/** The slugs already taken in `table` that start like `base` (base itself and base-2, base-3 …). */
async function slugsLike(db: Db, table: Sluggable, base: string, exceptId?: string): Promise<string[]> {
  const rows = await db
    .select({ slug: table.slug })
    .from(table)
    .where(
      and(
        or(eq(table.slug, base), like(table.slug, `${base}-%`)),
        exceptId ? sql`${table.id} <> ${exceptId}` : undefined,
      ),
    );
  return rows.map((r) => r.slug);
}

/** A slug made from the name that no other row of `table` (but `exceptId`) has. */
async function freeSlug(db: Db, table: Sluggable, name: string, exceptId?: string): Promise<string> {
  const base = slugFromName(name);
  const taken = new Set(await slugsLike(db, table, base, exceptId));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

export const freeProductSlug = (db: Db, name: string, exceptId?: string) =>
  freeSlug(db, products, name, exceptId);

export const freeBundleSlug = (db: Db, name: string, exceptId?: string) =>
  freeSlug(db, productBundles, name, exceptId);
