import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  BELL_KEY,
  UNREAD_COUNT_KEY,
  type NotificationItem,
  type NotificationsPage,
} from '../api/notifications-api';
import { takeIn } from './live-notifications';

const item = (n: number, isRead = false): NotificationItem => ({
  id: `n${n}`,
  type: 'order_shipped',
  title: `Notice ${n}`,
  message: 'On its way',
  isRead,
  orderId: null,
  orderNumber: null,
  createdAt: new Date(2026, 0, n).toISOString(),
});

describe('a live notification', () => {
  it('goes to the top of the bell (ten at most) and raises the unread count by one', () => {
    const client = new QueryClient();
    const ten = Array.from({ length: 10 }, (_, i) => item(10 - i));
    client.setQueryData<NotificationsPage>(BELL_KEY, {
      notifications: ten,
      page: 1,
      pageSize: 10,
      total: 12,
      hasMore: true,
    });
    client.setQueryData(UNREAD_COUNT_KEY, 9);
    expect(takeIn(client, item(11))).toBe(true);
    const bell = client.getQueryData<NotificationsPage>(BELL_KEY)!;
    expect(bell.notifications.map((n) => n.id)).toEqual(['n11', ...ten.slice(0, 9).map((n) => n.id)]);
    expect(bell.total).toBe(13);
    expect(client.getQueryData(UNREAD_COUNT_KEY)).toBe(10);
  });

  it('is taken in once, however often it arrives', () => {
    const client = new QueryClient();
    client.setQueryData<NotificationsPage>(BELL_KEY, {
      notifications: [],
      page: 1,
      pageSize: 10,
      total: 0,
      hasMore: false,
    });
    expect(takeIn(client, item(1))).toBe(true);
    expect(takeIn(client, item(1))).toBe(false);
    expect(client.getQueryData(UNREAD_COUNT_KEY)).toBe(1);
  });
});
