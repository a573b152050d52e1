// A signed-in customer's notifications: the list, the unread count, marking read. Whose rows they are
// comes from the session only: no endpoint takes a user id, and another customer's notification is
// answered 404, the same as one that does not exist.
import type { NotificationsQuery } from '@shop/contracts';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../lib/errors';
import {
  markAllOwnRead,
  markOwnRead,
  notificationsPage,
  publishReadChange,
  unreadCount,
  type NotificationRow,
} from './notifications.repo';

type Deps = Pick<AppDeps, 'auth' | 'database'>;

export const SIGN_IN_FOR_NOTIFICATIONS = 'Please sign in to see your notifications.';
export const NOTIFICATION_NOT_FOUND = 'That notification was not found.';

/** The signed-in customer's id, or a 401. */
export async function signedInUserId({ auth }: Pick<AppDeps, 'auth'>, headers: Headers): Promise<string> {
  const session = await auth.api.getSession({ headers });
  if (!session) throw new HttpError(401, 'unauthorized', SIGN_IN_FOR_NOTIFICATIONS);
  return session.user.id;
}

/** Where a notification not about an order leads (a drop's page): only a path inside the shop. */
const shopPath = (link: unknown) =>
  typeof link === 'string' && link.startsWith('/') && !link.startsWith('//') ? link : null;

/** A notification as the API answers it (list, stream). */
export function notificationView(row: NotificationRow) {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    isRead: row.isRead,
    orderId: row.orderId,
    orderNumber: row.metadata.order_number ?? null,
    link: shopPath(row.metadata.link),
    createdAt: row.createdAt.toISOString(),
  };
}
export type NotificationView = ReturnType<typeof notificationView>;

export async function ownNotifications(deps: Deps, headers: Headers, query: NotificationsQuery) {
  const userId = await signedInUserId(deps, headers);
  const { rows, total } = await notificationsPage(deps.database.db, userId, {
    unreadOnly: query.unread,
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  return {
    notifications: rows.map(notificationView),
    page: query.page,
    pageSize: query.limit,
    total,
    hasMore: query.page * query.limit < total,
  };
}

export async function ownUnreadCount(deps: Deps, headers: Headers) {
  const userId = await signedInUserId(deps, headers);
  return { count: await unreadCount(deps.database.db, userId) };
}

/** Marks one read (again is fine); the customer's other tabs hear of it on commit. */
export async function markRead(deps: Deps, headers: Headers, id: string) {
  const userId = await signedInUserId(deps, headers);
  return deps.database.db.transaction(async (tx) => {
    const row = await markOwnRead(tx, userId, id);
    if (!row) throw new HttpError(404, 'not_found', NOTIFICATION_NOT_FOUND);
    await publishReadChange(tx, userId);
    return { id: row.id, isRead: true };
  });
}

/** The spec's mark_all_notifications_read: answers how many were unread. */
export async function markAllRead(deps: Deps, headers: Headers) {
  const userId = await signedInUserId(deps, headers);
  return deps.database.db.transaction(async (tx) => {
    const count = await markAllOwnRead(tx, userId);
    if (count > 0) await publishReadChange(tx, userId);
    return { count };
  });
}
