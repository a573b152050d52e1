// The exit-intent tables: the settings row, the owner's offers in order, the views per visitor and
// day, and the stats per offer (views from the view rows; conversions and revenue from paid orders
// that used a code minted for the offer).
import { and, asc, count, eq, gte, inArray, lt, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { discountUsage, discounts } from '../discounts/discounts.tables';
import { orders } from '../orders/orders.tables';
import { exitIntentOffers, exitIntentSettings, exitIntentViews } from './exit-intent.tables';

export type SettingsRecord = typeof exitIntentSettings.$inferSelect;
export type OfferRecord = typeof exitIntentOffers.$inferSelect;
export type NewOfferRecord = typeof exitIntentOffers.$inferInsert;

export async function findSettings(db: Db): Promise<SettingsRecord | null> {
  const [row] = await db.select().from(exitIntentSettings).where(eq(exitIntentSettings.id, 'shop'));
  return row ?? null;
}

export async function upsertSettings(
  db: Db,
  values: Omit<typeof exitIntentSettings.$inferInsert, 'id' | 'updatedAt'>,
): Promise<SettingsRecord> {
  const [row] = await db
    .insert(exitIntentSettings)
    .values({ id: 'shop', ...values })
    .onConflictDoUpdate({ target: exitIntentSettings.id, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return row!;
}

export function allOffers(db: Db, onlyEnabled = false): Promise<OfferRecord[]> {
  return db
    .select()
    .from(exitIntentOffers)
    .where(onlyEnabled ? eq(exitIntentOffers.enabled, true) : undefined)
    .orderBy(asc(exitIntentOffers.position), asc(exitIntentOffers.createdAt), asc(exitIntentOffers.id));
}

export async function findOffer(db: Db, id: string): Promise<OfferRecord | null> {
  const [row] = await db.select().from(exitIntentOffers).where(eq(exitIntentOffers.id, id));
  return row ?? null;
}

export async function countEnabledOffers(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(exitIntentOffers)
    .where(eq(exitIntentOffers.enabled, true));
  return row?.n ?? 0;
}

export async function nextPosition(db: Db): Promise<number> {
  const [row] = await db.select({ last: max(exitIntentOffers.position) }).from(exitIntentOffers);
  return (row?.last ?? 0) + 1;
}

export async function insertOffer(db: Db, values: NewOfferRecord): Promise<OfferRecord> {
  const [row] = await db.insert(exitIntentOffers).values(values).returning();
  return row!;
}

export async function updateOffer(db: Db, id: string, values: Partial<NewOfferRecord>) {
  const [row] = await db
    .update(exitIntentOffers)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(exitIntentOffers.id, id))
    .returning();
  return row ?? null;
}

export async function deleteOffer(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(exitIntentOffers)
    .where(eq(exitIntentOffers.id, id))
    .returning({ id: exitIntentOffers.id });
  return rows.length > 0;
}

export async function existingOfferIds(db: Db, ids: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ id: exitIntentOffers.id })
    .from(exitIntentOffers)
    .where(inArray(exitIntentOffers.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** position = the place in `ids` (1, 2, 3 …), in one statement. */
export async function setPositions(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const cases = sql.join(
    ids.map((id, i) => sql`when ${id}::uuid then ${i + 1}::int`),
    sql` `,
  );
  await db
    .update(exitIntentOffers)
    .set({ position: sql`case ${exitIntentOffers.id} ${cases} end` })
    .where(inArray(exitIntentOffers.id, ids));
}

/** Records a view unless this visitor already saw this offer that day; true when it was new. */
export async function insertView(db: Db, view: { offerId: string; visitor: string; day: Date }) {
  const rows = await db
    .insert(exitIntentViews)
    .values(view)
    .onConflictDoNothing()
    .returning({ offerId: exitIntentViews.offerId });
  return rows.length > 0;
}

/** Forgets views older than the stats look back. */
export async function pruneViews(db: Db, before: Date): Promise<void> {
  await db.delete(exitIntentViews).where(lt(exitIntentViews.day, before));
}

export type OfferStatsRow = { offerId: string; views: number; conversions: number; revenue: number };

/** Views, and paid orders (each once) that used a code minted for the offer, since `since`. */
export async function offerStats(db: Db, since: Date): Promise<OfferStatsRow[]> {
  const views = await db
    .select({ offerId: exitIntentViews.offerId, n: count() })
    .from(exitIntentViews)
    .where(gte(exitIntentViews.day, since))
    .groupBy(exitIntentViews.offerId);
  // One order uses at most one code, and one usage row per checkout: an order counts once.
  const used = db
    .selectDistinct({ offerId: discounts.offerId, orderId: orders.id, total: orders.totalAmount })
    .from(discountUsage)
    .innerJoin(discounts, eq(discounts.id, discountUsage.discountCodeId))
    .innerJoin(orders, eq(orders.id, discountUsage.orderId))
    .where(
      and(
        sql`${discounts.offerId} is not null`,
        inArray(orders.status, ['paid', 'fulfilled']),
        gte(orders.createdAt, since),
      ),
    )
    .as('used');
  const sales = await db
    .select({
      offerId: used.offerId,
      n: count(),
      revenue: sql<number>`coalesce(sum(${used.total}), 0)::int`,
    })
    .from(used)
    .groupBy(used.offerId);
  const byOffer = new Map<string, OfferStatsRow>();
  const row = (offerId: string) => {
    let r = byOffer.get(offerId);
    if (!r) byOffer.set(offerId, (r = { offerId, views: 0, conversions: 0, revenue: 0 }));
    return r;
  };
  for (const v of views) row(v.offerId).views = Number(v.n);
  for (const s of sales) {
    if (!s.offerId) continue;
    const r = row(s.offerId);
    r.conversions = Number(s.n);
    r.revenue = Number(s.revenue);
  }
  return [...byOffer.values()];
}
