// The owner's customer analytics, each panel one statement: the period summary (this period and the
// one before), sales over time, segment counts, the customer list (a page, or every row for the CSV),
// one customer's orders, and their notes and tags. Money is whole KES; days are Nairobi's.
import type { CustomerSegment, CustomerTier, SalesInterval } from '@shop/domain/rules';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/database';
import { orders } from '../orders/orders.tables';
import { profiles } from '../accounts/accounts.tables';
import { customerNotes, customerTags } from './customer-analytics.tables';
import {
  containing,
  countedOrders,
  countedOrdersOf,
  customerIdentity,
  customerStats,
  displayName,
  isCounted,
  orderValue,
  segmentCase,
} from './customer-sql.repo';

type Window = { start: Date; end: Date };
const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

export type SummaryRow = {
  window: 'current' | 'previous';
  customers: number;
  new_customers: number;
  repeat_customers: number;
  orders: number;
  revenue: number;
  lifetime_total: number;
  cancelled_orders: number;
  refunded_orders: number;
};

/**
 * Both windows at once. A window's customers bought (a counted order) in it; new ones had their first
 * counted order in it; repeat ones had two or more counted orders by its end; their lifetime total is
 * everything they spent by its end.
 */
export async function summaryRows(db: Db, current: Window, previous: Window) {
  // One pass over the counted orders, grouped by customer, with each window's figures side by side
  // (a join of windows and orders let the planner pick a nested loop on fresh data).
  const per = (w: Window, name: string) => sql`
    count(*) filter (where c.created_at >= ${at(w.start)} and c.created_at < ${at(w.end)})::int as ${sql.raw(`n_${name}`)},
    coalesce(sum(c.value) filter (where c.created_at >= ${at(w.start)} and c.created_at < ${at(w.end)}), 0)::int
      as ${sql.raw(`v_${name}`)},
    count(*) filter (where c.created_at < ${at(w.end)})::int as ${sql.raw(`n_upto_${name}`)},
    coalesce(sum(c.value) filter (where c.created_at < ${at(w.end)}), 0)::int as ${sql.raw(`v_upto_${name}`)}`;
  const bought = (w: Window, name: 'current' | 'previous') => {
    const n = sql.raw(`per.n_${name}`);
    return sql`
      select ${name} as window,
        count(*) filter (where ${n} > 0)::int as customers,
        count(*) filter (where ${n} > 0 and per.first_at >= ${at(w.start)})::int as new_customers,
        count(*) filter (where ${n} > 0 and ${sql.raw(`per.n_upto_${name}`)} >= 2)::int as repeat_customers,
        coalesce(sum(${n}), 0)::int as orders,
        coalesce(sum(${sql.raw(`per.v_${name}`)}), 0)::int as revenue,
        coalesce(sum(${sql.raw(`per.v_upto_${name}`)}) filter (where ${n} > 0), 0)::int as lifetime_total,
        (select count(*) from ${orders} o where o.created_at >= ${at(w.start)} and o.created_at < ${at(w.end)}
           and o.status = 'cancelled')::int as cancelled_orders,
        (select count(*) from ${orders} o where o.created_at >= ${at(w.start)} and o.created_at < ${at(w.end)}
           and o.status <> 'cancelled' and o.refund_status is not null)::int as refunded_orders
      from per`;
  };
  return rowsOf<SummaryRow>(
    await db.execute(sql`
      with ${countedOrders},
      per as (
        select c.key, min(c.created_at) as first_at, ${per(current, 'current')}, ${per(previous, 'previous')}
        from counted c group by c.key
      )
      ${bought(current, 'current')}
      union all
      ${bought(previous, 'previous')}`),
  );
}

export type SalesRow = {
  start: string;
  orders: number;
  revenue: number;
  cancelled_orders: number;
  cancelled_amount: number;
  refunded_orders: number;
  refunded_amount: number;
};

/**
 * Orders by Nairobi day, week (from Monday) or month since `since`: counted sales and their value
 * apart from cancelled orders and orders whose money is owed back or was refunded (their totals).
 */
export async function salesRows(db: Db, interval: SalesInterval, since: Date) {
  const bucket = sql`to_char(date_trunc(${interval}, (o.created_at at time zone 'UTC') + interval '3 hours'), 'YYYY-MM-DD')`;
  const refunded = sql`(o.status <> 'cancelled' and o.refund_status is not null)`;
  return rowsOf<SalesRow>(
    await db.execute(sql`
      select ${bucket} as start,
             count(*) filter (where ${isCounted})::int as orders,
             coalesce(sum(${orderValue}) filter (where ${isCounted}), 0)::int as revenue,
             count(*) filter (where o.status = 'cancelled')::int as cancelled_orders,
             coalesce(sum(o.total_amount) filter (where o.status = 'cancelled'), 0)::int as cancelled_amount,
             count(*) filter (where ${refunded})::int as refunded_orders,
             coalesce(sum(o.total_amount) filter (where ${refunded}), 0)::int as refunded_amount
      from ${orders} o
      where o.created_at >= ${at(since)}
      group by 1 order by 1`),
  );
}

export async function segmentCounts(db: Db, now: Date) {
  return rowsOf<{ segment: CustomerSegment; customers: number }>(
    await db.execute(sql`
      with ${countedOrders}, ${customerStats}
      select ${segmentCase(now)} as segment, count(*)::int as customers
      from stats s group by 1`),
  );
}

export type CustomerDbRow = {
  key: string;
  name: string;
  email: string | null;
  orders: number;
  spent: number;
  first_at: string | Date;
  last_at: string | Date;
  segment: CustomerSegment;
  tier: CustomerTier | null;
  tags: string[] | null;
  total: number;
};

export type CustomerFilter = {
  segment?: CustomerSegment;
  /** Free text: part of a phone, name, e-mail or tag. */
  q?: string;
  /** A phone the search normalised: that customer exactly. */
  phone?: string;
  /** Only this customer (their page): the other customers are never read. */
  only?: string;
  limit?: number;
  offset?: number;
};

/** Customers who bought, newest last order first, each with the number matching (for paging). */
export async function customerRows(db: Db, now: Date, filter: CustomerFilter) {
  return customerRowsAndTotal(db, now, filter).then((r) => r.rows);
}

const tagged = sql`tagged as (
  select phone_number as key, array_agg(tag order by lower(tag)) as tags
  from ${customerTags} group by phone_number
)`;

export async function customerRowsAndTotal(db: Db, now: Date, filter: CustomerFilter) {
  const page = filter.limit === undefined ? sql`` : sql`limit ${filter.limit} offset ${filter.offset ?? 0}`;
  const counted = filter.only ? countedOrdersOf(filter.only) : countedOrders;
  const bySegment = filter.segment ? sql`where segment = ${filter.segment}` : sql``;
  const named = (from: string) => sql`
    select s.key, ${displayName} as name, i.email, s.orders, s.spent, s.first_at, s.last_at, s.segment,
           p.customer_tier as tier, coalesce(t.tags, '{}') as tags
    from ${sql.raw(from)} s join ident i on i.key = s.key
    left join ${profiles} p on p.id = i.user_id
    left join tagged t on t.key = s.key`;
  const segmented = sql`segmented as (select s.*, ${segmentCase(now)} as segment from stats s)`;
  let query: SQL;
  if (filter.q) {
    // A search looks at names, e-mails and tags: every customer is named, then filtered.
    const like = containing(filter.q);
    const exact = filter.phone ? sql`key = ${filter.phone} or ` : sql``;
    query = sql`
      with ${counted}, ${customerStats}, ${segmented}, ${customerIdentity('segmented')}, ${tagged},
      filtered as (
        select * from (${named('segmented')}) r
        where (${exact}key ilike ${like} or name ilike ${like} or email ilike ${like}
          or exists (select 1 from unnest(tags) t where t ilike ${like}))
          ${filter.segment ? sql`and segment = ${filter.segment}` : sql``}
      ),
      shown as (select * from filtered order by last_at desc, key ${page})`;
  } else {
    // Without a search only the page's customers need their names.
    query = sql`
      with ${counted}, ${customerStats}, ${segmented},
      filtered as (select * from segmented ${bySegment}),
      paged as (select * from filtered order by last_at desc, key ${page}),
      ${customerIdentity('paged')}, ${tagged},
      shown as (${named('paged')})`;
  }
  const rows = rowsOf<CustomerDbRow>(
    await db.execute(sql`${query}
      -- One row even past the last page, so the total still comes back.
      select shown.*, (select count(*) from filtered)::int as total
      from (select 1) one left join shown on true
      order by shown.last_at desc, shown.key`),
  );
  return { rows: rows.filter((r) => r.key !== null), total: rows[0]?.total ?? 0 };
}

/** Every order of one phone number, newest first. */
export async function ordersOfPhone(db: Db, phone: string) {
  return db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      status: orders.status,
      fulfillmentStatus: orders.fulfillmentStatus,
      totalAmount: orders.totalAmount,
      refundStatus: orders.refundStatus,
      refundedAmount: orders.refundedAmount,
    })
    .from(orders)
    .where(eq(orders.phoneNumber, phone))
    .orderBy(sql`${orders.createdAt} desc`)
    .limit(200);
}

/** A customer's notes and tags in one statement, newest note first, tags by name. */
export async function remarksOf(db: Db, phone: string) {
  return rowsOf<{
    kind: 'note' | 'tag';
    id: string;
    text: string;
    created_by: string | null;
    created_at: Date | string;
  }>(
    await db.execute(sql`
      (select 'note' as kind, id, note as text, created_by, created_at from ${customerNotes}
        where phone_number = ${phone} order by created_at desc, id)
      union all
      (select 'tag' as kind, id, tag as text, created_by, created_at from ${customerTags}
        where phone_number = ${phone} order by lower(tag))`),
  );
}

type Author = { id: string; email: string };

export async function insertNote(db: Db, phone: string, note: string, by: Author) {
  const [row] = await db
    .insert(customerNotes)
    .values({ phoneNumber: phone, note, createdById: by.id, createdBy: by.email })
    .returning();
  return row!;
}

/** Adds a tag; answers null when the customer already has it (whatever its capitals). */
export async function insertTag(db: Db, phone: string, tag: string, by: Author) {
  const [row] = await db
    .insert(customerTags)
    .values({ phoneNumber: phone, tag, createdById: by.id, createdBy: by.email })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function deleteNote(db: Db, id: string) {
  const rows = await db
    .delete(customerNotes)
    .where(and(eq(customerNotes.id, id)))
    .returning({ id: customerNotes.id });
  return rows.length > 0;
}

export async function deleteTag(db: Db, id: string) {
  const rows = await db
    .delete(customerTags)
    .where(eq(customerTags.id, id))
    .returning({ id: customerTags.id });
  return rows.length > 0;
}
