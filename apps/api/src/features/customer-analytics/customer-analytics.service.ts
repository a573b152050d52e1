// The steps of the owner's customer analytics: each panel is one repo statement; this file turns
// rows into answers (the change against the previous period, empty chart buckets, ISO moments) and
// refuses what cannot be done with a clear 4xx.
import {
  type AnalyticsPeriod,
  bucketsSince,
  changePercent,
  CUSTOMER_SEGMENTS,
  checkKenyanPhone,
  eatDateTime,
  periodWindows,
  type SalesInterval,
  salesBuckets,
  SEGMENT_LABELS,
} from '@shop/domain/rules';
import type {
  AnalyticsFigure,
  AnalyticsSummary,
  CustomerListQuery,
  CustomerRemark,
  CustomerRow,
  SalesBucket,
} from '@shop/contracts';
import type { AppDeps } from '../../app-deps';
import { replicaReads } from '../../db/database';
import { HttpError } from '../../lib/errors';
import { toCsv } from '../../lib/csv';
import type { ViewerUser } from '../accounts/accounts.service';
import {
  customerRows,
  customerRowsAndTotal,
  type CustomerDbRow,
  type CustomerFilter,
  deleteNote,
  deleteTag,
  insertNote,
  insertTag,
  ordersOfPhone,
  remarksOf,
  salesRows,
  segmentCounts,
  summaryRows,
  type SummaryRow,
} from './customer-analytics.repo';

type Deps = Pick<AppDeps, 'database'>;

const iso = (value: string | Date) => new Date(value).toISOString();
const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

function figures(row: SummaryRow | undefined) {
  const r = row ?? ({} as Partial<SummaryRow>);
  const customers = r.customers ?? 0;
  const orders = r.orders ?? 0;
  return {
    customers,
    new_customers: r.new_customers ?? 0,
    // One decimal of a percent.
    repeat_rate: Math.round(ratio(r.repeat_customers ?? 0, customers) * 1000) / 10,
    average_order_value: Math.round(ratio(r.revenue ?? 0, orders)),
    lifetime_value: Math.round(ratio(r.lifetime_total ?? 0, customers)),
    revenue: r.revenue ?? 0,
    orders,
    cancelled_orders: r.cancelled_orders ?? 0,
    refunded_orders: r.refunded_orders ?? 0,
  };
}

export async function summary({ database }: Deps, period: AnalyticsPeriod, now = new Date()) {
  const { current, previous } = periodWindows(period, now);
  const rows = await summaryRows(replicaReads(database).db, current, previous);
  const now_ = figures(rows.find((r) => r.window === 'current'));
  const before = figures(rows.find((r) => r.window === 'previous'));
  const figure = (key: keyof typeof now_): AnalyticsFigure => ({
    current: now_[key],
    previous: before[key],
    change_percent: changePercent(now_[key], before[key]),
  });
  const answer: AnalyticsSummary = {
    period,
    customers: figure('customers'),
    new_customers: figure('new_customers'),
    repeat_rate: figure('repeat_rate'),
    average_order_value: figure('average_order_value'),
    lifetime_value: figure('lifetime_value'),
    revenue: figure('revenue'),
    orders: figure('orders'),
    cancelled_orders: figure('cancelled_orders'),
    refunded_orders: figure('refunded_orders'),
  };
  return answer;
}

export async function salesOverTime({ database }: Deps, interval: SalesInterval, now = new Date()) {
  const buckets = salesBuckets(interval, now);
  const rows = await salesRows(replicaReads(database).db, interval, bucketsSince(buckets));
  const byStart = new Map(rows.map((r) => [r.start, r]));
  // Every bucket, with zeros where nothing was sold, so the chart's axis is even.
  const series: SalesBucket[] = buckets.map((start) => ({
    start,
    orders: 0,
    revenue: 0,
    cancelled_orders: 0,
    cancelled_amount: 0,
    refunded_orders: 0,
    refunded_amount: 0,
    ...byStart.get(start),
  }));
  return { interval, series };
}

export async function segments({ database }: Deps, now = new Date()) {
  const rows = await segmentCounts(replicaReads(database).db, now);
  const counts = new Map(rows.map((r) => [r.segment, r.customers]));
  return {
    segments: CUSTOMER_SEGMENTS.map((segment) => ({
      segment,
      label: SEGMENT_LABELS[segment],
      customers: counts.get(segment) ?? 0,
    })),
  };
}

function customerRow(row: CustomerDbRow): CustomerRow {
  return {
    phone: row.key.startsWith('+') ? row.key : null,
    name: row.name,
    email: row.email,
    orders: row.orders,
    spent: row.spent,
    first_order_at: iso(row.first_at),
    last_order_at: iso(row.last_at),
    segment: row.segment,
    tier: row.tier,
    tags: row.tags ?? [],
  };
}

function filterOf(query: Pick<CustomerListQuery, 'segment' | 'q'>): CustomerFilter {
  const q = query.q?.trim() || undefined;
  const phone = q ? checkKenyanPhone(q) : null;
  return { segment: query.segment, q, ...(phone?.ok && { phone: phone.phone }) };
}

export async function customerList({ database }: Deps, query: CustomerListQuery, now = new Date()) {
  const { rows, total } = await customerRowsAndTotal(replicaReads(database).db, now, {
    ...filterOf(query),
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  return {
    customers: rows.map(customerRow),
    total,
    page: query.page,
    page_size: query.page_size,
  };
}

export const CUSTOMER_CSV_HEADER = [
  'Customer',
  'Phone',
  'E-mail',
  'Orders',
  'Spent (KES)',
  'First order (Nairobi)',
  'Last order (Nairobi)',
  'Segment',
  'Tier',
  'Tags',
] as const;

export async function customersCsv(
  { database }: Deps,
  query: Pick<CustomerListQuery, 'segment' | 'q'>,
  now = new Date(),
) {
  const rows = (await customerRows(replicaReads(database).db, now, filterOf(query))).map(customerRow);
  return toCsv(
    CUSTOMER_CSV_HEADER,
    rows.map((c) => [
      c.name,
      c.phone,
      c.email,
      c.orders,
      c.spent,
      eatDateTime(new Date(c.first_order_at)),
      eatDateTime(new Date(c.last_order_at)),
      SEGMENT_LABELS[c.segment],
      c.tier,
      c.tags.join('; '),
    ]),
  );
}

const remark = (r: {
  id: string;
  text: string;
  created_by: string | null;
  created_at: Date | string;
}): CustomerRemark => ({
  id: r.id,
  text: r.text,
  created_by: r.created_by,
  created_at: iso(r.created_at),
});

/** A customer's page: their figures (null when they never bought), orders, notes and tags. */
export async function customerPage({ database }: Deps, phone: string, now = new Date()) {
  const [rows, orderList, remarks] = await Promise.all([
    customerRows(replicaReads(database).db, now, { only: phone }),
    ordersOfPhone(replicaReads(database).db, phone),
    // The owner's own notes and tags, from the primary: one just added shows at once.
    remarksOf(database.db, phone),
  ]);
  const row = rows.find((r) => r.key === phone);
  const notes = remarks.filter((r) => r.kind === 'note').map(remark);
  notes.sort((a, b) => b.created_at.localeCompare(a.created_at));
  return {
    phone,
    customer: row ? customerRow(row) : null,
    orders: orderList.map((o) => ({
      id: o.id,
      created_at: o.createdAt.toISOString(),
      status: o.status,
      fulfillment_status: o.fulfillmentStatus,
      total_amount: o.totalAmount,
      refund_status: o.refundStatus,
      refunded_amount: o.refundedAmount,
    })),
    notes,
    tags: remarks.filter((r) => r.kind === 'tag').map(remark),
  };
}

const author = (admin: ViewerUser) => ({ id: admin.id, email: admin.email });

export async function addNote({ database }: Deps, admin: ViewerUser, phone: string, note: string) {
  const row = await insertNote(database.db, phone, note, author(admin));
  return remark({ id: row.id, text: row.note, created_by: row.createdBy, created_at: row.createdAt });
}

export async function addTag({ database }: Deps, admin: ViewerUser, phone: string, tag: string) {
  const row = await insertTag(database.db, phone, tag, author(admin));
  if (!row) throw new HttpError(409, 'tag_exists', `This customer is already tagged “${tag}”.`);
  return remark({ id: row.id, text: row.tag, created_by: row.createdBy, created_at: row.createdAt });
}

export async function removeNote({ database }: Deps, id: string) {
  if (!(await deleteNote(database.db, id)))
    throw new HttpError(404, 'not_found', 'This note was already deleted.');
  return { deleted: true };
}

export async function removeTag({ database }: Deps, id: string) {
  if (!(await deleteTag(database.db, id)))
    throw new HttpError(404, 'not_found', 'This tag was already removed.');
  return { deleted: true };
}
