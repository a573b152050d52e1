// A shop of its own for the drop journeys: members are made by writing their profile rows (tier,
// early-access flag), which no endpoint lets anybody set. The shop runs on PGlite in a folder of its
// own; its rows are written while the server is stopped (PGlite has one owner at a time), then it
// starts again on the same folder. No demo catalogue: the journeys bring their own pieces.
import { PGlite } from '@electric-sql/pglite';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;

export const OWNER = { email: 'drops-owner@e2e.test', password: 'e2e-drops-owner-password' };
export const PASSWORD = 'a-long-e2e-password';

export type Standing = { tier: 'regular' | 'premium' | 'vip'; member: boolean };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function startDropShop() {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-drops-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let log = '';

  async function start() {
    log = '';
    child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PAYMENT_PROVIDER: 'sandbox',
        PORT: String(port),
        HOST: '127.0.0.1',
        TRUST_PROXY: '1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SEED: 'false',
        LOG_LEVEL: 'warn',
        ADMIN_EMAIL: OWNER.email,
        ADMIN_PASSWORD: OWNER.password,
        PUBLIC_URL: baseUrl,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d) => (log += d));
    child.stderr?.on('data', (d) => (log += d));
    for (let i = 0; i < 300; i += 1) {
      try {
        if ((await fetch(`${baseUrl}/api/health`)).ok) return;
      } catch {
        // Not listening yet.
      }
      if (child.exitCode !== null) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`The drop journeys' shop did not start:\n${log}`);
  }

  async function stop() {
    const running = child;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((r) => running.once('exit', r));
    running.kill('SIGTERM');
    await exited;
  }

  /** Posts JSON as the shop's pages do (same origin), with a session cookie when given. */
  async function post(path: string, body: unknown, cookie?: string) {
    const res = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl, ...(cookie && { cookie }) },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown>, res };
  }

  /** Signs in through the API; answers the session cookie. */
  async function signIn(who: { email: string; password: string }) {
    const { res, status } = await post('/api/auth/sign-in/email', who);
    if (status !== 200) throw new Error(`sign-in of ${who.email} failed: ${status}`);
    return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
  }

  /** Makes customer accounts, then gives each its standing (server stopped meanwhile). */
  async function addCustomers(customers: Record<string, Standing>) {
    for (const email of Object.keys(customers)) {
      const made = await post('/api/auth/sign-up/email', {
        email,
        password: PASSWORD,
        name: email.split('@')[0],
      });
      if (made.status !== 200) throw new Error(`sign-up of ${email} failed: ${made.status}`);
    }
    await stop();
    const db = new PGlite(join(dataDir, 'db'));
    try {
      for (const [email, { tier, member }] of Object.entries(customers))
        await db.query(
          `insert into profiles (id, customer_tier, early_access_member)
           select id, $2, $3 from "user" where email = $1
           on conflict (id) do update set customer_tier = $2, early_access_member = $3`,
          [email, tier, member],
        );
    } finally {
      await db.close();
    }
    await start();
  }

  await start();
  return {
    baseUrl,
    post,
    signIn,
    addCustomers,
    close: async () => {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type DropShop = Awaited<ReturnType<typeof startDropShop>>;
