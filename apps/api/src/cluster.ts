// npm run start:cluster: the shop as several server processes behind nginx, on one PostgreSQL.
// Each process is the ordinary server (server.ts) on a port of its own on 127.0.0.1; nginx listens on
// PORT and spreads requests over them. Nothing a shopper relies on lives in one process: sessions,
// rate limits, stock holds and jobs are rows, events and catalogue changes travel by NOTIFY. So a
// process may stop at any moment: nginx sends the next request to another, and this launcher starts
// it again. The first process starts alone (it migrates and seeds), the others once it answers.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { childEnvironment, loadConfig } from './config';
import { SERVER_ENTRY, SERVER_NODE_FLAGS } from './server-command';

const config = loadConfig();
if (!config.DATABASE_URL) {
  console.error(
    'start:cluster needs DATABASE_URL: the embedded database belongs to one process. ' +
      'Set DATABASE_URL=postgres://… (see deploy/README.md), or use npm start for one process.',
  );
  process.exit(1);
}
if (!existsSync(config.NGINX_PATH)) {
  console.error(
    `nginx is missing at ${config.NGINX_PATH}: install it (apt-get install nginx-light, or ` +
      'bash scripts/ensure-nginx.sh) or set NGINX_PATH.',
  );
  process.exit(1);
}

const here = fileURLToPath(new URL('.', import.meta.url));
const serverEntry = join(here, '../../..', SERVER_ENTRY);
const template = readFileSync(join(here, '../../../deploy/nginx.conf.template'), 'utf8');
const nginxDir = resolve(config.DATA_DIR, 'nginx');
mkdirSync(nginxDir, { recursive: true });

const count = config.WEB_CONCURRENCY;
const ports = Array.from({ length: count }, (_, i) => config.PORT + 1 + i);
const publicUrl = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
let stopping = false;

/** One server process on `port`; started again when it ends without being asked to. */
function startProcess(port: number, first: boolean): ChildProcess {
  // The launcher's own environment, with each process's address added.
  const env = childEnvironment({
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: publicUrl,
    // nginx adds one X-Forwarded-For entry: the shopper's address is the one before it.
    TRUST_PROXY: '1',
    ...(first ? {} : { SEED: 'false' }),
  });
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverEntry], { env, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`Server process on port ${port} ended (${signal ?? code}); starting it again.`);
    setTimeout(() => (processes[ports.indexOf(port)] = startProcess(port, false)), 1_000);
  });
  return child;
}

/** Waits until the process on `port` answers its health check. */
async function answering(port: number, timeoutMs = 180_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server process on port ${port} did not answer within ${timeoutMs / 1000} s.`);
}

const processes: ChildProcess[] = [];
processes.push(startProcess(ports[0]!, true));
await answering(ports[0]!);
for (const port of ports.slice(1)) processes.push(startProcess(port, false));
await Promise.all(ports.slice(1).map((port) => answering(port)));

const nginxConf = join(nginxDir, 'nginx.conf');
writeFileSync(
  nginxConf,
  template
    .replaceAll('${SHOP_LISTEN}', `${config.HOST === '0.0.0.0' ? '' : `${config.HOST}:`}${config.PORT}`)
    .replaceAll(
      '${SHOP_UPSTREAMS}',
      ports.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n    '),
    )
    .replaceAll('${SHOP_NGINX_DIR}', nginxDir)
    // Fixed local ports: nothing to look up.
    .replaceAll('${SHOP_RESOLVER}', ''),
);
const nginx = spawn(
  config.NGINX_PATH,
  ['-e', 'stderr', '-p', nginxDir, '-c', nginxConf, '-g', 'daemon off;'],
  {
    stdio: 'inherit',
  },
);
nginx.on('exit', (code) => {
  if (stopping) return;
  console.error(`nginx ended (${code}); stopping the shop.`);
  void stop();
});
console.log(
  `\n  ${config.SHOP_NAME} is open at http://localhost:${config.PORT} (${count} server processes behind nginx)\n`,
);

async function stop() {
  if (stopping) return;
  stopping = true;
  nginx.kill('SIGQUIT');
  const ended = processes.map(
    (child) => new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r))),
  );
  for (const child of processes) child.kill('SIGTERM');
  await Promise.race([Promise.all(ended), new Promise((r) => setTimeout(r, 10_000))]);
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
