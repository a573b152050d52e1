// The notification endpoints: visitors 401; a customer's list (newest first, paged, unread filter),
// unread count, mark one read and mark all read; another customer's notification is a 404 to read or
// mark, and marking all never touches anyone else's. A paid order rings the customer's bell.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { databaseKinds, newDevice, useShop } from '../../test/use-shop';
import { paidOrder } from '../orders/orders-test-shop';
import { ring } from './notifications-test-data';
import { NOTIFICATION_NOT_FOUND, SIGN_IN_FOR_NOTIFICATIONS } from './notifications.service';

type Item = {
  id: string;
  type: string;
  title: string;
  isRead: boolean;
  orderId: string | null;
  orderNumber: string | null;
};
type Page = { notifications: Item[]; page: number; pageSize: number; total: number; hasMore: boolean };

describe.each(databaseKinds())('the notifications API on %s', (kind) => {
  const shop = useShop(kind);
  let serial = 0;
  const customer = () => shop.signIn(`bell-${serial++}@shop.test`);

  it('asks a visitor to sign in for every route', async () => {
    const visitor = shop.as({});
    const id = randomUUID();
    const answers = [
      await visitor.get('/api/notifications'),
      await visitor.get('/api/notifications/unread-count'),
      await visitor.get('/api/notifications/stream'),
      await visitor.post(`/api/notifications/${id}/read`),
      await visitor.post('/api/notifications/read-all'),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ error: { code: 'unauthorized', message: SIGN_IN_FOR_NOTIFICATIONS } });
    }
  });

  it('lists newest first, a page at a time, and filters the unread', async () => {
    const me = await customer();
    await ring(shop.db, me.id, 25);
    const as = shop.as(me);
    const first = await as.get<Page>('/api/notifications');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect(first.body).toMatchObject({ page: 1, pageSize: 20, total: 25, hasMore: true });
    expect(first.body.notifications).toHaveLength(20);
    const titles = first.body.notifications.map((n) => Number(n.title.split(' ')[1]));
    expect(titles).toEqual([...titles].sort((a, b) => b - a));
    const second = await as.get<Page>('/api/notifications?page=2');
    expect(second.body).toMatchObject({ page: 2, total: 25, hasMore: false });
    expect(second.body.notifications).toHaveLength(5);
    expect(new Set([...first.body.notifications, ...second.body.notifications].map((n) => n.id)).size).toBe(
      25,
    );
    expect((await as.get<Page>('/api/notifications?limit=10&page=3')).body.notifications).toHaveLength(5);

    await as.post(`/api/notifications/${first.body.notifications[0]!.id}/read`);
    const unread = await as.get<Page>('/api/notifications?unread=true&limit=50');
    expect(unread.body.total).toBe(24);
    expect(unread.body.notifications.every((n) => !n.isRead)).toBe(true);
    expect((await as.get<{ count: number }>('/api/notifications/unread-count')).body).toEqual({ count: 24 });
  });

  it('refuses a malformed page, limit, filter or id with a 400 naming it', async () => {
    const as = shop.as(await customer());
    for (const query of ['page=0', 'page=x', 'limit=51', 'unread=yes']) {
      const answer = await as.get(`/api/notifications?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.error.issues?.[0]?.path).toBe(query.split('=')[0]);
    }
    expect((await as.post('/api/notifications/not-an-id/read')).status).toBe(400);
  });

  it('marks one read (again is fine) and counts down', async () => {
    const me = await customer();
    const [a, b] = await ring(shop.db, me.id, 2);
    const as = shop.as(me);
    expect((await as.get<{ count: number }>('/api/notifications/unread-count')).body.count).toBe(2);
    const marked = await as.post(`/api/notifications/${a!.id}/read`);
    expect(marked.status).toBe(200);
    expect(marked.body).toEqual({ id: a!.id, isRead: true });
    expect((await as.post(`/api/notifications/${a!.id.toUpperCase()}/read`)).status).toBe(200);
    expect((await as.get<{ count: number }>('/api/notifications/unread-count')).body.count).toBe(1);
    const list = await as.get<Page>('/api/notifications');
    expect(list.body.notifications.find((n) => n.id === b!.id)?.isRead).toBe(false);
  });

  it("never reads or marks another customer's notifications", async () => {
    const amina = await customer();
    const brian = await customer();
    const [hers] = await ring(shop.db, amina.id, 3);
    await ring(shop.db, brian.id, 2);
    const asBrian = shop.as(brian);

    const list = await asBrian.get<Page>('/api/notifications?limit=50');
    expect(list.body.total).toBe(2);
    expect(list.body.notifications.some((n) => n.id === hers!.id)).toBe(false);
    const mark = await asBrian.post(`/api/notifications/${hers!.id}/read`);
    expect(mark.status).toBe(404);
    expect(mark.body).toEqual({ error: { code: 'not_found', message: NOTIFICATION_NOT_FOUND } });
    // The same answer as an id nobody has: nothing tells Brian that Amina's exists.
    expect((await asBrian.post(`/api/notifications/${randomUUID()}/read`)).body).toEqual(mark.body);

    expect((await asBrian.post<{ count: number }>('/api/notifications/read-all')).body).toEqual({ count: 2 });
    const asAmina = shop.as(amina);
    expect((await asAmina.get<{ count: number }>('/api/notifications/unread-count')).body.count).toBe(3);
    expect((await asAmina.get<Page>('/api/notifications')).body.notifications.every((n) => !n.isRead)).toBe(
      true,
    );
  });

  it('marks all read, answering how many were unread', async () => {
    const me = await customer();
    await ring(shop.db, me.id, 4);
    const as = shop.as(me);
    expect((await as.post<{ count: number }>('/api/notifications/read-all')).body).toEqual({ count: 4 });
    expect((await as.post<{ count: number }>('/api/notifications/read-all')).body).toEqual({ count: 0 });
    expect((await as.get<{ count: number }>('/api/notifications/unread-count')).body.count).toBe(0);
  });

  it('rings the bell of a customer whose order was paid, with the order and its number', async () => {
    const me = await customer();
    const orderId = await paidOrder(shop, newDevice(me.cookie));
    const list = await shop.as(me).get<Page>('/api/notifications');
    expect(list.body.notifications).toHaveLength(1);
    expect(list.body.notifications[0]).toMatchObject({
      type: 'order_placed',
      isRead: false,
      orderId,
      orderNumber: orderId.slice(0, 8),
    });
  });
});
