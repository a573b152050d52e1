import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';

describe('configuration', () => {
  it('has working defaults for the two-command start', () => {
    const parsed = parseConfig({});
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      SEED: true,
      SHOP_NAME: 'TNT Thrift',
    });
  });

  it.each([
    ['PORT', 'eighty', 'PORT'],
    ['DATABASE_URL', 'mysql://x', 'DATABASE_URL'],
    ['SEED', 'maybe', 'SEED'],
    ['ADMIN_EMAIL', 'not-an-email', 'ADMIN_EMAIL'],
    ['AUTH_SECRET', 'short', 'AUTH_SECRET'],
  ])('rejects %s=%s and names the variable', (name, value, path) => {
    const parsed = parseConfig({ [name]: value });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual([path]);
  });

  it('prints which variable is wrong and why, then exits 1', () => {
    const script = "import('./apps/api/src/config.ts').then((m) => m.loadConfig())";
    const run = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], {
      cwd: new URL('../../..', import.meta.url).pathname,
      env: { ...process.env, PORT: 'eighty', SEED: 'maybe' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Configuration error: PORT must be a port number');
    expect(run.stderr).toContain('Configuration error: SEED must be true or false');
  });
});
