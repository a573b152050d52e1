// The numbers behind a creator's dashboard, the owner's payouts and the leaderboard: credited orders
// with what became of them (cancelled, refunded), clicks, payouts, and the creators' own videos.
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { videos } from '../catalogue/catalogue.tables';
import { orders } from '../orders/orders.tables';
import { creatorCommissions, creatorPayouts, creators, referralClicks } from './creators.tables';

/** Credited orders with their current state, newest first (one creator, or all of them). */
export function creditedOrders(db: Db, filter: { creatorId?: string; from?: Date | null }) {
  return db
    .select({
      creatorId: creatorCommissions.creatorId,
      orderId: creatorCommissions.orderId,
      basis: creatorCommissions.basis,
      ratePercent: creatorCommissions.commissionPercent,
      source: creatorCommissions.source,
      createdAt: creatorCommissions.createdAt,
      amountPaid: sql<number>`coalesce(${orders.amountPaid}, 0)`,
      refunded: sql<number>`coalesce(${orders.refundedAmount}, 0)`,
      // An order that is gone counts as reversed.
      cancelled: sql<boolean>`coalesce(${orders.status} = 'cancelled', true)`,
    })
    .from(creatorCommissions)
    .leftJoin(orders, eq(orders.id, creatorCommissions.orderId))
    .where(
      and(
        filter.creatorId ? eq(creatorCommissions.creatorId, filter.creatorId) : undefined,
        filter.from ? gte(creatorCommissions.createdAt, filter.from) : undefined,
      ),
    )
    .orderBy(desc(creatorCommissions.createdAt))
    .limit(5000);
}

/** Link clicks per creator (in the period). */
export async function clicksByCreator(db: Db, filter: { creatorId?: string; from?: Date | null }) {
  const rows = await db
    .select({ creatorId: referralClicks.creatorId, n: sql<number>`count(*)::int` })
    .from(referralClicks)
    .where(
      and(
        filter.creatorId ? eq(referralClicks.creatorId, filter.creatorId) : undefined,
        filter.from ? gte(referralClicks.createdAt, filter.from) : undefined,
      ),
    )
    .groupBy(referralClicks.creatorId);
  return new Map(rows.map((r) => [r.creatorId, r.n]));
}

export const payoutsOf = (db: Db, creatorId?: string) =>
  db
    .select({ payout: creatorPayouts, creatorName: creators.name, creatorPhone: creators.phone })
    .from(creatorPayouts)
    .innerJoin(creators, eq(creators.id, creatorPayouts.creatorId))
    .where(creatorId ? eq(creatorPayouts.creatorId, creatorId) : undefined)
    .orderBy(desc(creatorPayouts.createdAt))
    .limit(2000);

/** Payouts are written one at a time per creator: the creator row is locked while the sum is checked. */
export async function lockCreator(db: Db, creatorId: string) {
  const [row] = await db.select().from(creators).where(eq(creators.id, creatorId)).for('update');
  return row ?? null;
}

export async function insertPayout(db: Db, row: typeof creatorPayouts.$inferInsert) {
  const [created] = await db.insert(creatorPayouts).values(row).onConflictDoNothing().returning();
  return created ?? null;
}

/** A creator's uploads (every review status), newest first, with what viewers did. */
export const videosOf = (db: Db, userIds: string[]) =>
  userIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          id: videos.id,
          userId: videos.userId,
          title: videos.title,
          url: videos.url,
          thumbnailUrl: videos.thumbnailUrl,
          reviewStatus: videos.reviewStatus,
          reviewNote: videos.reviewNote,
          active: videos.active,
          views: videos.viewCount,
          bagAdds: videos.bagAddCount,
          createdAt: videos.createdAt,
        })
        .from(videos)
        .where(inArray(videos.userId, userIds))
        .orderBy(desc(videos.createdAt));

export async function setVideoReview(db: Db, id: string, status: 'approved' | 'rejected', note: string) {
  const [row] = await db
    .update(videos)
    .set({ reviewStatus: status, reviewNote: note || null })
    .where(eq(videos.id, id))
    .returning({ id: videos.id, userId: videos.userId, title: videos.title });
  return row ?? null;
}

export const allCreators = (db: Db) => db.select().from(creators).orderBy(creators.name);
