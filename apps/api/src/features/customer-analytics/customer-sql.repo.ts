// The SQL pieces every customer-analytics query shares, so each panel asks the same questions:
// which orders count as sales, who their customer is, and the segment rule of @shop/domain in SQL.
import { SEGMENT_RULES, TIER_COUNTED_ORDER_STATUSES } from '@shop/domain/rules';
import { sql, type SQL } from 'drizzle-orm';
import { orders } from '../orders/orders.tables';

const DAY_MS = 86_400_000;
const statuses = sql.raw(TIER_COUNTED_ORDER_STATUSES.map((s) => `'${s}'`).join(', '));

/**
 * A customer is their M-Pesa number (+254…); an account that only ever paid by card is known by its
 * account instead, so its sales still count. Every order has one of the two (guests need a phone).
 */
export const customerKey = sql`coalesce(o.phone_number, 'account:' || o.user_id)`;

/** Sales that count (the domain's countsTowardTier): paid or fulfilled, nothing owed or given back. */
export const isCounted = sql`(o.status in (${statuses}) and o.refund_status is null)`;

/** What a counted order brought in: its total less any part refunded. */
export const orderValue = sql`greatest(o.total_amount - o.refunded_amount, 0)`;

/** Orders that count, with their customer and value: the CTE the other queries start from. */
export const countedOrders = sql`counted as (
  select o.id, ${customerKey} as key, o.created_at, ${orderValue} as value
  from ${orders} o
  where ${isCounted} and (o.phone_number is not null or o.user_id is not null)
)`;

/** The same, for one customer only (their page). */
export const countedOrdersOf = (key: string) => sql`counted as (
  select o.id, ${customerKey} as key, o.created_at, ${orderValue} as value
  from ${orders} o
  where ${isCounted} and o.phone_number = ${key}
)`;

/** Per customer (from `counted`): orders, spend, first and last order. */
export const customerStats = sql`stats as (
  select key, count(*)::int as orders, sum(value)::int as spent,
         min(created_at) as first_at, max(created_at) as last_at
  from counted group by key
)`;

const before = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();

/** segmentFor (packages/domain/src/analytics/segments.ts) over a `stats` row, as a CASE. */
export function segmentCase(now: Date): SQL {
  const r = SEGMENT_RULES;
  return sql`case
    when s.last_at < ${before(now, r.lostAfterDays)}::timestamptz then 'lost'
    when s.last_at < ${before(now, r.atRiskAfterDays)}::timestamptz then 'at_risk'
    when s.spent >= ${r.bigSpenderKes} then 'big_spenders'
    when s.orders >= ${r.loyalOrders} then 'loyal'
    when s.first_at >= ${before(now, r.newWithinDays)}::timestamptz then 'new'
    else 'active' end`;
}

const clean = (column: string) => sql.raw(`nullif(trim(${column}), '')`);
const newestWhere = (value: SQL, where: SQL) =>
  sql`(array_agg(${value} order by o.created_at desc) filter (where ${where}))[1]`;

/**
 * Per customer, over all their orders newest first: the spec's display-name sources (delivery name
 * unless 'Guest', user_name unless it starts with Guest, then e-mail) and their latest account; for
 * the customers of the CTE `keysFrom` only.
 */
export const customerIdentity = (keysFrom: 'segmented' | 'paged') => sql`ident as (
  select ${customerKey} as key,
    ${newestWhere(clean("o.delivery_info->>'name'"), sql`${clean("o.delivery_info->>'name'")} <> 'Guest'`)} as delivery_name,
    ${newestWhere(clean('o.user_name'), sql`${clean('o.user_name')} not like 'Guest%'`)} as user_name,
    ${newestWhere(clean('o.user_email'), sql`${clean('o.user_email')} is not null`)} as email,
    ${newestWhere(sql`o.user_id`, sql`o.user_id is not null`)} as user_id
  from ${orders} o
  where ${customerKey} in (select key from ${sql.raw(keysFrom)})
  group by 1
)`;

/** The display name from `ident` (i) and the customer's key (s): the spec's order, as SQL. */
export const displayName = sql`coalesce(i.delivery_name, i.user_name,
  case when s.key like '+%' then s.key end, i.email, 'Anonymous Customer')`;

/** A LIKE pattern matching `text` anywhere, with its own % and _ taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
