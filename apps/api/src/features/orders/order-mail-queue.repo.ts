// The owner's view of the order e-mail queue (/admin/email-diagnostics): its rows, the unprocessed
// count (the spec's "count of unprocessed rows") and the retry that lifts a row's pause.
import { and, asc, count, desc, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { orderNotificationQueue as queue } from './orders.tables';

export const QUEUE_LIST_LIMIT = 100;

/** Unprocessed rows oldest first (the order they go out in), or every row newest first. */
export async function listQueue(db: Db, show: 'unprocessed' | 'all') {
  return db
    .select()
    .from(queue)
    .where(show === 'unprocessed' ? eq(queue.processed, false) : undefined)
    .orderBy(show === 'unprocessed' ? asc(queue.createdAt) : desc(queue.createdAt))
    .limit(QUEUE_LIST_LIMIT);
}

export async function countUnprocessed(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(queue).where(eq(queue.processed, false));
  return row?.n ?? 0;
}

/**
 * Lifts the pause of unprocessed rows (all, or the one `id` names) and starts their attempts over, so
 * the worker takes them on its next round. A row a worker claimed moments ago (no failure yet, claim
 * still running) is left alone: it is being sent right now. Answers the ids it lifted.
 */
export async function liftPauses(db: Db, now: Date, id?: string): Promise<string[]> {
  const rows = await db
    .update(queue)
    .set({ lockedUntil: null, attempts: 0 })
    .where(
      and(
        eq(queue.processed, false),
        id ? eq(queue.id, id) : undefined,
        or(isNull(queue.lockedUntil), lt(queue.lockedUntil, now), gt(queue.attempts, 0)),
      ),
    )
    .returning({ id: queue.id });
  return rows.map((r) => r.id);
}

export async function findQueueRows(db: Db, ids: string[]) {
  return ids.length === 0 ? [] : db.select().from(queue).where(inArray(queue.id, ids));
}
