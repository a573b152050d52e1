// The window-open notices: one row per drop and recipient, made together with the recipient's bell
// notification (the unique row decides, so two server processes never notify one person twice), and
// its e-mail claimed a few at a time with SKIP LOCKED, tried again with a growing pause when it fails.
import type { DropAudience } from '@shop/domain/rules';
import { and, asc, eq, exists, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/database';
import { profiles, user } from '../accounts/accounts.tables';
import { earlyAccessSubscribers } from '../early-access/early-access.tables';
import { userPreferences } from '../notifications/notifications.tables';
import { products } from '../catalogue/catalogue.tables';
import { dropNotices, dropProducts, drops } from './drops.tables';

export const MAX_NOTICE_ATTEMPTS = 8;
const CLAIM_MS = 5 * 60_000;

export type NoticeRecord = typeof dropNotices.$inferSelect;
type Made = { user_id: string | null; email: string };

/** Drops not yet public whose earliest (vip) window has opened by `now`. */
export function dropsInEarlyAccess(db: Db, now: Date, earliestHours: number) {
  return db
    .select()
    .from(drops)
    .where(
      and(
        gt(drops.publicAccessStart, now),
        lte(drops.publicAccessStart, new Date(now.getTime() + earliestHours * 3600_000)),
      ),
    );
}

/** Drops that went public within `windowMs` before `now` and have a piece on sale. */
export function dropsNewlyPublic(db: Db, now: Date, windowMs: number) {
  return db
    .select()
    .from(drops)
    .where(
      and(
        lte(drops.publicAccessStart, now),
        gt(drops.publicAccessStart, new Date(now.getTime() - windowMs)),
        exists(
          db
            .select({ one: sql`1` })
            .from(dropProducts)
            .innerJoin(products, eq(products.id, dropProducts.productId))
            .where(and(eq(dropProducts.dropId, drops.id), eq(products.isActive, true))),
        ),
      ),
    );
}

/** Who hears of a drop: an early window's audience, or everyone ('public') when it goes public. */
export type NoticeAudience = DropAudience | 'public';

/**
 * Who an audience's notice is for: the accounts of that tier, members who are neither, or every
 * account once the drop is public; a customer who turned "new arrivals" off hears of no drop.
 */
function accountsOf(audience: NoticeAudience) {
  const wants = sql`not exists (select 1 from ${userPreferences} up where up.user_id = u.id and not up.new_arrivals)`;
  if (audience === 'public') return wants;
  if (audience === 'member')
    return sql`p.early_access_member and p.customer_tier not in ('premium', 'vip') and ${wants}`;
  return sql`p.customer_tier = ${audience} and ${wants}`;
}

/**
 * Makes the notice rows of one audience for a drop; answers the recipients that are new (a row that
 * exists already, from this audience or another, stays as it is).
 */
export async function makeNotices(db: Db, dropId: string, audience: NoticeAudience): Promise<Made[]> {
  const accounts = rowsOf<Made>(
    await db.execute(sql`
      insert into ${dropNotices} (drop_id, recipient, audience, user_id, email)
      select ${dropId}::uuid, 'u:' || u.id, ${audience}, u.id, lower(u.email)
      from ${user} u left join ${profiles} p on p.id = u.id
      where ${accountsOf(audience)}
      on conflict (drop_id, recipient) do nothing
      returning user_id, email`),
  );
  if (audience !== 'member') return accounts;
  // Members of the list without an account hear by e-mail only.
  const listed = rowsOf<Made>(
    await db.execute(sql`
      insert into ${dropNotices} (drop_id, recipient, audience, user_id, email)
      select ${dropId}::uuid, 'e:' || s.email, 'member', null, s.email
      from ${earlyAccessSubscribers} s
      where s.status = 'active' and s.user_id is null
        and not exists (select 1 from ${user} u where lower(u.email) = s.email)
      on conflict (drop_id, recipient) do nothing
      returning user_id, email`),
  );
  return [...accounts, ...listed];
}

/** Unsent e-mails, oldest first, claimed for a few minutes (no transaction stays open while sending). */
export async function claimNoticeMails(db: Db, now: Date, limit: number): Promise<NoticeRecord[]> {
  const due = db
    .select({ id: dropNotices.id })
    .from(dropNotices)
    .where(
      and(
        isNull(dropNotices.mailedAt),
        lt(dropNotices.attempts, MAX_NOTICE_ATTEMPTS),
        or(isNull(dropNotices.lockedUntil), lt(dropNotices.lockedUntil, now)),
      ),
    )
    .orderBy(asc(dropNotices.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(dropNotices)
    .set({ lockedUntil: new Date(now.getTime() + CLAIM_MS) })
    .where(inArray(dropNotices.id, due))
    .returning();
}

export async function markNoticeMailed(db: Db, id: string, now: Date) {
  await db
    .update(dropNotices)
    .set({ mailedAt: now, lockedUntil: null, lastError: null })
    .where(eq(dropNotices.id, id));
}

/** A failed send is tried again after a pause that grows with each attempt. */
export async function markNoticeFailed(db: Db, id: string, error: string, now: Date) {
  await db
    .update(dropNotices)
    .set({
      attempts: sql`${dropNotices.attempts} + 1`,
      lastError: error.slice(0, 500),
      lockedUntil: sql`${now.toISOString()}::timestamptz + interval '1 minute' * (${dropNotices.attempts} + 1)`,
    })
    .where(eq(dropNotices.id, id));
}

export function dropsByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(drops).where(inArray(drops.id, ids));
}
