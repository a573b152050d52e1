// The owner's early-access list: search, status filter, counts and pages; the CSV export with the same
// filters (quoted, formulas neutralised); unsubscribing someone; and nobody else may see any of it.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, useShop, type Caller } from '../../test/use-shop';
import { earlyAccessSubscribers as subscribers } from './early-access.tables';

type Listed = {
  subscribers: {
    id: string;
    email: string;
    first_name: string | null;
    status: string;
    linked_account: boolean;
  }[];
  counts: { active: number; unsubscribed: number; total: number };
  total: number;
  page: number;
  page_size: number;
};

const LIST = '/api/admin/early-access/subscribers';

describe.each(databaseKinds())("the owner's early-access list on %s", (kind) => {
  const shop = useShop(kind);
  let owner: Caller;
  let linkedId: string;

  beforeAll(async () => {
    owner = await shop.asAdmin();
    const { id } = await shop.signIn('linked@example.com');
    linkedId = id;
    const minute = (n: number) => new Date(Date.UTC(2025, 0, 1, 8, n));
    await shop.db.insert(subscribers).values([
      { email: 'wanjiru@example.com', firstName: 'Wanjiru', subscribedAt: minute(1) },
      { email: 'otieno@example.com', firstName: 'Otieno', subscribedAt: minute(2), status: 'unsubscribed' },
      { email: 'formula@example.com', firstName: '=HYPERLINK("http://evil")', subscribedAt: minute(3) },
      { email: 'comma@example.com', firstName: 'Ann, "Nana"', subscribedAt: minute(4) },
      { email: 'linked@example.com', firstName: null, subscribedAt: minute(5), userId: id },
    ]);
  });

  it('lists the newest first with the counts of the whole list', async () => {
    const { status, body } = await owner.get<Listed>(LIST);
    expect(status).toBe(200);
    expect(body.subscribers.map((s) => s.email)).toEqual([
      'linked@example.com',
      'comma@example.com',
      'formula@example.com',
      'otieno@example.com',
      'wanjiru@example.com',
    ]);
    expect(body.counts).toEqual({ active: 4, unsubscribed: 1, total: 5 });
    expect(body).toMatchObject({ total: 5, page: 1, page_size: 25 });
    expect(body.subscribers[0]).toMatchObject({ linked_account: true, status: 'active' });
    expect(body.subscribers[1]).toMatchObject({ linked_account: false, first_name: 'Ann, "Nana"' });
  });

  it('searches by e-mail or first name, filters by status, and pages', async () => {
    const byName = await owner.get<Listed>(`${LIST}?q=wanj`);
    expect(byName.body.subscribers.map((s) => s.email)).toEqual(['wanjiru@example.com']);
    const byEmail = await owner.get<Listed>(`${LIST}?q=OTIENO@`);
    expect(byEmail.body.subscribers.map((s) => s.email)).toEqual(['otieno@example.com']);
    // A % typed in the search is a character, not a wildcard.
    expect((await owner.get<Listed>(`${LIST}?q=%25`)).body.total).toBe(0);
    const left = await owner.get<Listed>(`${LIST}?status=unsubscribed`);
    expect(left.body.subscribers.map((s) => s.email)).toEqual(['otieno@example.com']);
    expect(left.body).toMatchObject({ total: 1, counts: { active: 4, unsubscribed: 1, total: 5 } });
    const active = await owner.get<Listed>(`${LIST}?status=active&page=2&page_size=3`);
    expect(active.body.subscribers.map((s) => s.email)).toEqual(['wanjiru@example.com']);
    expect(active.body.total).toBe(4);
    expect((await owner.get(`${LIST}?status=maybe`)).status).toBe(400);
  });

  it('exports the same rows as CSV, quoted and safe to open in a spreadsheet', async () => {
    const res = await owner.get<string>(`${LIST}.csv?status=active`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="early-access-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('email,first_name,status,subscribed_at,unsubscribed_at,source,linked_account');
    expect(lines.slice(1, -1)).toEqual([
      'linked@example.com,,active,2025-01-01T08:05:00.000Z,,homepage,yes',
      'comma@example.com,"Ann, ""Nana""",active,2025-01-01T08:04:00.000Z,,homepage,no',
      `formula@example.com,"'=HYPERLINK(""http://evil"")",active,2025-01-01T08:03:00.000Z,,homepage,no`,
      'wanjiru@example.com,Wanjiru,active,2025-01-01T08:01:00.000Z,,homepage,no',
    ]);
    expect(lines.at(-1)).toBe('');
    const searched = await owner.get<string>(`${LIST}.csv?q=otieno`);
    expect(searched.body.split('\r\n').filter(Boolean)).toHaveLength(2);
  });

  it('unsubscribes a subscriber, whose account stops being a member', async () => {
    const [linked] = await shop.db.select().from(subscribers).where(eq(subscribers.userId, linkedId));
    const done = await owner.post(`${LIST}/${linked!.id}/unsubscribe`);
    expect(done).toMatchObject({
      status: 200,
      body: { id: linked!.id, status: 'unsubscribed', changed: true },
    });
    const again = await owner.post(`${LIST}/${linked!.id}/unsubscribe`);
    expect(again.body).toMatchObject({ changed: false });
    const listed = await owner.get<Listed>(`${LIST}?q=linked`);
    expect(listed.body.subscribers[0]).toMatchObject({ status: 'unsubscribed' });
    expect(listed.body.counts).toEqual({ active: 3, unsubscribed: 2, total: 5 });
    const missing = await owner.post(`${LIST}/00000000-0000-4000-8000-000000000000/unsubscribe`);
    expect(missing.status).toBe(404);
    expect((await owner.post(`${LIST}/not-an-id/unsubscribe`)).status).toBe(400);
  });

  it('answers 403 to customers and visitors', async () => {
    const customer = shop.as(await shop.signIn('customer@example.com'));
    for (const who of [customer, shop.as()]) {
      expect((await who.get(LIST)).status).toBe(403);
      expect((await who.get(`${LIST}.csv`)).status).toBe(403);
      const [any] = await shop.db.select().from(subscribers);
      expect((await who.post(`${LIST}/${any!.id}/unsubscribe`)).status).toBe(403);
    }
  });
});
