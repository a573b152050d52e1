// The owner's chat analytics (/admin/chat-analytics): conversations per day, first-response time
// (median and p90) against each tier's promise, resolution time, conversations that led to an order,
// and the busiest hours — all from one fact row per conversation, so the numbers are testable here.
import { responseMinutes, SUPPORT_PROMISE_MINUTES } from '../support/chat';
import { CUSTOMER_TIERS, type CustomerTier } from '../tiers/tier';
import { eatClock, MINUTE_MS } from '../time/instant';
import { nairobiDay } from './periods';

export type ChatConversationFacts = {
  startedAt: Date;
  tier: CustomerTier;
  /** The customer's first message (null: the shop wrote first, or nothing was said). */
  firstCustomerAt: Date | null;
  /** The shop's first answer after it. */
  firstResponseAt: Date | null;
  closedAt: Date | null;
  /** The customer paid an order within CHAT_ORDER_WINDOW_DAYS of starting. */
  ledToOrder: boolean;
};

export type Spread = { count: number; median: number | null; p90: number | null };

export type TierChatFigures = {
  tier: CustomerTier;
  conversations: number;
  promiseMinutes: number | null;
  firstResponse: Spread;
  /** Answered conversations whose first answer kept the promise (null when no promise or none answered). */
  withinPromise: number | null;
  unanswered: number;
  ledToOrder: number;
};

export type ChatAnalytics = {
  perDay: { day: string; conversations: number }[];
  firstResponse: Spread;
  resolution: Spread;
  ledToOrder: { count: number; share: number | null };
  busiestHours: { hour: number; conversations: number }[];
  byTier: TierChatFigures[];
};

/** The q-quantile (0–1) of numbers by linear interpolation between closest ranks; null when empty. */
export function quantile(values: readonly number[], q: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(Math.max(q, 0), 1) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low);
}

const round1 = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

export function spread(values: readonly number[]): Spread {
  return { count: values.length, median: round1(quantile(values, 0.5)), p90: round1(quantile(values, 0.9)) };
}

const firstResponseOf = (f: ChatConversationFacts) =>
  f.firstCustomerAt && f.firstResponseAt && f.firstResponseAt >= f.firstCustomerAt
    ? responseMinutes(f.firstCustomerAt, f.firstResponseAt)
    : null;

/** Every figure of the chat analytics page, for the days listed (oldest first, Nairobi dates). */
export function chatAnalytics(
  facts: readonly ChatConversationFacts[],
  days: readonly string[],
): ChatAnalytics {
  const perDay = new Map(days.map((day) => [day, 0]));
  const hours = Array.from({ length: 24 }, () => 0);
  for (const f of facts) {
    const day = nairobiDay(f.startedAt);
    if (perDay.has(day)) perDay.set(day, perDay.get(day)! + 1);
    hours[eatClock(f.startedAt)!.hour]! += 1;
  }
  const responses = facts.map(firstResponseOf).filter((m): m is number => m !== null);
  const resolutions = facts
    .filter((f) => f.closedAt && f.closedAt >= f.startedAt)
    .map((f) => (f.closedAt!.getTime() - f.startedAt.getTime()) / MINUTE_MS);
  const led = facts.filter((f) => f.ledToOrder).length;

  const byTier = CUSTOMER_TIERS.map((tier): TierChatFigures => {
    const mine = facts.filter((f) => f.tier === tier);
    const answered = mine.map(firstResponseOf).filter((m): m is number => m !== null);
    const promise = SUPPORT_PROMISE_MINUTES[tier];
    return {
      tier,
      conversations: mine.length,
      promiseMinutes: promise,
      firstResponse: spread(answered),
      withinPromise:
        promise === null || answered.length === 0
          ? null
          : answered.filter((m) => m <= promise).length / answered.length,
      unanswered: mine.filter((f) => f.firstCustomerAt && !f.firstResponseAt).length,
      ledToOrder: mine.filter((f) => f.ledToOrder).length,
    };
  });

  return {
    perDay: [...perDay].map(([day, conversations]) => ({ day, conversations })),
    firstResponse: spread(responses),
    resolution: spread(resolutions),
    ledToOrder: { count: led, share: facts.length === 0 ? null : led / facts.length },
    busiestHours: hours.map((conversations, hour) => ({ hour, conversations })),
    byTier,
  };
}
