// Support chat rules (catalogue spec §9): when a person answers (Monday–Saturday, 9 AM–6 PM EAT), what
// each tier is promised (vip 2 minutes, premium 5), when that promise falls due, how a conversation's
// status follows its messages, and how a message's text is shown (links as text links, never HTML).
import { SUPPORT_HOURS } from '../shipping/policies';
import type { CustomerTier } from '../tiers/tier';
import { eatClock, HOUR_MS, MINUTE_MS, toEpochMs, type Instant } from '../time/instant';

/** waiting: the customer's last word has no answer yet; open: the shop answered; closed: done. */
export const CHAT_STATUSES = ['waiting', 'open', 'closed'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];
export type ChatSender = 'customer' | 'shop';

/** Longest message, in characters. */
export const CHAT_MESSAGE_MAX = 1000;
/** Largest photo a shopper may send. */
export const CHAT_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** Messages one person may send per minute (customers and the shop alike). */
export const CHAT_MESSAGES_PER_MINUTE = 20;
/** A typing indicator lasts this long unless renewed. */
export const CHAT_TYPING_MS = 5_000;
/** A conversation "led to an order" when the customer pays one within this many days of starting it. */
export const CHAT_ORDER_WINDOW_DAYS = 7;

export const CHAT_OFFLINE_MESSAGE = "We're offline — we reply from 9 AM EAT";

/** The response each tier is promised, in minutes of support hours; regular has no promise. */
export const SUPPORT_PROMISE_MINUTES: Readonly<Record<CustomerTier, number | null>> = {
  vip: 2,
  premium: 5,
  regular: null,
};

const EAT_OFFSET_MS = 3 * HOUR_MS;

/** Whether a person is at the shop's chat at this moment. */
export function isSupportOpen(at: Instant): boolean {
  const clock = eatClock(at);
  if (!clock) return false;
  return (
    (SUPPORT_HOURS.weekdays as readonly number[]).includes(clock.weekday) &&
    clock.hour >= SUPPORT_HOURS.openHour &&
    clock.hour < SUPPORT_HOURS.closeHour
  );
}

/** The moment support next opens at or after `at` (`at` itself when open). */
export function nextSupportOpening(at: Instant): Date {
  const ms = toEpochMs(at) ?? Date.now();
  if (isSupportOpen(ms)) return new Date(ms);
  // Midnight EAT of `at`'s day, then each day's opening hour until one is a working day still ahead.
  const eatMidnight = Math.floor((ms + EAT_OFFSET_MS) / (24 * HOUR_MS)) * 24 * HOUR_MS - EAT_OFFSET_MS;
  for (let day = 0; day < 8; day++) {
    const opening = eatMidnight + day * 24 * HOUR_MS + SUPPORT_HOURS.openHour * HOUR_MS;
    if (opening >= ms && isSupportOpen(opening)) return new Date(opening);
  }
  /* c8 ignore next */
  throw new Error('support hours have no working day');
}

/**
 * When the shop must have answered a customer waiting since `waitingSince`: the tier's promise counted
 * from then, or from the next opening when they wrote outside support hours. Null: no promise.
 */
export function responseDueAt(tier: CustomerTier, waitingSince: Instant): Date | null {
  const minutes = SUPPORT_PROMISE_MINUTES[tier];
  if (minutes === null) return null;
  return new Date(nextSupportOpening(waitingSince).getTime() + minutes * MINUTE_MS);
}

/**
 * Minutes the customer waited for the first answer, counted as the promise counts them: from their
 * message, or from the next opening when they wrote while support was closed (never below 0).
 */
export function responseMinutes(askedAt: Instant, answeredAt: Instant): number {
  const answered = toEpochMs(answeredAt) ?? 0;
  const start = nextSupportOpening(askedAt).getTime();
  return Math.max(0, (answered - start) / MINUTE_MS);
}

/** A conversation's status after a message: the customer's word waits for an answer, the shop's answers. */
export const chatStatusAfter = (sender: ChatSender): ChatStatus =>
  sender === 'customer' ? 'waiting' : 'open';

export type ChatTextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// http(s) addresses and bare www. ones, up to whitespace; closing punctuation after them stays text.
const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi;
const TRAILING = /[.,!?;:)\]}'’]+$/;

/** A message's text in parts, links apart, for rendering as text and text links (never as HTML). */
export function chatTextParts(body: string): ChatTextPart[] {
  const parts: ChatTextPart[] = [];
  let at = 0;
  for (const match of body.matchAll(LINK)) {
    const raw = match[0];
    const link = raw.replace(TRAILING, '');
    const start = match.index;
    if (start > at) parts.push({ kind: 'text', text: body.slice(at, start) });
    const href = /^https?:\/\//i.test(link) ? link : `https://${link}`;
    parts.push({ kind: 'link', text: link, href });
    at = start + link.length;
  }
  if (at < body.length) parts.push({ kind: 'text', text: body.slice(at) });
  return parts;
}
