// The shop as two server processes behind nginx on one PostgreSQL (npm run serve:cluster), and the
// shop's promises across them: the last piece sold once when buyers land on both processes; a
// payment reported to both at once makes one order; a notification written by one process reaches a
// stream held by the other; a process killed mid-checkout loses nothing; a catalogue change made
// through one shows on the other at once. Requests go to each process directly where the test needs
// to choose, and through nginx otherwise.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;
const serverUrl = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const dbName = `shop_cluster_${randomBytes(4).toString('hex')}`;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).href;
const adminDbUrl = Object.assign(new URL(serverUrl), { pathname: '/postgres' }).href;
const admin = { email: 'owner@cluster.test', password: 'cluster-owner-password' };
const WEBHOOK_SECRET = 'cluster-webhook-secret';

/** One SQL statement on the cluster's database; its rows as lines of tab-separated text. */
const sql = (statement: string, url = databaseUrl) =>
  execFileSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-qAtF', '\t', '-c', statement], {
    encoding: 'utf8',
  }).trim();

const portFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const srv = createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });

/** A port whose next two are free as well (nginx on it, the processes on the next two). */
async function freePorts(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    if ((await portFree(port)) && (await portFree(port + 1)) && (await portFree(port + 2))) return port;
  }
}

let launcher: ChildProcess;
let log = '';
let dataDir: string;
let front: string;
let processes: [string, string];

async function answering(url: string, timeoutMs = 240_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (launcher.exitCode !== null) throw new Error(`The cluster ended (${launcher.exitCode}):\n${log}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer in time:\n${log}`);
}

beforeAll(async () => {
  execFileSync('bash', [join(root, 'scripts/ensure-nginx.sh')], { stdio: 'inherit' });
  sql(`CREATE DATABASE "${dbName}"`, adminDbUrl);
  dataDir = mkdtempSync(join(tmpdir(), 'shop-cluster-'));
  const port = await freePorts();
  front = `http://127.0.0.1:${port}`;
  processes = [`http://127.0.0.1:${port + 1}`, `http://127.0.0.1:${port + 2}`];
  launcher = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/cluster.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'sandbox',
      FLW_SECRET_HASH: WEBHOOK_SECRET,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_CONCURRENCY: '2',
      DATA_DIR: dataDir,
      SEED: 'false',
      // Long enough that only a told process would show a change in time.
      VISITOR_CACHE_SECONDS: '60',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      PUBLIC_URL: front,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  launcher.stdout?.on('data', (d) => (log += d));
  launcher.stderr?.on('data', (d) => (log += d));
  await answering(front);
}, 300_000);

afterAll(async () => {
  if (launcher && launcher.exitCode === null) {
    const ended = new Promise((r) => launcher.once('exit', r));
    launcher.kill('SIGTERM');
    await ended;
  }
  sql(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`, adminDbUrl);
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

type Answer<T = Record<string, unknown>> = { status: number; body: T; headers: Headers };

/** A request to one process (or nginx), as a device: its guest id, its own address, maybe a session. */
async function send<T = Record<string, unknown>>(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  who: { guestId?: string; cookie?: string; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      origin: front,
      'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...(who.guestId && { 'x-guest-id': who.guestId }),
      ...(who.cookie && { cookie: who.cookie }),
      ...who.headers,
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: kept as text for the assertion to show
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
}

/** A new piece for sale, one of it, written straight into the database. */
function newPiece(name: string, stock = 1): { id: string; name: string; price: number } {
  const slug = `${name.toLowerCase().replace(/\W+/g, '-')}-${randomBytes(3).toString('hex')}`;
  // A piece without sizes keeps its count in one variant row without a size (the stock feature).
  const id = sql(
    `WITH piece AS (INSERT INTO products (name, slug, price, stock, category) ` +
      `VALUES ('${name}', '${slug}', 1500, ${stock}, 'bags') RETURNING id), ` +
      `variant AS (INSERT INTO product_variants (product_id, size, stock) SELECT id, NULL, ${stock} FROM piece) ` +
      `SELECT id FROM piece`,
  );
  return { id, name, price: 1500 };
}

const bagOf = (piece: { id: string; name: string; price: number }) => ({
  items: [{ product: piece, quantity: 1, selectedSize: null }],
  bundles: [],
});

/** Opens a checkout for `piece` on `base` and has the sandbox approve the M-Pesa charge. */
async function approvedCheckout(
  base: string,
  piece: ReturnType<typeof newPiece>,
  who: { guestId?: string; cookie?: string },
) {
  const opened = await send<{ payment: { tx_ref: string; amount: number } }>(
    base,
    'POST',
    '/api/checkout',
    { bag: bagOf(piece), phone: '0712345678', payment_method: 'mpesa' },
    who,
  );
  expect(opened.status, JSON.stringify(opened.body)).toBe(201);
  const { tx_ref, amount } = opened.body.payment;
  const charge = await send<{ transaction_id: string }>(
    base,
    'POST',
    '/api/sandbox-pay/charges',
    { tx_ref, amount, currency: 'KES', method: 'mpesa', phone: '0712345678', outcome: 'approve' },
    who,
  );
  expect(charge.status, JSON.stringify(charge.body)).toBeLessThan(300);
  return { txRef: tx_ref, transactionId: charge.body.transaction_id };
}

const ordersFor = (productId: string) =>
  Number(sql(`SELECT count(DISTINCT order_id) FROM order_items WHERE product_id = '${productId}'`));

async function signUp(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: front },
    body: JSON.stringify({ email, password: 'a-long-password', name: 'Cluster Shopper' }),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

describe('two server processes behind nginx on one PostgreSQL', () => {
  it('serves the shop through nginx, assets precompressed and pages from both processes', async () => {
    const page = await fetch(`${front}/faq`);
    expect(page.status).toBe(200);
    expect(page.headers.get('server')).toMatch(/nginx/);
    const html = await page.text();
    const asset = /\/assets\/[\w-]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const script = await fetch(`${front}${asset}`, { headers: { 'accept-encoding': 'br' } });
    expect(script.headers.get('content-encoding')).toBe('br');
    expect(script.headers.get('cache-control')).toContain('immutable');
    for (const base of processes) expect((await fetch(`${base}/api/health`)).status).toBe(200);
  });

  it('sells the last piece once when buyers land on both processes at the same moment', async () => {
    const piece = newPiece('Last Leather Satchel');
    const buyers = Array.from({ length: 12 }, (_, i) => ({ base: processes[i % 2]!, guestId: randomUUID() }));
    const answers = await Promise.all(
      buyers.map(({ base, guestId }) =>
        send(
          base,
          'POST',
          '/api/checkout',
          { bag: bagOf(piece), phone: '0712345678', payment_method: 'mpesa' },
          { guestId },
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 201)) expect(refused.status).toBe(409);
    expect(Number(sql(`SELECT stock FROM products WHERE id = '${piece.id}'`))).toBe(0);
  });

  it("makes one order when the provider's notice reaches one process and the shopper's confirm the other", async () => {
    const piece = newPiece('Twice Told Tote');
    const guestId = randomUUID();
    const { txRef, transactionId } = await approvedCheckout(processes[0], piece, { guestId });
    const [webhook, confirm] = await Promise.all([
      send(
        processes[0],
        'POST',
        '/api/payments/webhook',
        { event: 'charge.completed', data: { id: transactionId, tx_ref: txRef } },
        { headers: { 'verif-hash': WEBHOOK_SECRET } },
      ),
      send(
        processes[1],
        'POST',
        '/api/checkout/confirm',
        { tx_ref: txRef, transaction_id: transactionId },
        { guestId },
      ),
    ]);
    expect(webhook.status, JSON.stringify(webhook.body)).toBe(200);
    expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
    expect(confirm.body).toMatchObject({ status: 'paid' });
    expect(ordersFor(piece.id)).toBe(1);
  });

  it("brings a notification written by one process to the shopper's stream on the other", async () => {
    const cookie = await signUp(front, `stream-${randomBytes(3).toString('hex')}@cluster.test`);
    const controller = new AbortController();
    const stream = await fetch(`${processes[1]}/api/notifications/stream`, {
      headers: { cookie, accept: 'text/event-stream' },
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    let heard = '';
    const hear = async (what: RegExp) => {
      while (!what.test(heard)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`The stream ended; it said:\n${heard}`);
        heard += value;
      }
    };
    try {
      await hear(/event: ready/);
      const piece = newPiece('Streamed Shoulder Bag');
      const { txRef, transactionId } = await approvedCheckout(processes[0], piece, { cookie });
      const confirmed = await send(
        processes[0],
        'POST',
        '/api/checkout/confirm',
        { tx_ref: txRef, transaction_id: transactionId },
        { cookie },
      );
      expect(confirmed.body).toMatchObject({ status: 'paid' });
      await hear(/event: notification/);
      expect(heard).toMatch(/event: notification\ndata: [^\n]*order/i);
    } finally {
      controller.abort();
    }
  });

  it('loses nothing when a process is killed mid-checkout: the other finishes it, and the process comes back', async () => {
    const piece = newPiece('Interrupted Clutch');
    const guestId = randomUUID();
    const { txRef, transactionId } = await approvedCheckout(processes[0], piece, { guestId });
    const port = new URL(processes[0]).port;
    const pid = /pid=(\d+)/.exec(
      execFileSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8' }),
    )?.[1];
    expect(pid, `no process listens on ${port}`).toBeTruthy();
    process.kill(Number(pid), 'SIGKILL');
    // The shopper's page confirms through nginx, which finds the process gone and asks the other.
    const confirm = await send(
      front,
      'POST',
      '/api/checkout/confirm',
      { tx_ref: txRef, transaction_id: transactionId },
      { guestId },
    );
    expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
    expect(confirm.body).toMatchObject({ status: 'paid' });
    expect(ordersFor(piece.id)).toBe(1);
    await answering(processes[0], 60_000);
  });

  it('shows a catalogue change made through one process on the other at once', async () => {
    const piece = newPiece('Soon Gone Sling Bag', 2);
    const names = async (base: string) =>
      (
        await send<{ products: { name: string }[] }>(base, 'GET', '/api/catalogue/products?category=bags')
      ).body.products.map((p) => p.name);
    expect(await names(processes[1])).toContain(piece.name);
    const signIn = await fetch(`${processes[0]}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: front },
      body: JSON.stringify(admin),
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const off = await send(
      processes[0],
      'POST',
      `/api/admin/products/${piece.id}/deactivate`,
      {},
      { cookie },
    );
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    await expect.poll(() => names(processes[1]), { timeout: 10_000 }).not.toContain(piece.name);
  });
});
