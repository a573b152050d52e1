// Customers as the owner sees them: tier, totals and last order in one query per page; admin rights
// granted and revoked in admin_users (read on every request, so a change counts at once). Totals are
// recounted by accounts/customer-standing.service.
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { isValidKenyanPhone, normalisePhone } from '@shop/domain/rules';
import type { Db } from '../../db/database';
import { orders } from '../orders/orders.tables';
import { adminUsers, profiles, user } from './accounts.tables';
import type { UserSort } from '@shop/contracts';

export type UsersQuery = {
  q?: string;
  sort?: UserSort;
  tier?: 'regular' | 'premium' | 'vip';
  admins?: boolean;
  page: number;
  pageSize: number;
};

const lastOrderAt = sql<Date | null>`(select max(${orders.createdAt}) from ${orders} where ${orders.userId} = ${user.id})`;
const fullName = sql<string>`coalesce(${profiles.fullName}, ${user.name})`;
const totalSpent = sql<number>`coalesce(${profiles.totalSpent}, 0)`;
const totalOrders = sql<number>`coalesce(${profiles.totalOrders}, 0)`;

// The newest account breaks every tie, so paging never shows a customer twice.
const ORDER_BY: Record<UserSort, SQL[]> = {
  newest: [desc(user.createdAt), asc(user.id)],
  oldest: [asc(user.createdAt), asc(user.id)],
  name: [sql`lower(${fullName}) asc`, asc(user.id)],
  spent: [desc(totalSpent), desc(user.createdAt), asc(user.id)],
  orders: [desc(totalOrders), desc(user.createdAt), asc(user.id)],
  'last-order': [sql`${lastOrderAt} desc nulls last`, desc(user.createdAt), asc(user.id)],
};

/** A phone number typed in the search (07…, 7…, 254…, +254…, with spaces): the customer's own number
 *  or the number on any of their orders. */
function phoneMatch(text: string): SQL | undefined {
  if (!isValidKenyanPhone(text)) return undefined;
  const phone = normalisePhone(text);
  return or(
    eq(user.phoneNumber, phone),
    sql`exists (select 1 from ${orders} where ${orders.userId} = ${user.id} and ${orders.phoneNumber} = ${phone})`,
  );
}

function where(q: UsersQuery): SQL | undefined {
  const text = q.q ? `%${q.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : null;
  return and(
    text && q.q
      ? or(ilike(user.email, text), ilike(user.name, text), ilike(profiles.fullName, text), phoneMatch(q.q))
      : undefined,
    q.tier ? eq(profiles.customerTier, q.tier) : undefined,
    q.admins ? sql`${adminUsers.userId} is not null` : undefined,
  );
}

export async function listUsers(db: Db, q: UsersQuery) {
  const base = () =>
    db
      .select({
        id: user.id,
        email: user.email,
        name: fullName,
        createdAt: user.createdAt,
        tier: sql<string>`coalesce(${profiles.customerTier}, 'regular')`,
        totalSpent,
        totalOrders,
        isAdmin: sql<boolean>`${adminUsers.userId} is not null`,
        lastOrderAt,
      })
      .from(user)
      .leftJoin(profiles, eq(profiles.id, user.id))
      .leftJoin(adminUsers, eq(adminUsers.userId, user.id));
  const [rows, [total]] = await Promise.all([
    base()
      .where(where(q))
      .orderBy(...ORDER_BY[q.sort ?? 'newest'])
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({ n: count() })
      .from(user)
      .leftJoin(profiles, eq(profiles.id, user.id))
      .leftJoin(adminUsers, eq(adminUsers.userId, user.id))
      .where(where(q)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function userExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.id, id));
  return !!row;
}

export async function grantAdmin(db: Db, userId: string) {
  await db.insert(adminUsers).values({ userId }).onConflictDoNothing();
}

/** Revokes admin rights unless that would leave the shop without an admin; false when refused. */
export async function revokeAdmin(db: Db, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Serialises revocations, so two admins removing each other cannot leave none.
    await tx.execute(sql`lock table ${adminUsers} in share row exclusive mode`);
    const [row] = await tx.select({ n: count() }).from(adminUsers);
    const isOne = (await tx.select().from(adminUsers).where(eq(adminUsers.userId, userId))).length > 0;
    if (!isOne) return true;
    if ((row?.n ?? 0) <= 1) return false;
    await tx.delete(adminUsers).where(eq(adminUsers.userId, userId));
    return true;
  });
}
