// npm run bench -- --processes 1,2: the shop as N server processes behind nginx (npm run
// serve:cluster) on one PostgreSQL, side by side in one run: what every request costs when it reaches the
// database (the visitor cache off: the catalogue API and the visitor's `/`), and what a signed-in
// member's `/` costs with the caches on (kept per audience, filled in per shopper). The load
// generator runs on the same two cores as the servers and nginx; it is wrk unless `--load autocannon`
// says otherwise, so that its share of the cores is a few percent rather than half of one.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoadResult as Result } from './bench-wrk';

type Tools = {
  spawnShop: (entry: string, env: Record<string, string>) => ChildProcess;
  seconds: number;
  connections: number;
  load: (
    url: string,
    seconds: number,
    connections: number,
    extra?: { headers?: Record<string, string> },
  ) => Promise<Result>;
  fmt: (name: string, r: Result) => string;
  psql: (sql: string, database?: string) => { status: number | null };
  freePort: () => Promise<number>;
};

async function answering(url: string, child: ChildProcess, timeoutMs = 300_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the cluster ended (${child.exitCode})`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no answer from ${url}`);
}

const startCluster = (tools: Tools, env: Record<string, string>) =>
  tools.spawnShop('apps/api/src/cluster.ts', env);

async function stopCluster(child: ChildProcess) {
  const ended = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await ended;
}

/** A member's session cookie: signs a new customer up through the shop. */
export async function memberCookie(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      email: `bench-${Date.now()}@shop.test`,
      password: 'a-long-password',
      name: 'Bench Member',
    }),
  });
  if (!res.ok) throw new Error(`sign-up: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** The machine's busy and total CPU time so far (Linux /proc/stat), or null elsewhere. */
function cpuTimes(): { busy: number; total: number } | null {
  if (!existsSync('/proc/stat')) return null;
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((a, b) => a + b, 0);
  // idle and iowait are the 4th and 5th fields.
  return { busy: total - fields[3]! - fields[4]!, total };
}

/** How busy the whole machine was (all cores, every process) while `work` ran, in percent. */
async function busyWhile<T>(work: () => Promise<T>): Promise<{ value: T; busy: string }> {
  const before = cpuTimes();
  const value = await work();
  const after = cpuTimes();
  if (!before || !after) return { value, busy: '' };
  const busy = ((after.busy - before.busy) / Math.max(1, after.total - before.total)) * 100;
  return { value, busy: `, machine ${busy.toFixed(0)} % busy` };
}

/** JSON work a server process does all day: how many rounds one process gets through in `ms`. */
const CPU_WORK = `const items = Array.from({ length: 2000 }, (_, i) => ({ id: i, name: 'Piece ' + i + ' — KES', sizes: ['S', 'M'], price: i * 50 }));
let rounds = 0; const until = Date.now() + Number(process.argv[1]);
while (Date.now() < until) { JSON.parse(JSON.stringify(items)); rounds++; }
console.log(rounds);`;

function cpuWork(ms: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', CPU_WORK, String(ms)]);
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk));
    child.on('error', reject);
    child.on('exit', () => resolve(Number(out.trim())));
  });
}

/**
 * What this machine itself gives two busy processes against one, in alternating rounds: the ceiling
 * for any server's second process here. A virtual machine's two cores need not do twice the work.
 */
async function machineScaling(rounds = 5, ms = 3000) {
  const ratios: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const one = await cpuWork(ms);
    const [a, b] = await Promise.all([cpuWork(ms), cpuWork(ms)]);
    ratios.push((a + b) / one);
  }
  ratios.sort((x, y) => x - y);
  console.log(
    `this machine: two CPU-bound processes do ${ratios[Math.floor(rounds / 2)]!.toFixed(2)}× the work of one ` +
      `(median of ${rounds} alternating rounds; ${ratios.map((r) => r.toFixed(2)).join(', ')})`,
  );
}

/**
 * Each way of running side by side, loaded in turn: the clusters for one cache setting all run at
 * once (an idle one costs nothing), and rounds alternate between them, so a drift in this shared
 * machine's speed falls on every count alike instead of on whichever ran last.
 */
export async function benchProcesses(counts: number[], tools: Tools, rounds = 3) {
  if (tools.psql('select 1').status !== 0) {
    console.log('PostgreSQL at 127.0.0.1:5432 not reachable: skipping the processes run.');
    return;
  }
  await machineScaling();
  const db = `shop_bench_cluster_${process.pid}`;
  tools.psql(`CREATE DATABASE ${db}`);
  const url = `postgres://postgres@127.0.0.1:5432/${db}`;
  const dirs: string[] = [];
  const rows: { n: number; label: string; result: Result }[] = [];
  try {
    for (const cache of ['0', '5'] as const) {
      const clusters: { n: number; base: string; child: ChildProcess }[] = [];
      try {
        for (const n of counts) {
          // Each cluster its own folder (nginx's files) and ports: nginx on a free port, the
          // processes on the next n, hoped free (the bench runs on a quiet machine).
          const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-cluster-'));
          dirs.push(dataDir);
          const port = await tools.freePort();
          const base = `http://127.0.0.1:${port}`;
          const child = startCluster(tools, {
            DATA_DIR: dataDir,
            DATABASE_URL: url,
            PORT: String(port),
            PUBLIC_URL: base,
            WEB_CONCURRENCY: String(n),
            VISITOR_CACHE_SECONDS: cache,
            TRUST_PROXY: '1',
            // The first cluster migrates and seeds; the others find the shop ready.
            ...(clusters.length > 0 || cache === '5' ? { SEED: 'false' } : {}),
          });
          clusters.push({ n, base, child });
          // One at a time: the first migrates and seeds before the next starts.
          await answering(`${base}/api/health`, child);
        }
        const cases =
          cache === '0'
            ? ([
                ['uncached GET /api/catalogue/products', '/api/catalogue/products', false],
                ['uncached GET / (visitor)', '/', false],
              ] as const)
            : ([['signed-in GET / (audience cache)', '/', true]] as const);
        for (const [label, path, signedIn] of cases) {
          const headers = new Map<number, Record<string, string> | undefined>();
          for (const { n, base } of clusters) {
            headers.set(n, signedIn ? { cookie: await memberCookie(base) } : undefined);
            await tools.load(`${base}${path}`, 2, tools.connections, { headers: headers.get(n) });
          }
          for (let round = 1; round <= rounds; round++) {
            for (const { n, base } of clusters) {
              const { value: result, busy } = await busyWhile(() =>
                tools.load(`${base}${path}`, tools.seconds, tools.connections, { headers: headers.get(n) }),
              );
              rows.push({ n, label, result });
              console.log(
                tools.fmt(`round ${round}, ${n} process${n > 1 ? 'es' : ''} + nginx, ${label}`, result) +
                  busy,
              );
            }
          }
        }
      } finally {
        for (const { child } of clusters) await stopCluster(child);
      }
    }
    if (counts.length > 1) {
      const [first, last] = [counts[0]!, counts[counts.length - 1]!];
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
      for (const label of new Set(rows.map((r) => r.label))) {
        const rps = (n: number) =>
          rows.filter((r) => r.n === n && r.label === label).map((r) => r.result.rps);
        const [a, b] = [rps(first), rps(last)];
        const perRound = a.map((x, i) => `${(b[i]! / x).toFixed(2)}×`).join(', ');
        console.log(
          `${label}: ${last} processes / ${first}, median of ${a.length} rounds = ` +
            `${(median(b) / median(a)).toFixed(2)}× (${median(a).toFixed(0)} → ${median(b).toFixed(0)} req/s; by round ${perRound})`,
        );
      }
    }
  } finally {
    tools.psql(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}
