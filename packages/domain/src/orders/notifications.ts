// The bell, the notifications page and the preferences panel (document 2, §3, §7, §8, §9): the words
// a customer reads and the limits both the server and the web app use.

/** The five e-mail/notification preference flags of document 2 §3, each on unless switched off. */
export const NOTIFICATION_PREFERENCE_KEYS = [
  'order_updates',
  'price_drops',
  'back_in_stock',
  'new_arrivals',
  'wishlist_reminders',
] as const;
export type NotificationPreferenceKey = (typeof NOTIFICATION_PREFERENCE_KEYS)[number];
export type NotificationPreferences = Record<NotificationPreferenceKey, boolean>;

/** Every preference key defaults on (§9 "Preference keys default on"). */
export const DEFAULT_NOTIFICATION_PREFERENCES: Readonly<NotificationPreferences> = {
  order_updates: true,
  price_drops: true,
  back_in_stock: true,
  new_arrivals: true,
  wishlist_reminders: true,
};

/** How the panel names each flag (the spec does not quote these: ours to word). */
export const NOTIFICATION_PREFERENCE_LABELS: Readonly<
  Record<NotificationPreferenceKey, { label: string; description: string }>
> = {
  order_updates: { label: 'Order updates', description: 'Payment, shipping and delivery of your orders.' },
  price_drops: { label: 'Price drops', description: 'When a piece on your wishlist costs less.' },
  back_in_stock: { label: 'Back in stock', description: 'When a sold-out size on your wishlist returns.' },
  new_arrivals: { label: 'New arrivals', description: 'When a new drop opens.' },
  wishlist_reminders: {
    label: 'Wishlist reminders',
    description: 'A weekly nudge about pieces you saved.',
  },
};

/** A page of the notifications list when the caller names no size (§7 "default 20"). */
export const NOTIFICATIONS_PAGE_SIZE = 20;

export const NOTIFICATIONS_FETCH_FAILED_MESSAGE = 'Failed to fetch notifications';
export const MARK_READ_FAILED_MESSAGE = 'Failed to mark notification as read';
export const MARK_ALL_READ_FAILED_MESSAGE = 'Failed to mark notifications as read';
export const PREFERENCES_SAVED_MESSAGE = 'Notification preferences saved!';
export const PREFERENCES_LOAD_FAILED_MESSAGE = 'Failed to load your notification preferences';
export const PREFERENCES_SAVE_FAILED_MESSAGE = 'Failed to save your notification preferences';
export const NOTIFICATIONS_EMPTY_MESSAGE = 'No notifications yet';
export const NOTIFICATIONS_UNREAD_EMPTY_MESSAGE = 'You have read every notification';
