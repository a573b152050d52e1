// Serving /uploads/*: from the folder or the bucket, with a year's cache, ETag and 304, Range for
// video seeking, and a JSON 404. With STORAGE_URL, a file uploaded through one server process is
// served by another that has a DATA_DIR of its own (N processes behind nginx on one bucket).
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3StandIn, type S3StandIn } from '../../test/s3-stand-in';
import { freePort } from '../../test/spawn-shop';
import { ORIGIN, useShop } from '../../test/use-shop';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** An MP4 opening (ftyp box, brand isom) and 200 kB of media data that differ byte by byte. */
const video = Uint8Array.from([
  0,
  0,
  0,
  0x18,
  ...ascii('ftypisom'),
  0,
  0,
  2,
  0,
  ...ascii('isomiso2avc1mp41'),
  ...Array.from({ length: 200_000 }, (_, i) => (i * 7 + (i >> 8)) % 256),
]);

const bytes = async (res: Response) => new Uint8Array(await res.arrayBuffer());

describe.each(['disk', 's3'] as const)('pictures and videos served from the %s store', (files) => {
  const dirA = mkdtempSync(join(tmpdir(), 'shop-serve-a-'));
  const dirB = mkdtempSync(join(tmpdir(), 'shop-serve-b-'));
  const envA: Record<string, string> = { DATA_DIR: dirA };
  const envB: Record<string, string> = { DATA_DIR: files === 's3' ? dirB : dirA };
  let standIn: S3StandIn | undefined;
  beforeAll(async () => {
    if (files !== 's3') return;
    standIn = await startS3StandIn();
    envA.STORAGE_URL = envB.STORAGE_URL = standIn.storageUrl('tnt');
  });
  const uploader = useShop('pglite', { env: envA });
  // Another process's app: on S3 it shares only the bucket (its DATA_DIR and database are its own).
  const other = useShop('pglite', { env: envB });
  let videoUrl: string;
  let pictureUrl: string;

  beforeAll(async () => {
    const admin = await uploader.signIn('owner@example.com', { admin: true });
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#1d4ed8' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('files', new Blob([video.slice()]), 'runway.mp4');
    form.append('files', new Blob([new Uint8Array(png)]), 'look.png');
    const res = await uploader.app.request(`${ORIGIN}/api/admin/uploads`, {
      method: 'POST',
      headers: { origin: ORIGIN, cookie: admin.cookie },
      body: form,
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { uploaded: { url: string }[] };
    [videoUrl = '', pictureUrl = ''] = body.uploaded.map((f) => f.url);
  });
  afterAll(async () => {
    await standIn?.stop();
    await rm(dirA, { recursive: true, force: true });
    await rm(dirB, { recursive: true, force: true });
  });

  it('serves the same bytes through another app, cached for a year, with an ETag', async () => {
    expect(videoUrl).toMatch(/^\/uploads\/videos\/u-[0-9a-f]{24}\.mp4$/);
    const res = await other.app.request(videoUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('content-length')).toBe(String(video.length));
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('etag')).toMatch(/^"[^"]+"$/);
    expect(await bytes(res)).toEqual(video);

    const avif = pictureUrl.replace('-1024w.webp', '-640w.avif');
    const fromOther = await other.app.request(avif);
    expect(fromOther.headers.get('content-type')).toBe('image/avif');
    expect(fromOther.headers.get('cache-control')).toBe(IMMUTABLE);
    const picture = await bytes(fromOther);
    expect((await sharp(picture).metadata()).width).toBe(640);
    expect(picture).toEqual(await bytes(await uploader.app.request(avif)));
  });

  it('answers 304 without a body to a browser that holds the file', async () => {
    const etag = (await other.app.request(pictureUrl)).headers.get('etag')!;
    for (const match of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const res = await other.app.request(pictureUrl, { headers: { 'if-none-match': match } });
      expect(res.status).toBe(304);
      expect(res.headers.get('etag')).toBe(etag);
      expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
      expect((await bytes(res)).length).toBe(0);
    }
    const changed = await other.app.request(pictureUrl, { headers: { 'if-none-match': '"other"' } });
    expect(changed.status).toBe(200);
  });

  it('answers Range requests so a video player can seek', async () => {
    const size = video.length;
    const middle = await other.app.request(videoUrl, { headers: { range: 'bytes=100000-100999' } });
    expect(middle.status).toBe(206);
    expect(middle.headers.get('content-range')).toBe(`bytes 100000-100999/${size}`);
    expect(middle.headers.get('content-length')).toBe('1000');
    expect(middle.headers.get('content-type')).toBe('video/mp4');
    expect(await bytes(middle)).toEqual(video.subarray(100000, 101000));

    const rest = await other.app.request(videoUrl, { headers: { range: `bytes=${size - 10}-` } });
    expect(rest.status).toBe(206);
    expect(await bytes(rest)).toEqual(video.subarray(size - 10));
    const tail = await other.app.request(videoUrl, { headers: { range: 'bytes=-24' } });
    expect(await bytes(tail)).toEqual(video.subarray(size - 24));

    const beyond = await other.app.request(videoUrl, { headers: { range: `bytes=${size}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${size}`);
    // A resumed download of another version of the file starts again from the first byte.
    const stale = await other.app.request(videoUrl, {
      headers: { range: 'bytes=0-9', 'if-range': '"an-older-version"' },
    });
    expect(stale.status).toBe(200);
    expect(stale.headers.get('content-length')).toBe(String(size));
    await stale.body?.cancel();
  });

  it('answers HEAD with the size and no body', async () => {
    const res = await other.app.request(videoUrl, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(video.length));
    expect((await bytes(res)).length).toBe(0);
  });

  it('answers 404 in JSON for files that are not there or paths that leave the folder', async () => {
    for (const path of [
      '/uploads/images/u-000000000000000000000000-1024w.webp',
      '/uploads/videos/u-missing.mp4',
      '/uploads/images',
      '/uploads/images/..%2F..%2F.auth-secret',
      '/uploads/.auth-secret',
    ]) {
      const res = await other.app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'No such file' } });
    }
    // The URL parser turns /uploads/../../etc/passwd into /etc/passwd, which no route answers.
    const climbing = await other.app.request('/uploads/%2e%2e/%2e%2e/etc/passwd');
    expect(climbing.status).toBe(404);
  });
});

describe('a bucket that cannot be reached', () => {
  const env: Record<string, string> = { DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-no-bucket-')) };
  beforeAll(async () => {
    // Nothing listens on this port.
    env.STORAGE_URL = `s3://key:secret@127.0.0.1:${await freePort()}/shop-files?ssl=false`;
  });
  const shop = useShop('pglite', { env });
  afterAll(async () => {
    await rm(env.DATA_DIR!, { recursive: true, force: true });
  });

  it('answers 503 with a sentence to uploads and to pictures, never a 500', async () => {
    const picture = await shop.app.request('/uploads/images/u-000000000000000000000000-640w.webp');
    expect(picture.status).toBe(503);
    expect(((await picture.json()) as { error: { code: string } }).error.code).toBe('storage_unavailable');

    const admin = await shop.signIn('owner@example.com', { admin: true });
    const form = new FormData();
    form.append('files', new Blob([video.slice()]), 'runway.mp4');
    const res = await shop.app.request(`${ORIGIN}/api/admin/uploads`, {
      method: 'POST',
      headers: { origin: ORIGIN, cookie: admin.cookie },
      body: form,
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({
      error: {
        code: 'storage_unavailable',
        message: 'The file could not be saved right now. Please try again in a moment.',
      },
    });
  });
});
