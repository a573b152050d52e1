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
    ['SMTP_URL', 'http://mail.example', 'SMTP_URL'],
    ['ADMIN_REQUIRE_2FA', 'sometimes', 'ADMIN_REQUIRE_2FA'],
    ['SMS_PROVIDER', 'carrier-pigeon', 'SMS_PROVIDER'],
    ['GOOGLE_ISSUER', 'accounts.google.com', 'GOOGLE_ISSUER'],
    ['DATABASE_READ_URL', 'postgres://replica:5432/shop', 'DATABASE_READ_URL'],
    ['WEB_CONCURRENCY', '0', 'WEB_CONCURRENCY'],
  ])('rejects %s=%s and names the variable', (name, value, path) => {
    const parsed = parseConfig({ [name]: value });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual([path]);
  });

  it("needs the Google client id and secret together, and an SMS account for Africa's Talking", () => {
    const half = parseConfig({ GOOGLE_CLIENT_ID: 'id-only' });
    expect(half.error?.issues.map((i) => i.path)).toEqual([['GOOGLE_CLIENT_SECRET']]);
    expect(parseConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }).success).toBe(true);
    const sms = parseConfig({ SMS_PROVIDER: 'africastalking', AFRICASTALKING_USERNAME: 'shop' });
    expect(sms.error?.issues.map((i) => i.path)).toEqual([['AFRICASTALKING_API_KEY']]);
    expect(parseConfig({}).data).toMatchObject({
      SMS_PROVIDER: 'outbox',
      ADMIN_REQUIRE_2FA: false,
      GOOGLE_ISSUER: 'https://accounts.google.com',
    });
  });

  it('takes a read replica beside DATABASE_URL, and one process per core for the cluster by default', () => {
    const parsed = parseConfig({
      DATABASE_URL: 'postgres://primary:5432/shop',
      DATABASE_READ_URL: 'postgres://replica:5432/shop',
    });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.DATABASE_READ_URL).toBe('postgres://replica:5432/shop');
    expect(parsed.data?.WEB_CONCURRENCY).toBeGreaterThanOrEqual(1);
  });

  it('takes TRUST_PROXY as a number of proxies, reading true and false as 1 and 0', () => {
    const hops = (value?: string) =>
      parseConfig(value === undefined ? {} : { TRUST_PROXY: value }).data?.TRUST_PROXY;
    expect(hops()).toBe(0);
    expect(hops('true')).toBe(1);
    expect(hops('false')).toBe(0);
    expect(hops('1')).toBe(1);
    expect(hops('2')).toBe(2);
    for (const bad of ['-1', 'many', '1.5', '10'])
      expect(parseConfig({ TRUST_PROXY: bad }).error?.issues[0]?.path).toEqual(['TRUST_PROXY']);
  });

  it('refuses to start in production on the practice payment sheet unless it is asked for by name', () => {
    const defaulted = parseConfig({ NODE_ENV: 'production' });
    expect(defaulted.success).toBe(false);
    expect(defaulted.error?.issues.map((i) => i.path)).toEqual([['PAYMENT_PROVIDER']]);
    expect(defaulted.error?.issues[0]?.message).toContain('sandbox');
    const chosen = parseConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' });
    expect(chosen.data?.PAYMENT_PROVIDER).toBe('sandbox');
    const live = parseConfig({
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'flutterwave',
      FLW_PUBLIC_KEY: 'pk',
      FLW_SECRET_KEY: 'sk',
      FLW_SECRET_HASH: 'a-secret-hash-of-16',
    });
    expect(live.success).toBe(true);
    // Outside production the practice sheet stays the default for the two-command start.
    expect(parseConfig({}).data?.PAYMENT_PROVIDER).toBe('sandbox');
  });

  /** Loads the config in a process of its own, as the server starts, with these variables. */
  const startWith = (env: Record<string, string>) =>
    spawnSync(
      process.execPath,
      ['--import', 'tsx', '-e', "import('./apps/api/src/config.ts').then((m) => m.loadConfig())"],
      {
        cwd: new URL('../../..', import.meta.url).pathname,
        env: { ...process.env, ...env },
        encoding: 'utf8',
      },
    );

  it('prints which variable is wrong and why, then exits 1', () => {
    const run = startWith({ PORT: 'eighty', SEED: 'maybe' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Configuration error: PORT must be a port number');
    expect(run.stderr).toContain('Configuration error: SEED must be true or false');
  });

  it('exits 1 in production without PAYMENT_PROVIDER, naming it', () => {
    const run = startWith({ NODE_ENV: 'production', PAYMENT_PROVIDER: '' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Configuration error: PAYMENT_PROVIDER must be set in production');
  });
});
