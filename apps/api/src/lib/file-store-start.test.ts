// A bucket that cannot be used stops the start with one line naming STORAGE_URL (without its keys),
// before anything else: not on the owner's first upload.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3StandIn, type S3StandIn } from '../test/s3-stand-in';
import { freePort, spawnShop } from '../test/spawn-shop';

describe('starting with STORAGE_URL', () => {
  let dataDir: string;
  let standIn: S3StandIn;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'shop-storage-start-'));
    standIn = await startS3StandIn();
  });
  afterAll(async () => {
    await standIn.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const startWith = async (storageUrl: string) => {
    const shop = await spawnShop({ DATA_DIR: dataDir, STORAGE_URL: storageUrl });
    const code = await shop.exited;
    return { code, stderr: shop.stderr() };
  };

  it('exits 1 naming STORAGE_URL when nothing answers there', async () => {
    const port = await freePort();
    const run = await startWith(`s3://key-id:do-not-print@127.0.0.1:${port}/shop-files?ssl=false`);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `Cannot use the file storage at STORAGE_URL (http://127.0.0.1:${port}/shop-files/): connect ECONNREFUSED`,
    );
    expect(run.stderr).not.toContain('do-not-print');
    expect(run.stderr).not.toMatch(/^\s+at /m);
  });

  it('says so when the bucket does not exist or the keys are refused', async () => {
    const missing = await startWith(standIn.storageUrl().replace('/shop-files', '/no-such-bucket'));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(
      /STORAGE_URL \(.+\/no-such-bucket\/\): there is no bucket "no-such-bucket" there/,
    );
    const refused = await startWith(standIn.storageUrl().replace('S3RVER:S3RVER', 'NOBODY:not-printed'));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('the access key or its secret was refused (403)');
    expect(refused.stderr).not.toContain('not-printed');
  });
});
