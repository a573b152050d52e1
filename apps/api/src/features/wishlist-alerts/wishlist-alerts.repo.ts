// The queries of wishlist alerts and reminders: recording the owner's changes with an alert row per
// wishlisting customer, finding customers whose batch or reminder is due, locking a customer's state
// row with SKIP LOCKED while their batch is made, and claiming the e-mails a few at a time.
import type { ProductChange, SizeStock, Viewer } from '@shop/domain/rules';
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { user } from '../accounts/accounts.tables';
import { products, productVariants } from '../catalogue/catalogue.tables';
import { qualified, visibleTo } from '../catalogue/product-access.repo';
import { userPreferences } from '../notifications/notifications.tables';
import { wishlist } from '../wishlist/wishlist.tables';
import {
  productChanges,
  wishlistAlerts,
  wishlistMails,
  wishlistMailState,
  type WishlistMailLine,
} from './wishlist-alerts.tables';

export const MAX_MAIL_ATTEMPTS = 8;
const CLAIM_MS = 5 * 60_000;

export type WishlistMailRecord = typeof wishlistMails.$inferSelect;

/** Records the changes and one pending alert per customer who has the piece on their wishlist. */
export async function recordChanges(db: Db, productId: string, changes: ProductChange[]) {
  if (changes.length === 0) return;
  const rows = await db
    .insert(productChanges)
    .values(
      changes.map((c) =>
        c.kind === 'price_drop'
          ? { productId, kind: c.kind, oldPrice: c.oldPrice, newPrice: c.newPrice }
          : { productId, kind: c.kind, size: c.size },
      ),
    )
    .returning({ id: productChanges.id });
  await db.execute(sql`
    insert into ${wishlistAlerts} (change_id, user_id)
    select c.id, w.user_id from ${wishlist} w
    cross join unnest(${`{${rows.map((r) => r.id).join(',')}}`}::uuid[]) as c(id)
    where w.product_id = ${productId}
    on conflict (user_id, change_id) do nothing`);
}

/** Customers with pending alerts whose batch may go by the hour rule (the service checks again). */
export async function customersWithDueAlerts(db: Db, gatheredBefore: Date, sentBefore: Date, limit: number) {
  const rows = await db
    .select({ userId: wishlistAlerts.userId })
    .from(wishlistAlerts)
    .leftJoin(wishlistMailState, eq(wishlistMailState.userId, wishlistAlerts.userId))
    .where(
      and(
        eq(wishlistAlerts.status, 'pending'),
        or(isNull(wishlistMailState.alertsSentAt), lte(wishlistMailState.alertsSentAt, sentBefore)),
      ),
    )
    .groupBy(wishlistAlerts.userId)
    .having(sql`min(${wishlistAlerts.createdAt}) <= ${gatheredBefore.toISOString()}::timestamptz`)
    .limit(limit);
  return rows.map((r) => r.userId);
}

/**
 * The customer's state row, locked until the transaction ends; null while another process holds it
 * (that process is sending this customer's batch: this one leaves them be).
 */
export async function lockMailState(db: Db, userId: string) {
  await db.insert(wishlistMailState).values({ userId }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(wishlistMailState)
    .where(eq(wishlistMailState.userId, userId))
    .for('update', { skipLocked: true });
  return row ?? null;
}

export async function setMailState(
  db: Db,
  userId: string,
  values: { alertsSentAt?: Date; remindedAt?: Date },
) {
  await db.update(wishlistMailState).set(values).where(eq(wishlistMailState.userId, userId));
}

/** The customer's pending alerts with their changes, oldest first. */
export function pendingAlerts(db: Db, userId: string) {
  return db
    .select({
      id: wishlistAlerts.id,
      createdAt: wishlistAlerts.createdAt,
      productId: productChanges.productId,
      kind: productChanges.kind,
      oldPrice: productChanges.oldPrice,
      newPrice: productChanges.newPrice,
      size: productChanges.size,
    })
    .from(wishlistAlerts)
    .innerJoin(productChanges, eq(productChanges.id, wishlistAlerts.changeId))
    .where(and(eq(wishlistAlerts.userId, userId), eq(wishlistAlerts.status, 'pending')))
    .orderBy(asc(wishlistAlerts.createdAt), asc(productChanges.createdAt));
}

export async function settleAlerts(
  db: Db,
  ids: string[],
  status: 'sent' | 'closed',
  now: Date,
  mailId: string | null,
) {
  if (ids.length === 0) return;
  await db
    .update(wishlistAlerts)
    .set({ status, closedAt: now, mailId })
    .where(inArray(wishlistAlerts.id, ids));
}

export type Piece = { id: string; name: string; slug: string; price: number; stock: SizeStock };

/** The given products as they are now, with their counts by size; only those the viewer may see. */
export async function piecesNow(db: Db, ids: string[], viewer: Viewer, now: Date): Promise<Piece[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      price: products.price,
      stock: sql<SizeStock>`coalesce((select jsonb_object_agg(s.size, s.n) from (
        select coalesce(v.size, '') as size, sum(v.stock)::int as n from ${productVariants} v
        where v.product_id = ${qualified(products.id)} group by 1) s), '{}'::jsonb)`,
    })
    .from(products)
    .where(and(inArray(products.id, ids), visibleTo(viewer, now)));
}

/** Products on the customer's wishlist saved before `savedBefore`. */
export async function wishlistedIds(db: Db, userId: string, savedBefore: Date) {
  const rows = await db
    .select({ id: wishlist.productId })
    .from(wishlist)
    .where(and(eq(wishlist.userId, userId), lte(wishlist.createdAt, savedBefore)))
    .orderBy(asc(wishlist.createdAt));
  return rows.map((r) => r.id);
}

/**
 * Customers a reminder may be due for: reminders on, no reminder since `remindedBefore`, and a piece
 * saved before `savedBefore` that is on sale with stock (the service checks what they may see).
 */
export async function customersDueReminder(db: Db, savedBefore: Date, remindedBefore: Date, limit: number) {
  const rows = await db.execute(sql`
    select distinct w.user_id from ${wishlist} w
    join ${products} p on p.id = w.product_id and p.is_active and p.stock > 0
    left join ${wishlistMailState} s on s.user_id = w.user_id
    where w.created_at <= ${savedBefore.toISOString()}::timestamptz
      and (s.reminded_at is null or s.reminded_at <= ${remindedBefore.toISOString()}::timestamptz)
      and not exists (select 1 from ${userPreferences} up where up.user_id = w.user_id and not up.wishlist_reminders)
    limit ${limit}`);
  return (rows as unknown as { rows: { user_id: string }[] }).rows.map((r) => r.user_id);
}

export async function emailOf(db: Db, userId: string) {
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  return row?.email.toLowerCase() ?? null;
}

export async function insertWishlistMail(
  db: Db,
  values: {
    userId: string;
    kind: 'wishlist_alert' | 'wishlist_reminder';
    email: string;
    lines: WishlistMailLine[];
  },
) {
  const [row] = await db.insert(wishlistMails).values(values).returning({ id: wishlistMails.id });
  return row!.id;
}

/** Unsent e-mails, oldest first, claimed for a few minutes (no transaction stays open while sending). */
export async function claimWishlistMails(db: Db, now: Date, limit: number): Promise<WishlistMailRecord[]> {
  const due = db
    .select({ id: wishlistMails.id })
    .from(wishlistMails)
    .where(
      and(
        isNull(wishlistMails.mailedAt),
        lt(wishlistMails.attempts, MAX_MAIL_ATTEMPTS),
        or(isNull(wishlistMails.lockedUntil), lt(wishlistMails.lockedUntil, now)),
      ),
    )
    .orderBy(asc(wishlistMails.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(wishlistMails)
    .set({ lockedUntil: new Date(now.getTime() + CLAIM_MS) })
    .where(inArray(wishlistMails.id, due))
    .returning();
}

export async function markWishlistMailed(db: Db, id: string, now: Date) {
  await db
    .update(wishlistMails)
    .set({ mailedAt: now, lockedUntil: null, lastError: null })
    .where(eq(wishlistMails.id, id));
}

/** A failed send is tried again after a pause that grows with each attempt. */
export async function markWishlistMailFailed(db: Db, id: string, error: string, now: Date) {
  await db
    .update(wishlistMails)
    .set({
      attempts: sql`${wishlistMails.attempts} + 1`,
      lastError: error.slice(0, 500),
      lockedUntil: sql`${now.toISOString()}::timestamptz + interval '1 minute' * (${wishlistMails.attempts} + 1)`,
    })
    .where(eq(wishlistMails.id, id));
}
