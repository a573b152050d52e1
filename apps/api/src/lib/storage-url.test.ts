import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config';
import { parseStorageUrl } from './storage-url';

describe('STORAGE_URL', () => {
  it('reads keys, host, bucket, folder and options; https and path-style unless told', () => {
    expect(
      parseStorageUrl('s3://AKIA1:se%2Fcret@s3.eu-west-1.amazonaws.com/tnt-shop?region=eu-west-1'),
    ).toEqual({
      endpoint: 'https://s3.eu-west-1.amazonaws.com',
      region: 'eu-west-1',
      bucket: 'tnt-shop',
      prefix: '',
      accessKeyId: 'AKIA1',
      secretAccessKey: 'se/cret',
      forcePathStyle: true,
    });
    expect(
      parseStorageUrl('s3://k:s@127.0.0.1:9000/shop-files/tnt/live?ssl=false&path_style=false'),
    ).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      bucket: 'shop-files',
      prefix: 'tnt/live/',
      forcePathStyle: false,
    });
  });

  it.each([
    [
      'https://k:s@host/bucket',
      'must look like s3://ACCESS_KEY:SECRET_KEY@host[:port]/bucket[/prefix]?region=…',
    ],
    ['s3 bucket please', 'must look like s3://'],
    ['s3://host/bucket', 'must carry the access key and its secret'],
    ['s3://key@host/bucket', 'must carry the access key and its secret'],
    ['s3://k:s@host', 'must name the bucket after the host'],
    ['s3://k:s@host/Shop_Files', 'names the bucket "Shop_Files", which is not a valid bucket name'],
    ['s3://k:s@host/shop/my%20shop', 'has a folder after the bucket'],
    ['s3://k:s@host/shop?secure=no', 'has an unknown option "secure" (known: region, ssl, path_style)'],
    ['s3://k:s@host/shop?ssl=maybe', 'has ssl= that is neither true nor false'],
    ['s3://k:s@host/shop?path_style=virtual', 'has path_style= that is neither true nor false'],
    ['s3://k:s@host/shop?region=Mars%20One', 'has a region= that is not a region name'],
  ])('refuses %s with a sentence that names the problem', (value, problem) => {
    const parsed = parseConfig({ STORAGE_URL: value });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path)).toEqual([['STORAGE_URL']]);
    expect(parsed.error?.issues[0]?.message).toContain(problem);
  });

  it('is optional: unset or empty keeps files on disk', () => {
    expect(parseConfig({}).data?.STORAGE_URL).toBeUndefined();
    expect(parseConfig({ STORAGE_URL: '' }).data?.STORAGE_URL).toBeUndefined();
  });

  it('stops the start with the variable and the reason, never printing the secret', () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', '-e', "import('./apps/api/src/config.ts').then((m) => m.loadConfig())"],
      {
        cwd: new URL('../../../..', import.meta.url).pathname,
        env: { ...process.env, STORAGE_URL: 's3://KEYID:TOP-SECRET-VALUE@storage.example' },
        encoding: 'utf8',
      },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'Configuration error: STORAGE_URL must name the bucket after the host (s3://…@host/bucket)',
    );
    expect(run.stderr).not.toContain('TOP-SECRET-VALUE');
  });
});
