// /api/admin/analytics over HTTP: admins only (visitors, guests and customers refused on every
// endpoint), bad input a clear 4xx, a customer's page by any form of their phone, notes and tags
// added and deleted (phone and value required), the list searched by phone, name or tag, and the CSV.
import { randomUUID } from 'node:crypto';
import { NOTE_REQUIRED, TAG_REQUIRED, CUSTOMER_PHONE_REQUIRED } from '@shop/contracts';
import { PHONE_INVALID_MESSAGE } from '@shop/domain/texts';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, useShop, type Caller, type Who } from '../../test/use-shop';
import { writeOrders, type GenOrder } from './analytics-test-orders';

const PHONE = '+254722000111';
const base = (over: Partial<GenOrder>): GenOrder => ({
  phone: PHONE,
  userId: null,
  status: 'paid',
  refundStatus: null,
  total: 2_000,
  refunded: 0,
  createdAt: new Date(Date.now() - 3_600_000),
  deliveryName: 'Achieng Otieno',
  userName: null,
  email: null,
  ...over,
});

const ENDPOINTS: [string, string, unknown?][] = [
  ['GET', '/api/admin/analytics/summary'],
  ['GET', '/api/admin/analytics/sales'],
  ['GET', '/api/admin/analytics/segments'],
  ['GET', '/api/admin/analytics/customers'],
  ['GET', '/api/admin/analytics/customers/export.csv'],
  ['GET', `/api/admin/analytics/customers/${PHONE}`],
  ['POST', '/api/admin/analytics/notes', { phone_number: PHONE, note: 'x' }],
  ['DELETE', `/api/admin/analytics/notes/${randomUUID()}`],
  ['POST', '/api/admin/analytics/tags', { phone_number: PHONE, tag: 'x' }],
  ['DELETE', `/api/admin/analytics/tags/${randomUUID()}`],
];

describe.each(databaseKinds())('customer analytics API on %s', (kind) => {
  const shop = useShop(kind);
  let admin: Caller;
  const who: Record<string, Who> = {};

  beforeAll(async () => {
    admin = await shop.asAdmin();
    who.visitor = {};
    who.guest = { guestId: randomUUID() };
    who.customer = { cookie: (await shop.signIn('shopper@example.com')).cookie };
    await writeOrders(shop.db, [
      base({}),
      base({ total: 5_000, deliveryName: 'Guest', createdAt: new Date(Date.now() - 7_200_000) }),
      base({ status: 'cancelled', refundStatus: 'owed', total: 9_000 }),
      base({ phone: '+254733000222', deliveryName: null, userName: 'Baraka', total: 1_500 }),
    ]);
  });

  it.each(['visitor', 'guest', 'customer'])('refuses a %s on every analytics endpoint', async (role) => {
    for (const [method, path, body] of ENDPOINTS) {
      const res = await shop.send(method, path, { as: who[role]!, ...(body !== undefined && { body }) });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
  });

  it('answers the panels for the period and interval asked, and refuses unknown ones', async () => {
    const summary = await admin.get<{
      period: string;
      revenue: { current: number };
      customers: { current: number };
    }>('/api/admin/analytics/summary?period=7d');
    expect(summary.status).toBe(200);
    expect(summary.body).toMatchObject({
      period: '7d',
      revenue: { current: 8_500 },
      customers: { current: 2 },
    });
    const sales = await admin.get<{ series: unknown[] }>('/api/admin/analytics/sales?interval=week');
    expect(sales.status).toBe(200);
    expect(sales.body.series).toHaveLength(12);
    expect((await admin.get('/api/admin/analytics/summary?period=2d')).status).toBe(400);
    expect((await admin.get('/api/admin/analytics/sales?interval=hour')).status).toBe(400);
    expect((await admin.get('/api/admin/analytics/customers?segment=vip')).status).toBe(400);
    expect((await admin.get('/api/admin/analytics/customers?page=0')).status).toBe(400);
  });

  it('opens a customer by any form of their phone: figures, orders (cancelled too), notes and tags', async () => {
    const res = await admin.get<{
      phone: string;
      customer: { name: string; orders: number; spent: number; segment: string };
      orders: { status: string }[];
    }>('/api/admin/analytics/customers/0722000111');
    expect(res.status).toBe(200);
    expect(res.body.phone).toBe(PHONE);
    expect(res.body.customer).toMatchObject({
      name: 'Achieng Otieno',
      orders: 2,
      spent: 7_000,
      segment: 'new',
    });
    expect(res.body.orders.map((o) => o.status).sort()).toEqual(['cancelled', 'paid', 'paid']);
    const invalid = await admin.get('/api/admin/analytics/customers/12345');
    expect(invalid.status).toBe(400);
    expect(JSON.stringify(invalid.body)).toContain(PHONE_INVALID_MESSAGE);
    // A phone that never bought still has a page (to note a call), with no figures.
    const quiet = await admin.get<{ customer: unknown; orders: unknown[] }>(
      '/api/admin/analytics/customers/0799000999',
    );
    expect(quiet.status).toBe(200);
    expect(quiet.body).toMatchObject({ customer: null, orders: [] });
  });

  it('adds and deletes notes and tags; a phone and a value are required', async () => {
    const missing = await admin.post('/api/admin/analytics/notes', {
      phone_number: '',
      note: 'Prefers M-Pesa',
    });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain(CUSTOMER_PHONE_REQUIRED);
    const empty = await admin.post('/api/admin/analytics/notes', { phone_number: PHONE, note: '   ' });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain(NOTE_REQUIRED);
    const noTag = await admin.post('/api/admin/analytics/tags', { phone_number: PHONE });
    expect(noTag.status).toBe(400);
    expect(JSON.stringify(noTag.body)).toContain(TAG_REQUIRED);

    const note = await admin.post<{ id: string; text: string; created_by: string }>(
      '/api/admin/analytics/notes',
      {
        phone_number: '0722 000 111',
        note: '  Prefers delivery after 5 pm ',
      },
    );
    expect(note.status).toBe(201);
    expect(note.body).toMatchObject({ text: 'Prefers delivery after 5 pm', created_by: 'owner@example.com' });
    const tag = await admin.post<{ id: string }>('/api/admin/analytics/tags', {
      phone_number: PHONE,
      tag: 'Reseller',
    });
    expect(tag.status).toBe(201);
    const again = await admin.post('/api/admin/analytics/tags', { phone_number: PHONE, tag: 'reseller' });
    expect(again.status).toBe(409);

    const page = await admin.get<{
      notes: { text: string }[];
      tags: { text: string }[];
      customer: { tags: string[] };
    }>(`/api/admin/analytics/customers/${PHONE}`);
    expect(page.body.notes.map((n) => n.text)).toEqual(['Prefers delivery after 5 pm']);
    expect(page.body.tags.map((t) => t.text)).toEqual(['Reseller']);
    expect(page.body.customer.tags).toEqual(['Reseller']);

    // The list finds the customer by tag, by name and by any form of the phone.
    for (const q of ['resel', 'achieng', '0722000111', '722000']) {
      const found = await admin.get<{ customers: { phone: string }[]; total: number }>(
        `/api/admin/analytics/customers?q=${encodeURIComponent(q)}`,
      );
      expect(
        found.body.customers.map((c) => c.phone),
        q,
      ).toEqual([PHONE]);
    }
    const none = await admin.get<{ total: number }>('/api/admin/analytics/customers?q=50%25');
    expect(none.body.total).toBe(0);

    expect((await admin.del(`/api/admin/analytics/notes/${note.body.id}`)).status).toBe(200);
    expect((await admin.del(`/api/admin/analytics/tags/${tag.body.id}`)).status).toBe(200);
    expect((await admin.del(`/api/admin/analytics/tags/${tag.body.id}`)).status).toBe(404);
    expect((await admin.del('/api/admin/analytics/notes/not-an-id')).status).toBe(400);
    const after = await admin.get<{ notes: unknown[]; tags: unknown[] }>(
      `/api/admin/analytics/customers/${PHONE}`,
    );
    expect(after.body).toMatchObject({ notes: [], tags: [] });
  });

  it('exports the list as CSV, filters included, names a customer typed kept from running as formulas', async () => {
    await writeOrders(shop.db, [base({}), base({ phone: '+254733000222', deliveryName: '=HYPERLINK("x")' })]);
    const res = await admin.get<string>('/api/admin/analytics/customers/export.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="customers-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const text = String(res.body);
    expect(text).toContain('Customer,Phone,E-mail,Orders,Spent (KES)');
    // A phone starts with +, so it is kept from running as a formula too.
    expect(text).toContain(`Achieng Otieno,'${PHONE},,1,2000`);
    expect(text).toContain(`'=HYPERLINK`);
    const filtered = String(
      (await admin.get<string>('/api/admin/analytics/customers/export.csv?q=achieng')).body,
    );
    expect(filtered).not.toContain('+254733000222');
  });
});
