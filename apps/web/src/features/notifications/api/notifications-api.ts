// The signed-in customer's notifications through the typed client: the bell's latest ten, the page's
// pages, the unread count (0 when it cannot be read, as the spec's get_unread_notification_count),
// and marking read. Everything sits under one key that any change refreshes.
import { NOTIFICATION_BELL_LIMIT, NOTIFICATIONS_PAGE_SIZE } from '@shop/domain/rules';
import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../../../lib/api-client';
import { readJson } from '../../../lib/api-client';

export type NotificationItem = {
  id: string;
  type: string;
  title: string;
  message: string;
  isRead: boolean;
  orderId: string | null;
  orderNumber: string | null;
  createdAt: string;
};

export type NotificationsPage = {
  notifications: NotificationItem[];
  page: number;
  pageSize: number;
  total: number;
  hasMore: boolean;
};

export const NOTIFICATIONS_KEY = ['notifications'] as const;
export const BELL_KEY = [...NOTIFICATIONS_KEY, 'bell'] as const;
export const UNREAD_COUNT_KEY = [...NOTIFICATIONS_KEY, 'unread-count'] as const;
export const PAGES_KEY = [...NOTIFICATIONS_KEY, 'page'] as const;

async function fetchPage(api: Api, unread: boolean, page: number, limit: number): Promise<NotificationsPage> {
  const client = await api();
  const query = { page: String(page), limit: String(limit), ...(unread && { unread: 'true' as const }) };
  return readJson<NotificationsPage>(await client.notifications.$get({ query }));
}

/** The bell's list: the latest ten, read or not. */
export const bellQuery = (api: Api) =>
  queryOptions({
    queryKey: BELL_KEY,
    queryFn: () => fetchPage(api, false, 1, NOTIFICATION_BELL_LIMIT),
  });

/** One page of the notifications page, all or unread only. */
export const notificationsPageQuery = (api: Api, unread: boolean, page: number) =>
  queryOptions({
    queryKey: [...PAGES_KEY, { unread, page }] as const,
    queryFn: () => fetchPage(api, unread, page, NOTIFICATIONS_PAGE_SIZE),
  });

export const unreadCountQuery = (api: Api) =>
  queryOptions({
    queryKey: UNREAD_COUNT_KEY,
    queryFn: async (): Promise<number> => {
      try {
        return (await readJson<{ count: number }>(await (await api()).notifications['unread-count'].$get()))
          .count;
      } catch {
        return 0;
      }
    },
  });

export async function markNotificationRead(api: Api, id: string): Promise<void> {
  await readJson(await (await api()).notifications[':id'].read.$post({ param: { id } }));
}

/** Answers how many were unread. */
export async function markAllNotificationsRead(api: Api): Promise<number> {
  return (await readJson<{ count: number }>(await (await api()).notifications['read-all'].$post())).count;
}
