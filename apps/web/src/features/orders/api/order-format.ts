// How orders read on the shopper's screens: lines as the checkout writes them ("name x quantity",
// bundles "name (Bundle) x quantity" with "quantity x piece"), dates in Nairobi time, badge colours,
// and where the shopper goes after giving delivery details.
import type { BadgeColour } from '@shop/domain/rules';

type Line = { kind: 'product' | 'bundle'; name: string; quantity: number };

export function lineLabel({ kind, name, quantity }: Line): string {
  return kind === 'bundle' ? `${name} (Bundle) x ${quantity}` : `${name} x ${quantity}`;
}

export function componentLabel({ name, quantity }: { name: string; quantity: number }): string {
  return `${quantity} x ${name}`;
}

const ORDER_DATE = new Intl.DateTimeFormat('en-KE', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  hourCycle: 'h23',
  minute: '2-digit',
  timeZone: 'Africa/Nairobi',
});

/** '3 Mar 2025, 14:05' in Nairobi time; unreadable dates show as they came. */
export function formatOrderDate(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? ORDER_DATE.format(ms) : iso;
}

export const BADGE_CLASSES: Record<BadgeColour, string> = {
  yellow: 'bg-yellow-100 text-yellow-900 ring-yellow-600/30',
  blue: 'bg-blue-100 text-blue-900 ring-blue-600/30',
  green: 'bg-green-100 text-green-900 ring-green-600/30',
  red: 'bg-red-100 text-red-900 ring-red-600/30',
  grey: 'bg-neutral-200 text-neutral-800 ring-neutral-500/30',
};

/** The confirmation page for an order, where the delivery form sends the shopper once saved. */
export const confirmationPath = (orderId: string) =>
  `/order-confirmation?order_id=${encodeURIComponent(orderId)}`;

export const deliveryPath = (orderId: string) => `/delivery-details?order_id=${encodeURIComponent(orderId)}`;
