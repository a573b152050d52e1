// The owner's customer segments from recency, frequency and spend (RFM). A customer is one phone
// number; only orders that count as sales feed it (paid or fulfilled, nothing owed or given back:
// countsTowardTier), with part-refunds taken off the spend. The API asks the database the same
// questions with the same constants (customer-analytics.repo.ts), and tests hold the two together.

export const CUSTOMER_SEGMENTS = ['new', 'active', 'loyal', 'big_spenders', 'at_risk', 'lost'] as const;
export type CustomerSegment = (typeof CUSTOMER_SEGMENTS)[number];

export const SEGMENT_LABELS: Readonly<Record<CustomerSegment, string>> = {
  new: 'New',
  active: 'Active',
  loyal: 'Loyal',
  big_spenders: 'Big spenders',
  at_risk: 'At risk',
  lost: 'Lost',
};

const DAY_MS = 86_400_000;

/** The lines between segments; recency is measured from the last order to now, in whole milliseconds. */
export const SEGMENT_RULES = {
  /** First order at most this many days ago: new (unless already loyal or a big spender). */
  newWithinDays: 30,
  /** No order for more than this many days: at risk. */
  atRiskAfterDays: 90,
  /** No order for more than this many days: lost. */
  lostAfterDays: 180,
  /** This many orders or more (and recent): loyal. */
  loyalOrders: 3,
  /** This much spent (KES) or more (and recent): big spender — the premium tier's spend. */
  bigSpenderKes: 20_000,
} as const;

export interface SegmentInput {
  totalSpent: number;
  orderCount: number;
  lastOrderAt: Date;
  firstOrderAt: Date;
}

/**
 * A customer's one segment, the first that fits in this order: lost, at risk (recency first: a big
 * spender who stopped buying is someone to win back), big spenders, loyal, new, and otherwise active.
 */
export function segmentFor(customer: SegmentInput, now: Date): CustomerSegment {
  const sinceLast = now.getTime() - customer.lastOrderAt.getTime();
  if (sinceLast > SEGMENT_RULES.lostAfterDays * DAY_MS) return 'lost';
  if (sinceLast > SEGMENT_RULES.atRiskAfterDays * DAY_MS) return 'at_risk';
  if (customer.totalSpent >= SEGMENT_RULES.bigSpenderKes) return 'big_spenders';
  if (customer.orderCount >= SEGMENT_RULES.loyalOrders) return 'loyal';
  if (now.getTime() - customer.firstOrderAt.getTime() <= SEGMENT_RULES.newWithinDays * DAY_MS) return 'new';
  return 'active';
}

export function isCustomerSegment(value: unknown): value is CustomerSegment {
  return (CUSTOMER_SEGMENTS as readonly unknown[]).includes(value);
}

/**
 * The change from `previous` to `current` in whole percent (rounded half away from zero); null when
 * there was nothing before to compare with.
 */
export function changePercent(current: number, previous: number): number | null {
  if (!Number.isFinite(current) || !Number.isFinite(previous) || previous === 0) return null;
  const change = ((current - previous) / Math.abs(previous)) * 100;
  const rounded = Math.sign(change) * Math.round(Math.abs(change));
  return rounded === 0 ? 0 : rounded; // never -0
}
