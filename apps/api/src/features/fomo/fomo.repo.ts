// The toast's reads and the owner's writes. A recent purchase is a real order, paid (or fulfilled
// since), not cancelled and owing or given no refund, made in the window; one line names it (the
// dearest piece, a bundle only when the order has no single piece).
import { DEFAULT_FOMO_SETTINGS, type FomoSettings } from '@shop/domain/rules';
import { eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/database';
import { orderItems, orders } from '../orders/orders.tables';
import { fomoHiddenOrders, fomoSettings } from './fomo.tables';

/** A recent paid order as the toast could show it, before the name and area rules are applied. */
export type RecentPurchaseRow = {
  order_id: string;
  purchased_ms: number;
  consented: boolean;
  user_name: string | null;
  delivery_name: string | null;
  delivery_location: string | null;
  product_id: string | null;
  product_name: string;
  hidden: boolean;
};

type SettingsRow = { enabled: boolean; delay_seconds: number; interval_seconds: number };

// The settings, with the defaults when the owner never saved any.
const settingsSql = sql`
  select coalesce(s.enabled, ${DEFAULT_FOMO_SETTINGS.enabled}) as enabled,
         coalesce(s.delay_seconds, ${DEFAULT_FOMO_SETTINGS.delay_seconds}::int) as delay_seconds,
         coalesce(s.interval_seconds, ${DEFAULT_FOMO_SETTINGS.interval_seconds}::int) as interval_seconds
  from (select 1) one left join ${fomoSettings} s on s.id = 1`;

/** The orders of the window, newest first: hidden ones left out (the toast) or marked (the owner). */
function recentSql(since: Date, limit: number, withHidden: boolean) {
  return sql`
    select o.id as order_id,
           (extract(epoch from o.created_at) * 1000)::float8 as purchased_ms,
           o.show_in_recent_purchases as consented,
           o.user_name,
           o.delivery_info->>'name' as delivery_name,
           o.delivery_info->>'location' as delivery_location,
           i.product_id,
           i.name as product_name,
           (h.order_id is not null) as hidden
    from ${orders} o
    join lateral (
      select oi.product_id, oi.name from ${orderItems} oi
      where oi.order_id = o.id
      order by (oi.product_id is null), oi.price desc, oi.id
      limit 1
    ) i on true
    left join ${fomoHiddenOrders} h on h.order_id = o.id
    where o.status in ('paid', 'fulfilled')
      and o.refund_status is null
      and o.created_at > ${since.toISOString()}::timestamptz
      ${withHidden ? sql`` : sql`and h.order_id is null`}
    order by o.created_at desc, o.id
    limit ${limit}`;
}

/**
 * The toast's whole read in one statement: the settings and, when switched on, the newest entries not
 * hidden. A settings row comes back with no entry columns when there is nothing to show.
 */
export async function readToast(db: Db, since: Date, limit: number) {
  const rows = rowsOf<SettingsRow & Partial<RecentPurchaseRow>>(
    await db.execute(sql`
      with settings as (${settingsSql})
      select settings.*, recent.* from settings
      left join lateral (${recentSql(since, limit, false)}) recent on settings.enabled
      order by recent.purchased_ms desc nulls last`),
  );
  const first = rows[0];
  const settings: FomoSettings = first
    ? { enabled: first.enabled, delay_seconds: first.delay_seconds, interval_seconds: first.interval_seconds }
    : DEFAULT_FOMO_SETTINGS;
  const entries = rows.filter((r): r is SettingsRow & RecentPurchaseRow => r.order_id != null);
  return { settings, entries };
}

export async function readSettings(db: Db): Promise<FomoSettings & { updated_at: string | null }> {
  const [row] = await db.select().from(fomoSettings).where(eq(fomoSettings.id, 1));
  if (!row) return { ...DEFAULT_FOMO_SETTINGS, updated_at: null };
  return {
    enabled: row.enabled,
    delay_seconds: row.delaySeconds,
    interval_seconds: row.intervalSeconds,
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function writeSettings(db: Db, settings: FomoSettings, now: Date) {
  const values = {
    enabled: settings.enabled,
    delaySeconds: settings.delay_seconds,
    intervalSeconds: settings.interval_seconds,
    updatedAt: now,
  };
  await db
    .insert(fomoSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: fomoSettings.id, set: values });
}

/** The window's orders for the owner (hidden ones marked) and how many buyers gave no consent. */
export async function readOwnerList(db: Db, since: Date, limit: number) {
  const entries = rowsOf<RecentPurchaseRow>(await db.execute(recentSql(since, limit, true)));
  const [count] = rowsOf<{ n: number }>(
    await db.execute(sql`
      select count(*)::int as n from ${orders} o
      where o.status in ('paid', 'fulfilled') and o.refund_status is null
        and o.created_at > ${since.toISOString()}::timestamptz
        and not o.show_in_recent_purchases`),
  );
  return { entries, optOutCount: count?.n ?? 0 };
}

/** Hides an order from the toast; answers false when there is no such order. */
export async function hideOrder(db: Db, orderId: string, adminId: string | null): Promise<boolean> {
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  if (!order) return false;
  await db.insert(fomoHiddenOrders).values({ orderId, hiddenBy: adminId }).onConflictDoNothing();
  return true;
}

export async function unhideOrder(db: Db, orderId: string): Promise<boolean> {
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  if (!order) return false;
  await db.delete(fomoHiddenOrders).where(eq(fomoHiddenOrders.orderId, orderId));
  return true;
}
