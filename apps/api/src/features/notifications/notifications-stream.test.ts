// The live stream (GET /api/notifications/stream): a row written by any writer reaches the open
// streams of its customer on commit and never another's; a rolled-back write is never announced;
// Last-Event-ID replays what a tab missed; marks-read reach the other tabs; heartbeats keep it open.
// On PostgreSQL: one LISTEN connection however many streams, and a lost one comes back and resyncs.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { SHOP_EVENTS_CHANNEL } from '../realtime/realtime-events';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { readSse, type SseReader } from '../../test/sse-client';
import { databaseKinds, ORIGIN, useShop, type Shop } from '../../test/use-shop';
import { realtimeHub } from '../realtime/realtime-hub';
import { MAX_STREAMS_PER_USER } from './notifications-stream';
import { notificationsRoutes } from './notifications.routes';
import { ring } from './notifications-test-data';

type Note = { id: string; title: string; type: string; isRead: boolean };
const note = (data: string) => JSON.parse(data) as Note;

/** Opening streams in tests, closed after each test; new customers. */
function streams(shop: Shop) {
  const open: SseReader[] = [];
  let serial = 0;
  const customer = () => shop.signIn(`live-${serial++}-${randomUUID().slice(0, 8)}@shop.test`);

  /** Opens a stream as `cookie` (resuming after `lastEventId`), through `app` (the shop's by default). */
  async function stream(cookie: string, lastEventId?: string, app: Pick<Hono, 'request'> = shop.app) {
    const res = await app.request(`${ORIGIN}/api/notifications/stream`, {
      headers: { cookie, ...(lastEventId && { 'last-event-id': lastEventId }) },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = readSse(res);
    open.push(reader);
    return reader;
  }
  const waitFor = async (check: () => boolean, what: string) => {
    for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
    expect(check(), what).toBe(true);
  };
  afterEach(async () => {
    await Promise.all(open.splice(0).map((reader) => reader.close()));
  });

  return { stream, waitFor, customer };
}

describe.each(databaseKinds())('the notification stream on %s', (kind) => {
  const shop = useShop(kind);
  const { stream, waitFor, customer } = streams(shop);

  it('sends a new row to its customer on commit, with a growing id, and nothing of anyone else', async () => {
    const amina = await customer();
    const brian = await customer();
    const live = await stream(amina.cookie);
    const ready = await live.next((e) => e.event === 'ready');
    await ring(shop.db, brian.id);
    const [first] = await ring(shop.db, amina.id);
    const event = await live.next((e) => e.event === 'notification');
    expect(note(event.data)).toMatchObject({ id: first!.id, type: 'order_shipped', isRead: false });
    expect(Number(event.id)).toBeGreaterThan(Number(ready.id));
    const [second] = await ring(shop.db, amina.id);
    const next = await live.next((e) => e.event === 'notification');
    expect(note(next.data).id).toBe(second!.id);
    expect(Number(next.id)).toBeGreaterThan(Number(event.id));
    const sent = live.received.filter((m) => 'event' in m && m.event === 'notification');
    expect(sent).toHaveLength(2);
  });

  it('never announces a write that rolled back', async () => {
    const me = await customer();
    const live = await stream(me.cookie);
    await live.next((e) => e.event === 'ready');
    await expect(
      shop.db.transaction(async (tx) => {
        await ring(tx, me.id);
        throw new Error('the order change failed');
      }),
    ).rejects.toThrow('the order change failed');
    const [kept] = await ring(shop.db, me.id);
    const event = await live.next((e) => e.event === 'notification');
    expect(note(event.data).id).toBe(kept!.id);
    expect(live.received.filter((m) => 'event' in m && m.event === 'notification')).toHaveLength(1);
  });

  it('delivers to every open tab of the customer', async () => {
    const me = await customer();
    const tabs = [await stream(me.cookie), await stream(me.cookie), await stream(me.cookie)];
    for (const tab of tabs) await tab.next((e) => e.event === 'ready');
    const [row] = await ring(shop.db, me.id);
    for (const tab of tabs)
      expect(note((await tab.next((e) => e.event === 'notification')).data).id).toBe(row!.id);
  });

  it('replays what a reconnecting tab missed (Last-Event-ID), in order, then goes on live', async () => {
    const me = await customer();
    const first = await stream(me.cookie);
    await ring(shop.db, me.id);
    const seen = await first.next((e) => e.event === 'notification');
    await first.close();
    const missed = await ring(shop.db, me.id, 3);
    const again = await stream(me.cookie, seen.id);
    const replayed = [];
    for (let i = 0; i < 3; i++)
      replayed.push(note((await again.next((e) => e.event === 'notification')).data).id);
    expect(replayed).toEqual(missed.map((m) => m.id));
    const ready = await again.next((e) => e.event === 'ready');
    expect(Number(ready.id)).toBe(missed[2]!.seq);
    const [live] = await ring(shop.db, me.id);
    expect(note((await again.next((e) => e.event === 'notification')).data).id).toBe(live!.id);
    // An id that is not ours is ignored: the stream starts from now.
    const fresh = await stream(me.cookie, 'garbage');
    expect((await fresh.next()).event).toBe('ready');
  });

  it("tells the customer's other tabs when notifications were marked read", async () => {
    const me = await customer();
    const [row] = await ring(shop.db, me.id, 2);
    const other = await stream(me.cookie);
    await other.next((e) => e.event === 'ready');
    await shop.as(me).post(`/api/notifications/${row!.id}/read`);
    await other.next((e) => e.event === 'read');
    await shop.as(me).post('/api/notifications/read-all');
    await other.next((e) => e.event === 'read');
  });

  it('sends a heartbeat comment while idle', async () => {
    const me = await customer();
    const app = new Hono().route('/api/notifications', notificationsRoutes(shop, { heartbeatMs: 50 }));
    const live = await stream(me.cookie, undefined, app);
    expect(await live.nextComment()).toBe('heartbeat');
  });

  it('lets go of a closed stream, and caps the streams of one customer', async () => {
    const me = await customer();
    const hub = realtimeHub(shop.database);
    const tabs = [];
    for (let i = 0; i < MAX_STREAMS_PER_USER; i++) tabs.push(await stream(me.cookie));
    await waitFor(() => hub.count(me.id) === MAX_STREAMS_PER_USER, 'every stream subscribed');
    const refused = await shop.as(me).get('/api/notifications/stream');
    expect(refused.status).toBe(429);
    await Promise.all(tabs.map((tab) => tab.close()));
    await waitFor(() => hub.count(me.id) === 0, 'every closed stream let go');
  });
});

// The realtime channel's listener only (the settings and catalogue caches listen on channels of their own).
const LISTENING = sql`select pid from pg_stat_activity where datname = current_database() and query = ${`LISTEN "${SHOP_EVENTS_CHANNEL}"`}`;

describe.each(databaseKinds().filter((k) => k === 'postgres'))('the listening connection on %s', (kind) => {
  const shop = useShop(kind);
  const { stream, waitFor, customer } = streams(shop);

  it('listens on one connection however many streams are open', async () => {
    const people = [await customer(), await customer()];
    for (const person of people) for (let i = 0; i < 10; i++) await stream(person.cookie);
    await waitFor(() => realtimeHub(shop.database).count() >= 20, 'streams subscribed');
    const listening = (await shop.db.execute(LISTENING)) as unknown as { rows: unknown[] };
    expect(listening.rows).toHaveLength(1);
  });

  it('reconnects a lost LISTEN and resyncs the open streams', async () => {
    const me = await customer();
    const live = await stream(me.cookie);
    await live.next((e) => e.event === 'ready');
    const listener = async () => (await shop.db.execute(LISTENING)) as unknown as { rows: { pid: number }[] };
    const before = (await listener()).rows.map((r) => r.pid);
    expect(before).toHaveLength(1);
    await shop.db.execute(sql`select pg_terminate_backend(${before[0]})`);
    // Written while the process may not be listening: the resync after the reconnect sends it.
    const [row] = await ring(shop.db, me.id);
    expect(note((await live.next((e) => e.event === 'notification', 15_000)).data).id).toBe(row!.id);
    const [later] = await ring(shop.db, me.id);
    expect(note((await live.next((e) => e.event === 'notification', 15_000)).data).id).toBe(later!.id);
    const after = (await listener()).rows.map((r) => r.pid);
    expect(after).toHaveLength(1);
    expect(after[0]).not.toBe(before[0]);
  });
});
