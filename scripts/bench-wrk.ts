// The processes bench's load generator: wrk (Debian's package, installed by ensure-wrk.sh), one
// thread holding N keep-alive connections, each sending its next request when the last one answered
// (the same closed loop as autocannon). Why not autocannon there: it runs in the bench's own Node
// process on the same two cores, and at these rates it used about half a core, which the second server
// process then could not have. wrk does the same work for a few percent of one.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export type LoadResult = {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  count: number;
};

const WRK = process.env.WRK_PATH ?? '/usr/bin/wrk';
const REPORT = fileURLToPath(new URL('bench-wrk.lua', import.meta.url));

export function loadWithWrk(
  url: string,
  seconds: number,
  connections: number,
  extra?: { body?: string; headers?: Record<string, string> },
): Promise<LoadResult> {
  const headers = {
    ...extra?.headers,
    // A same-site Origin on writes, as a browser sends (the server refuses cookie-less cross-site writes).
    ...(extra?.body ? { 'content-type': 'application/json', origin: new URL(url).origin } : {}),
  };
  const args = ['-t', '1', '-c', String(connections), '-d', `${seconds}s`, '--timeout', '5s', '-s', REPORT];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    execFile(WRK, args, { env: { ...process.env, WRK_BODY: extra?.body ?? '' } }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`wrk failed: ${stderr || error.message}`));
      const line = stdout.split('\n').find((l) => l.startsWith('{"requests"'));
      if (!line) return reject(new Error(`wrk printed no report:\n${stdout}`));
      const r = JSON.parse(line) as Record<
        'requests' | 'duration_us' | 'errors' | 'p50' | 'p95' | 'p99',
        number
      >;
      resolve({
        rps: r.requests / (r.duration_us / 1e6),
        p50: r.p50 / 1000,
        p95: r.p95 / 1000,
        p99: r.p99 / 1000,
        errors: r.errors,
        count: r.requests,
      });
    });
  });
}
