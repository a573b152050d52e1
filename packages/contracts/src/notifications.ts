// What the notification endpoints accept: the list's filter and page, a notification's id, and the
// preferences panel's five flags (document 2 §3, §7).
import { NOTIFICATIONS_PAGE_SIZE } from '@shop/domain/rules';
import { z } from 'zod';

/** The most rows one page of the list carries. */
export const NOTIFICATIONS_PAGE_MAX = 50;

/** GET /api/notifications?unread=true&page=2&limit=20 */
export const notificationsQuery = z.object({
  unread: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
  page: z.coerce
    .number({ error: 'must be a page number' })
    .int('must be a page number')
    .min(1, 'must be a page number')
    .max(10_000, 'must be at most 10000')
    .default(1),
  limit: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(NOTIFICATIONS_PAGE_MAX, `must be at most ${NOTIFICATIONS_PAGE_MAX}`)
    .default(NOTIFICATIONS_PAGE_SIZE),
});
export type NotificationsQuery = z.infer<typeof notificationsQuery>;

export const notificationIdParam = z.object({
  id: z.uuid('must be a notification id').transform((id) => id.toLowerCase()),
});

const flag = z.boolean({ error: 'must be true or false' });

/** PUT /api/profile/preferences: all five flags (the spec's upsert). */
export const notificationPreferencesInput = z.object({
  order_updates: flag,
  price_drops: flag,
  back_in_stock: flag,
  new_arrivals: flag,
  wishlist_reminders: flag,
});
export type NotificationPreferencesInput = z.infer<typeof notificationPreferencesInput>;
