// SCALE-1 for the bell: two real server processes on one PostgreSQL. A customer's tab streams from
// process A while the owner ships the order through process B: the notification crosses over
// through LISTEN/NOTIFY, read marks too, and a tab that reconnects to B with Last-Event-ID is sent
// what it missed.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readSse, type SseReader } from '../../test/sse-client';
import { spawnShop, waitUntilOk, type SpawnedShop } from '../../test/spawn-shop';
import { standInWebBuild } from '../../test/stand-in-web-build';
import { databaseKinds, newDevice, useShop } from '../../test/use-shop';
import { OWNER_DELIVERY, paidOrder } from '../orders/orders-test-shop';

// The in-process test shop signs its sessions with this secret; the processes must accept them.
const TEST_AUTH_SECRET = 'test-secret-test-secret-test-secret!';

type Note = { type: string; orderId: string | null };

describe.each(databaseKinds().filter((k) => k === 'postgres'))(
  'the bell across two processes on %s',
  (kind) => {
    const shop = useShop(kind);
    const processes: SpawnedShop[] = [];
    const readers: SseReader[] = [];
    let web: ReturnType<typeof standInWebBuild>;
    let a: SpawnedShop;
    let b: SpawnedShop;

    beforeAll(async () => {
      const result = await shop.db.execute(sql`select current_database() as name`);
      const { name } = (result as unknown as { rows: { name: string }[] }).rows[0]!;
      const url = new URL(inject('postgresTemplateUrl')!);
      url.pathname = `/${name}`;
      web = standInWebBuild({
        entryServer: `export async function render() {
        return { kind: 'page', status: 200, meta: { title: 'Shop' }, routeModules: [], html: '<p>shop</p>' };
      }`,
      });
      const env = {
        DATABASE_URL: url.href,
        WEB_DIST: web.dist,
        AUTH_SECRET: TEST_AUTH_SECRET,
        BACKGROUND_JOBS: 'false',
      };
      // One after the other: both would otherwise race to migrate and make the first admin.
      for (const _ of [1, 2]) {
        const started = await spawnShop(env);
        processes.push(started);
        await waitUntilOk(`${started.url}/api/health`);
      }
      [a, b] = processes as [SpawnedShop, SpawnedShop];
    }, 120_000);

    afterAll(async () => {
      await Promise.all(readers.map((r) => r.close()));
      await Promise.all(processes.map((p) => p.stop()));
      web?.remove();
    });

    async function stream(on: SpawnedShop, cookie: string, lastEventId?: string) {
      const res = await fetch(`${on.url}/api/notifications/stream`, {
        headers: { cookie, ...(lastEventId && { 'last-event-id': lastEventId }) },
      });
      expect(res.status).toBe(200);
      const reader = readSse(res);
      readers.push(reader);
      return reader;
    }
    const post = (on: SpawnedShop, cookie: string, path: string, body: unknown = {}) =>
      fetch(`${on.url}${path}`, {
        method: 'POST',
        headers: { cookie, origin: on.url, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    it('delivers what one process writes to a stream open on the other, and replays after a move', async () => {
      const customer = await shop.signIn('two-processes@shop.test');
      const owner = await shop.signIn('owner-two@shop.test', { admin: true });
      const orderId = await paidOrder(shop, newDevice(customer.cookie));
      const move = async (to: string) => {
        const res = await post(b, owner.cookie, `/api/admin/orders/${orderId}/fulfillment`, { to });
        expect(res.status, await res.clone().text()).toBe(200);
      };

      const onA = await stream(a, customer.cookie);
      await onA.next((e) => e.event === 'ready');
      const details = await fetch(`${b.url}/api/admin/orders/${orderId}/delivery`, {
        method: 'PUT',
        headers: { cookie: owner.cookie, origin: b.url, 'content-type': 'application/json' },
        body: JSON.stringify(OWNER_DELIVERY),
      });
      expect(details.status).toBe(200);
      await move('shipped');
      const shipped = await onA.next((e) => e.event === 'notification');
      expect(JSON.parse(shipped.data)).toMatchObject({ type: 'order_shipped', orderId } satisfies Note);

      // Read marks made on B reach the tab on A.
      expect((await post(b, customer.cookie, '/api/notifications/read-all')).status).toBe(200);
      await onA.next((e) => e.event === 'read');

      // The tab goes away; the order is delivered meanwhile; it comes back to the other process.
      await onA.close();
      await move('delivered');
      const onB = await stream(b, customer.cookie, shipped.id);
      const missed = JSON.parse((await onB.next((e) => e.event === 'notification')).data) as Note;
      expect(missed).toMatchObject({ type: 'order_delivered', orderId });
      await onB.next((e) => e.event === 'ready');
    });
  },
);

// On the embedded database there is one process, so the bell has nothing to cross: the cluster
// launcher refuses to start several processes on it, and says what to do instead.
describe('the bell on the embedded database', () => {
  it('stays in one process: start:cluster refuses to run without PostgreSQL', () => {
    const cluster = fileURLToPath(new URL('../../cluster.ts', import.meta.url));
    const run = spawnSync(process.execPath, ['--import', 'tsx', cluster], {
      env: { ...process.env, DATABASE_URL: '', NODE_ENV: 'development' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('start:cluster needs DATABASE_URL');
    expect(run.stderr).toContain('use npm start for one process');
  });
});
