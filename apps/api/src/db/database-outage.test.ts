// REL-6: losing the database never ends the process. Requests answer 503 in the one error shape,
// /api/health says the database is down, and service resumes by itself when PostgreSQL is back. A
// database that cannot be reached at start ends the start with one line naming DATABASE_URL.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createApp } from '../app';
import { standInWebBuild } from '../test/stand-in-web-build';
import { freePort, spawnShop, waitUntilOk, type SpawnedShop } from '../test/spawn-shop';
import { databaseKinds, useShop } from '../test/use-shop';

const UNAVAILABLE = { error: { code: 'database_unavailable', message: expect.any(String) } };

describe.each(databaseKinds())('a database that is gone, on %s', (kind) => {
  const shop = useShop(kind);

  it('answers requests with 503 and the one error shape, and health says down', async () => {
    expect((await shop.app.request('/api/faqs')).status).toBe(200);
    // A closed client stands for a database that no longer answers.
    const gone = { ...shop.database };
    await shop.database.close();
    shop.database.close = async () => undefined;
    const app = createApp({ ...shop, database: gone });
    const faqs = await app.request('/api/faqs');
    expect(faqs.status).toBe(503);
    expect(await faqs.json()).toEqual(UNAVAILABLE);
    expect(faqs.headers.get('retry-after')).toBeTruthy();
    const health = await app.request('/api/health');
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({
      status: 'unavailable',
      database: { status: 'down', reachable: false },
    });
  });
});

describe('an unreachable database at start', () => {
  it('exits 1 with one line naming DATABASE_URL, without the password or a stack trace', async () => {
    const closedPort = await freePort();
    const shop = await spawnShop({
      DATABASE_URL: `postgres://shop:do-not-print@127.0.0.1:${closedPort}/shop`,
    });
    expect(await shop.exited).toBe(1);
    const lines = shop.stderr().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('DATABASE_URL');
    expect(lines[0]).toContain(`127.0.0.1:${closedPort}`);
    expect(lines[0]).not.toContain('do-not-print');
    expect(shop.stderr()).not.toMatch(/^\s+at /m);
  });
});

/** A fresh database made from the migrated test template, and an admin connection to it. */
async function freshPostgres() {
  const template = new URL(inject('postgresTemplateUrl')!);
  const name = `${template.pathname.slice(1)}_outage_${randomBytes(3).toString('hex')}`;
  const admin = new URL(template);
  admin.pathname = '/postgres';
  const sql = async (text: string, on = admin.href) => {
    const client = new pg.Client({ connectionString: on });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await sql(`CREATE DATABASE "${name}" TEMPLATE "${template.pathname.slice(1)}"`);
  const url = new URL(template);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    /** The brief's way to cut the app off: end every other connection to its database. */
    terminate: () =>
      sql(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
        url.href,
      ),
    allowConnections: (allow: boolean) => sql(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS ${allow}`),
    terminateFromOutside: () =>
      sql(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`),
    drop: () => sql(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

describe.each(databaseKinds().filter((k) => k === 'postgres'))('the server process on %s', () => {
  let db: Awaited<ReturnType<typeof freshPostgres>>;
  let shop: SpawnedShop;
  let web: ReturnType<typeof standInWebBuild>;
  beforeAll(async () => {
    db = await freshPostgres();
    web = standInWebBuild({
      entryServer: `export async function render() {
        return { kind: 'page', status: 200, meta: { title: 'Shop' }, routeModules: [], html: '<p>shop</p>' };
      }`,
    });
    shop = await spawnShop({ DATABASE_URL: db.url, WEB_DIST: web.dist, VISITOR_CACHE_SECONDS: '0' });
    await waitUntilOk(`${shop.url}/api/health`);
  });
  afterAll(async () => {
    await shop.stop();
    web.remove();
    await db.drop();
  });

  /** Status of a request, or 0 when the process did not answer at all. */
  const status = async (path: string) => {
    try {
      const res = await fetch(`${shop.url}${path}`);
      if (res.status === 503) expect(await res.json()).toEqual(UNAVAILABLE_OR_HEALTH(path));
      else await res.arrayBuffer();
      return res.status;
    } catch {
      return 0;
    }
  };
  const UNAVAILABLE_OR_HEALTH = (path: string) =>
    path === '/api/health'
      ? expect.objectContaining({
          status: 'unavailable',
          database: expect.objectContaining({ status: 'down' }),
        })
      : UNAVAILABLE;

  /** Asks until `path` answers 200; the number of tries it took, or -1 when it never did. */
  const triesUntilOk = async (path: string, tries = 200) => {
    for (let i = 1; i <= tries; i++) {
      if ((await status(path)) === 200) return i;
      await new Promise((r) => setTimeout(r, 50));
    }
    return -1;
  };

  it('stays up when its connections are terminated, answers 503 or 200, and resumes by itself', async () => {
    const seen: number[] = [];
    let busy = true;
    const traffic = (async () => {
      while (busy) {
        seen.push(
          ...(await Promise.all(['/api/faqs', '/api/catalogue/products', '/api/health'].map(status))),
        );
      }
    })();
    await new Promise((r) => setTimeout(r, 200));
    await db.terminate();
    const cut = performance.now();
    expect(await triesUntilOk('/api/faqs')).toBeGreaterThan(0);
    const recoveredMs = Math.round(performance.now() - cut);
    await db.terminate();
    expect(await triesUntilOk('/api/catalogue/products')).toBeGreaterThan(0);
    busy = false;
    await traffic;
    // Measured, not asserted: the time from the cut to the first good answer.
    const counts = seen.reduce<Record<number, number>>((n, s) => ({ ...n, [s]: (n[s] ?? 0) + 1 }), {});
    console.log(
      `REL-6 recovery after pg_terminate_backend: ${recoveredMs} ms; answers ${JSON.stringify(counts)}`,
    );
    expect(shop.child.exitCode).toBeNull();
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((s) => s !== 200 && s !== 503)).toEqual([]);
  });

  it('says the database is down while it refuses connections, and recovers when it is back', async () => {
    await db.allowConnections(false);
    try {
      await db.terminateFromOutside();
      const health = await fetch(`${shop.url}/api/health`);
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({ status: 'unavailable', database: { status: 'down' } });
      const faqs = await fetch(`${shop.url}/api/faqs`);
      expect(faqs.status).toBe(503);
      expect(await faqs.json()).toEqual(UNAVAILABLE);
      const signIn = await fetch(`${shop.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: shop.url },
        body: JSON.stringify({ email: 'someone@shop.test', password: 'a-long-password' }),
      });
      expect(signIn.status).toBe(503);
      expect(await signIn.json()).toEqual(UNAVAILABLE);
    } finally {
      await db.allowConnections(true);
    }
    const cut = performance.now();
    expect(await triesUntilOk('/api/health')).toBeGreaterThan(0);
    console.log(
      `REL-6 recovery after the database accepts connections again: ${Math.round(performance.now() - cut)} ms`,
    );
    expect(await fetch(`${shop.url}/api/health`).then((r) => r.json())).toMatchObject({
      status: 'ok',
      database: { status: 'up' },
    });
    expect(shop.child.exitCode).toBeNull();
  });
});
