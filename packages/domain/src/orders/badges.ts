export type BadgeColour = 'yellow' | 'blue' | 'green' | 'red' | 'grey';
export interface StatusBadge {
  label: string;
  colour: BadgeColour;
}

export const ORDER_STATUSES = ['pending', 'paid', 'fulfilled', 'cancelled'] as const;
export const FULFILLMENT_STATUSES = [
  'awaiting_details',
  'ready_for_delivery',
  'shipped',
  'delivered',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type FulfillmentStatus = (typeof FULFILLMENT_STATUSES)[number];

const ORDER_COLOURS: Readonly<Record<string, BadgeColour>> = {
  pending: 'yellow',
  paid: 'blue',
  fulfilled: 'green',
  cancelled: 'red',
};
const FULFILLMENT_COLOURS: Readonly<Record<string, BadgeColour>> = { shipped: 'blue', delivered: 'green' };

/** A status as words: '_' shown as a space. */
export function statusLabel(status: string): string {
  return typeof status === 'string' ? status.replace(/_/g, ' ') : '';
}

/** Order status badge: pending yellow, paid blue, fulfilled green, cancelled red, anything else grey. */
export function orderStatusBadge(status: string): StatusBadge {
  return { label: statusLabel(status), colour: ORDER_COLOURS[status] ?? 'grey' };
}

/** Fulfillment badge: shipped blue, delivered green, anything else yellow. */
export function fulfillmentBadge(status: string): StatusBadge {
  return { label: statusLabel(status), colour: FULFILLMENT_COLOURS[status] ?? 'yellow' };
}

const UNREAD_BADGE_CAP = 9;
export const NOTIFICATION_BELL_LIMIT = 10;
export const NOTIFICATION_TYPES = [
  'order_placed',
  'payment_confirmed',
  'order_shipped',
  'order_delivered',
  'order_fulfilled',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The unread badge: nothing for 0, the number up to 9, '9+' above. */
export function unreadBadgeText(count: number): string {
  const whole = Number.isFinite(count) ? Math.floor(count) : 0;
  if (whole <= 0) return '';
  return whole > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(whole);
}

/** The bell icon for a notification type; unknown types get the default bell. */
export function notificationIcon(type: string): NotificationType | 'default' {
  return NOTIFICATION_TYPES.find((known) => known === type) ?? 'default';
}

/** Toast after Mark all read: 'Marked {n} notifications as read'. */
export function markedReadMessage(count: number): string {
  return `Marked ${count} notifications as read`;
}
