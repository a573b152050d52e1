// Who earns what from a referral link: the 30-day window after a click, the exclusion of a creator's
// own purchases, and the commission an order earns after cancellations and refunds. Money is whole KES.

export const REFERRAL_WINDOW_DAYS = 30;
export const REFERRAL_WINDOW_MS = REFERRAL_WINDOW_DAYS * 24 * 60 * 60 * 1000;
/** The first-party cookie the server sets on a `?ref=` visit. */
export const REFERRAL_COOKIE = 'shop_ref';
export const DEFAULT_COMMISSION_PERCENT = 10;
export const MAX_COMMISSION_PERCENT = 50;

/** A paid order is credited when it is paid no earlier than the click and within 30 days after it. */
export function withinReferralWindow(clickedAt: Date, paidAt: Date): boolean {
  const gap = paidAt.getTime() - clickedAt.getTime();
  return Number.isFinite(gap) && gap >= 0 && gap <= REFERRAL_WINDOW_MS;
}

export type Party = { userId: string | null; email: string | null; phone: string | null };

const same = (a: string | null, b: string | null) =>
  !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

/** A creator buying through their own link (their account, e-mail or phone) earns nothing. */
export function isSelfReferral(creator: Party, buyer: Party): boolean {
  return (
    same(creator.userId, buyer.userId) || same(creator.email, buyer.email) || same(creator.phone, buyer.phone)
  );
}

/** What commission is counted on: the goods after the discount, never the delivery fee. */
export const commissionBasis = (order: { subtotal: number; discountAmount: number }) =>
  Math.max(0, Math.floor(order.subtotal) - Math.max(0, Math.floor(order.discountAmount)));

export type CreditedOrder = {
  /** commissionBasis at the time of the credit. */
  basis: number;
  /** The creator's rate when the order was credited (whole percent). */
  ratePercent: number;
  /** What the shopper paid (delivery included). */
  amountPaid: number;
  /** Money given back so far. */
  refunded: number;
  cancelled: boolean;
};

/**
 * The commission an order earns now. A cancelled order earns nothing; a partial refund reduces the
 * commission by the share of the payment given back (a refund of a quarter of the money paid takes a
 * quarter of the commission), rounded down to whole shillings.
 */
export function commissionFor(order: CreditedOrder): number {
  const rate = Math.min(Math.max(Math.floor(order.ratePercent), 0), 100);
  const full = Math.floor((Math.max(0, order.basis) * rate) / 100);
  if (order.cancelled || full === 0) return 0;
  const paid = Math.max(0, Math.floor(order.amountPaid));
  if (paid === 0) return full;
  const kept = Math.max(0, paid - Math.max(0, Math.floor(order.refunded)));
  return Math.floor((full * kept) / paid);
}

/** Earned, paid out and still owed; owed can be below 0 when a paid-out order was refunded later. */
export function creatorBalance(commissions: readonly number[], payouts: readonly number[]) {
  const earned = commissions.reduce((s, n) => s + n, 0);
  const paid = payouts.reduce((s, n) => s + n, 0);
  return { earned, paid, pending: earned - paid };
}

/** A referral code as the shop keeps it: 3–20 letters, digits, dashes, upper case. */
export const REFERRAL_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,19}$/;

export function normaliseReferralCode(raw: string): string | null {
  const code = raw.trim().toUpperCase();
  return REFERRAL_CODE_PATTERN.test(code) ? code : null;
}

/** A code made from a creator's name (the owner can change it): letters of the name and 2 digits. */
export function suggestReferralCode(name: string, digits: number): string {
  const letters = name
    .normalize('NFKD')
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase()
    .slice(0, 10);
  const suffix = String(Math.abs(Math.floor(digits)) % 100).padStart(2, '0');
  return `${letters.length >= 2 ? letters : 'CREATOR'}${suffix}`;
}

/** The signed cookie's value: the code and the click time, so the server knows the window's start. */
export const referralCookieValue = (code: string, clickedAt: Date) => `${code}.${clickedAt.getTime()}`;

export function parseReferralCookie(
  value: string | null | undefined,
): { code: string; clickedAt: Date } | null {
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  const code = normaliseReferralCode(value.slice(0, dot));
  const ms = Number(value.slice(dot + 1));
  if (dot < 1 || !code || !Number.isSafeInteger(ms) || ms <= 0) return null;
  return { code, clickedAt: new Date(ms) };
}

/** Conversion in percent with one decimal: orders per click. */
export const conversionPercent = (orders: number, clicks: number) =>
  clicks > 0 ? Math.round((orders / clicks) * 1000) / 10 : 0;

/** The revenue an order still brings: its basis, less the refunded share, nothing once cancelled. */
export function keptRevenue(order: Omit<CreditedOrder, 'ratePercent'>): number {
  return commissionFor({ ...order, ratePercent: 100 });
}
