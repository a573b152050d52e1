// npm run bench:outage — REL-6 measured: how long the shop takes to serve again after PostgreSQL
// drops its connections. Starts the server on a fresh PostgreSQL database, keeps a few shoppers
// asking for the catalogue and the FAQ, ends every connection of the app's database several times
// (pg_terminate_backend), and prints for each cut the time until the first good answer to a request
// sent after it, and what the shoppers got meanwhile (200, 503, anything else).
// Usage: npm run bench:outage [-- --rounds 5 --shoppers 8]
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({
  options: { rounds: { type: 'string', default: '5' }, shoppers: { type: 'string', default: '8' } },
});
const root = new URL('..', import.meta.url).pathname;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const psql = (sql: string, database = 'postgres') =>
  spawnSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-d', database, '-qAtc', sql], {
    encoding: 'utf8',
  });

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

async function waitFor(url: string, child: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await sleep(200);
  }
  throw new Error(`no answer from ${url}`);
}

if (psql('select 1').status !== 0) {
  console.log('PostgreSQL at 127.0.0.1:5432 not reachable.');
  process.exit(0);
}
const db = `shop_outage_${process.pid}`;
psql(`CREATE DATABASE ${db}`);
const dataDir = mkdtempSync(join(tmpdir(), 'shop-outage-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const shop = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PAYMENT_PROVIDER: 'sandbox',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${db}`,
    // Every answer comes from the database, so a cut is felt at once.
    VISITOR_CACHE_SECONDS: '0',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

type Answer = { sentAt: number; status: number };
const answers: Answer[] = [];
let running = true;
async function shopper(path: string) {
  while (running) {
    const sentAt = performance.now();
    const status = await fetch(`${base}${path}`).then(
      async (r) => (await r.arrayBuffer(), r.status),
      () => 0,
    );
    answers.push({ sentAt, status });
  }
}

try {
  await waitFor(`${base}/api/health`, shop);
  const shoppers = Array.from({ length: Number(args.shoppers) }, (_, i) =>
    shopper(i % 2 ? '/api/faqs' : '/api/catalogue/products'),
  );
  await sleep(1_000);
  const recoveries: number[] = [];
  for (let round = 1; round <= Number(args.rounds); round++) {
    const from = answers.length;
    psql(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      db,
    );
    // Measured from the moment the cut is done (psql's own start-up is not the shop's recovery).
    const cut = performance.now();
    while (!answers.slice(from).some((a) => a.sentAt >= cut && a.status === 200)) await sleep(5);
    const first = answers.slice(from).find((a) => a.sentAt >= cut && a.status === 200)!;
    const ms = Math.round(first.sentAt - cut);
    recoveries.push(ms);
    await sleep(1_500);
    const seen = answers
      .slice(from)
      .reduce<Record<string, number>>((n, a) => ({ ...n, [a.status]: (n[a.status] ?? 0) + 1 }), {});
    console.log(
      `cut ${round}: serving again after ${ms} ms; answers meanwhile ${JSON.stringify(seen)} (0 = no answer)`,
    );
  }
  running = false;
  await Promise.all(shoppers);
  const sorted = [...recoveries].sort((a, b) => a - b);
  const others = answers.filter((a) => a.status !== 200 && a.status !== 503).length;
  console.log(
    `recovery after pg_terminate_backend: median ${sorted[Math.floor(sorted.length / 2)]} ms, max ${sorted.at(-1)} ms; ` +
      `${answers.length} answers, ${answers.filter((a) => a.status === 503).length} × 503, ${others} other failures; ` +
      `server ${shop.exitCode === null ? 'still running' : `exited ${shop.exitCode}`}`,
  );
} finally {
  running = false;
  shop.kill('SIGTERM');
  await new Promise((r) => shop.once('exit', r));
  psql(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
  rmSync(dataDir, { recursive: true, force: true });
}
