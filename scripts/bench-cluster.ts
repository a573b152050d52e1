// npm run bench -- --processes 1,2: the shop as N server processes behind nginx (npm run
// serve:cluster) on one PostgreSQL, N after N in one run: what every request costs when it reaches the
// database (the visitor cache off: the catalogue API and the visitor's `/`), and what a signed-in
// member's `/` costs with the caches on (kept per audience, filled in per shopper). The load
// generator runs on the same two cores as the servers and nginx: the numbers include its share.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

type Result = { rps: number; p50: number; p95: number; p99: number; errors: number; count: number };
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

export async function benchProcesses(counts: number[], tools: Tools) {
  if (tools.psql('select 1').status !== 0) {
    console.log('PostgreSQL at 127.0.0.1:5432 not reachable: skipping the processes run.');
    return;
  }
  const db = `shop_bench_cluster_${process.pid}`;
  tools.psql(`CREATE DATABASE ${db}`);
  const url = `postgres://postgres@127.0.0.1:5432/${db}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-cluster-'));
  const rows: { n: number; label: string; result: Result }[] = [];
  try {
    for (const n of counts) {
      const port = await tools.freePort();
      // Ports PORT+1… for the processes: a free port is picked for nginx, and the next n are hoped
      // free (the bench runs on a quiet machine).
      const base = `http://127.0.0.1:${port}`;
      for (const [label, cache, path, signedIn] of [
        ['uncached GET /api/catalogue/products', '0', '/api/catalogue/products', false],
        ['uncached GET / (visitor)', '0', '/', false],
        ['signed-in GET / (audience cache)', '5', '/', true],
      ] as const) {
        const cluster = startCluster(tools, {
          DATA_DIR: dataDir,
          DATABASE_URL: url,
          PORT: String(port),
          PUBLIC_URL: base,
          WEB_CONCURRENCY: String(n),
          VISITOR_CACHE_SECONDS: cache,
          TRUST_PROXY: '1',
        });
        try {
          await answering(`${base}/api/health`, cluster);
          const headers = signedIn ? { cookie: await memberCookie(base) } : undefined;
          await tools.load(`${base}${path}`, 2, tools.connections, { headers });
          const result = await tools.load(`${base}${path}`, tools.seconds, tools.connections, { headers });
          rows.push({ n, label, result });
          console.log(tools.fmt(`${n} process${n > 1 ? 'es' : ''} + nginx, ${label}`, result));
        } finally {
          await stopCluster(cluster);
        }
      }
    }
    if (counts.length > 1) {
      const [first, last] = [counts[0]!, counts[counts.length - 1]!];
      for (const label of new Set(rows.map((r) => r.label))) {
        const a = rows.find((r) => r.n === first && r.label === label)!.result.rps;
        const b = rows.find((r) => r.n === last && r.label === label)!.result.rps;
        console.log(`${label}: ${last} processes / ${first} = ${(b / a).toFixed(2)}×`);
      }
    }
  } finally {
    tools.psql(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
