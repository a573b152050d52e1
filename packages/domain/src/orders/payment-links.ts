// M-Pesa payment links: the owner sells pieces in WhatsApp or Instagram (a manual order), or calls back
// a shopper whose payment did not go through, and sends a link. The shopper opens it and pays through
// the normal checkout (stock held while paying, the payment verified by the server). These rules say
// when a link can still be paid, which pieces it holds, and the words the owner sends with it.
import { formatKes } from '../money/money';
import { nairobiMomentText } from '../tiers/drops';

/** How long a link can be paid after the owner made it. */
export const PAYMENT_LINK_HOURS = 72;
/** How many different pieces one link may hold (a manual order is a handful of pieces). */
export const PAYMENT_LINK_MAX_LINES = 20;
/** The link's secret: 32 characters of base64url (192 random bits), the only key to the link. */
export const PAYMENT_LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

export const PAYMENT_LINK_STATUSES = ['open', 'paid', 'cancelled', 'expired'] as const;
export type PaymentLinkStatus = (typeof PAYMENT_LINK_STATUSES)[number];

export const PAYMENT_LINK_STATUS_LABELS: Record<PaymentLinkStatus, string> = {
  open: 'Waiting for payment',
  paid: 'Paid',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

export const PAYMENT_LINK_NOT_FOUND_MESSAGE =
  'We could not find this payment link. Please check the link or ask the shop for a new one.';
export const PAYMENT_LINK_PAID_MESSAGE = 'This payment link has already been paid. Thank you!';
export const PAYMENT_LINK_EXPIRED_MESSAGE =
  'This payment link has expired. Please ask the shop for a new one.';
export const PAYMENT_LINK_CANCELLED_MESSAGE =
  'This payment link was cancelled by the shop. Please ask the shop for a new one.';
export const PAYMENT_LINK_CHANGED_MESSAGE =
  'The pieces of a payment link cannot be changed. Please reload the page and pay again.';

/** What the shopper reads on a link that can no longer be paid. */
export const PAYMENT_LINK_CLOSED_MESSAGES: Record<Exclude<PaymentLinkStatus, 'open'>, string> = {
  paid: PAYMENT_LINK_PAID_MESSAGE,
  cancelled: PAYMENT_LINK_CANCELLED_MESSAGE,
  expired: PAYMENT_LINK_EXPIRED_MESSAGE,
};

/** When a link made at `createdAt` stops being payable. */
export function paymentLinkExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + PAYMENT_LINK_HOURS * 3_600_000);
}

/** A link's state: paid wins (a payment that arrived is never undone by a cancel or the clock). */
export function paymentLinkStatus(
  link: { orderId: string | null; cancelledAt: Date | null; expiresAt: Date },
  now: Date,
): PaymentLinkStatus {
  if (link.orderId) return 'paid';
  if (link.cancelledAt) return 'cancelled';
  return now.getTime() >= link.expiresAt.getTime() ? 'expired' : 'open';
}

/** One piece of a link: a product in a size, or a bundle with the sizes of its pieces. */
export type PaymentLinkLines = {
  items: readonly { productId: string; size: string | null; quantity: number }[];
  bundles: readonly { bundleId: string; quantity: number; sizes: Readonly<Record<string, string>> }[];
};

const itemKey = (l: PaymentLinkLines['items'][number]) => `${l.productId}|${l.size ?? ''}`;
const bundleKey = (l: PaymentLinkLines['bundles'][number]) =>
  `${l.bundleId}|${Object.entries(l.sizes)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([product, size]) => `${product}=${size}`)
    .join(',')}`;

function counts<T>(lines: readonly T[], key: (line: T) => string, quantity: (line: T) => number) {
  const map = new Map<string, number>();
  for (const line of lines) map.set(key(line), (map.get(key(line)) ?? 0) + quantity(line));
  return map;
}

function sameCounts(a: Map<string, number>, b: Map<string, number>): boolean {
  return a.size === b.size && [...a].every(([key, n]) => b.get(key) === n);
}

/**
 * Whether a bag holds exactly the link's pieces (same products, sizes and quantities, in any order):
 * a link pays for what the owner put in it, never for what a browser says instead.
 */
export function sameLinkLines(link: PaymentLinkLines, bag: PaymentLinkLines): boolean {
  const quantity = (l: { quantity: number }) => l.quantity;
  return (
    sameCounts(counts(link.items, itemKey, quantity), counts(bag.items, itemKey, quantity)) &&
    sameCounts(counts(link.bundles, bundleKey, quantity), counts(bag.bundles, bundleKey, quantity))
  );
}

export type LinkPiece = { name: string; size: string | null; quantity: number };

/** "Denim jacket (size M)", "2 × Tote bag": how a message names a piece. */
function pieceName(piece: LinkPiece): string {
  const name = `${piece.name}${piece.size ? ` (size ${piece.size})` : ''}`;
  return piece.quantity > 1 ? `${piece.quantity} × ${name}` : name;
}

/** The pieces in a sentence: "A and B", or "A, B and 3 more". */
export function piecesInWords(pieces: readonly LinkPiece[]): string {
  const names = pieces.map(pieceName);
  if (names.length <= 2) return names.join(' and ');
  return `${names.slice(0, 2).join(', ')} and ${names.length - 2} more`;
}

/** The message the owner sends with a link, by SMS or WhatsApp. */
export function paymentLinkMessage(input: {
  shopName: string;
  customerName: string | null;
  pieces: readonly LinkPiece[];
  subtotal: number;
  url: string;
  expiresAt: Date;
  /** A call-back: the shopper tried to pay before and it did not go through. */
  callBack?: boolean;
}): string {
  const first = input.customerName?.trim().split(/\s+/)[0];
  const hello = `Hi${first ? ` ${first}` : ''}, this is ${input.shopName}.`;
  const what = `${piecesInWords(input.pieces)} (${formatKes(input.subtotal)} plus delivery)`;
  const lead = input.callBack
    ? `Your M-Pesa payment for ${what} did not go through. You can pay again here:`
    : `Here is your M-Pesa payment link for ${what}:`;
  return `${hello} ${lead} ${input.url} (open until ${nairobiMomentText(input.expiresAt)}).`;
}
