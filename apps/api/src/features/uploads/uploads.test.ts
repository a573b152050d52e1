// FILE-1: uploads are judged by their content, never by name or Content-Type. Pictures become the
// shop's WebP/AVIF widths, MP4/WebM videos are kept as sent, anything else is refused for that file
// alone; names are random; size limits answer 413 or a per-file refusal, never a 500. The same on
// disk (DATA_DIR/uploads) and in an S3 bucket (STORAGE_URL, a local stand-in here).
import { mkdtempSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileStoreFor } from '../../lib/file-store';
import { startS3StandIn, type S3StandIn } from '../../test/s3-stand-in';
import { databaseKinds, ORIGIN, useShop } from '../../test/use-shop';
import { NOT_MEDIA } from './uploads.service';

type UploadAnswer = {
  uploaded: { filename: string; url: string; kind: 'image' | 'video' }[];
  failed: { filename: string; message: string }[];
  message: string;
  error?: { code: string; message: string };
};

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
/** The opening of an MP4 file (an ftyp box of brand isom) and some media data. */
const MP4 = Uint8Array.from([
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
  ...ascii('\0\0\0\x10mdat0123456789ab'),
]);
/** The opening of a WebM file: the EBML header with DocType "webm". */
const WEBM = Uint8Array.from([
  0x1a,
  0x45,
  0xdf,
  0xa3,
  0x9f,
  0x42,
  0x86,
  0x81,
  0x01,
  0x42,
  0xf7,
  0x81,
  0x01,
  0x42,
  0xf2,
  0x81,
  0x04,
  0x42,
  0xf3,
  0x81,
  0x08,
  0x42,
  0x82,
  0x84,
  ...ascii('webm'),
  0x42,
  0x87,
  0x81,
  0x04,
  0x42,
  0x85,
  0x81,
  0x02,
  0x18,
  0x53,
  0x80,
  0x67,
]);
const HTML = new TextEncoder().encode('<!DOCTYPE html><html><script>alert(document.cookie)</script></html>');
const SVG = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>',
);

const cases = databaseKinds().flatMap((kind) =>
  (['disk', 's3'] as const).map((files) => [kind, files] as const),
);

describe.each(cases)('admin uploads on %s, files on %s', (kind, files) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-uploads-'));
  const env: Record<string, string> = { DATA_DIR: dataDir };
  let standIn: S3StandIn | undefined;
  // Before the shop is made (hooks run in order): its STORAGE_URL names the stand-in's port.
  beforeAll(async () => {
    if (files !== 's3') return;
    standIn = await startS3StandIn();
    env.STORAGE_URL = standIn.storageUrl('tnt');
  });
  const shop = useShop(kind, { env });
  let admin: string;
  let png: Uint8Array;

  beforeAll(async () => {
    admin = (await shop.signIn('owner@example.com', { admin: true })).cookie;
    png = new Uint8Array(
      await sharp({ create: { width: 1600, height: 900, channels: 4, background: '#c0392b' } })
        .png()
        .toBuffer(),
    );
  });
  afterAll(async () => {
    await standIn?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const upload = async (
    files: { name: string; data: Uint8Array; type?: string }[],
    headers: Record<string, string> = { cookie: admin },
  ) => {
    const form = new FormData();
    for (const f of files) form.append('files', new Blob([f.data.slice()], { type: f.type ?? '' }), f.name);
    const res = await shop.app.request(`${ORIGIN}/api/admin/uploads`, {
      method: 'POST',
      headers: { origin: ORIGIN, ...headers },
      body: form,
    });
    return { status: res.status, body: (await res.json()) as UploadAnswer };
  };
  /** The names kept in a folder, wherever the shop keeps its files. */
  const kept = (folder: string) =>
    standIn
      ? standIn.keys(`tnt/${folder}`)
      : readdir(join(dataDir, 'uploads', folder)).catch(() => [] as string[]);
  const read = async (url: string) => {
    const file = await fileStoreFor(shop.config).get(url.slice('/uploads/'.length));
    return new Uint8Array(await new Response(file!.body).arrayBuffer());
  };

  it('turns a picture into WebP and AVIF at every width under a random name, served as a picture', async () => {
    const { status, body } = await upload([{ name: 'Holiday Dress.png', data: png, type: 'image/png' }]);
    expect(status).toBe(200);
    expect(body.message).toBe('1 file(s) uploaded successfully!');
    expect(body.failed).toEqual([]);
    const [file] = body.uploaded;
    expect(file).toMatchObject({ filename: 'Holiday Dress.png', kind: 'image' });
    expect(file!.url).toMatch(/^\/uploads\/images\/u-[0-9a-f]{24}-1024w\.webp$/);
    const key = file!.url.slice('/uploads/images/'.length, -'-1024w.webp'.length);
    const files = (await kept('images')).filter((f) => f.startsWith(key));
    expect(files.sort()).toEqual(
      ['1024w.avif', '1024w.webp', '320w.avif', '320w.webp', '640w.avif', '640w.webp'].map(
        (s) => `${key}-${s}`,
      ),
    );
    for (const [name, width, format] of [
      ['1024w.webp', 1024, 'webp'],
      ['640w.webp', 640, 'webp'],
      ['320w.avif', 320, 'heif'],
    ] as const) {
      const meta = await sharp(await read(`/uploads/images/${key}-${name}`)).metadata();
      expect([meta.width, meta.format]).toEqual([width, format]);
    }
    const served = await shop.app.request(file!.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(await read(file!.url));
  });

  it('judges by content: a PNG named .mp4 is a picture, HTML named .png and SVG are refused', async () => {
    const renamed = await upload([{ name: 'clip.mp4', data: png, type: 'video/mp4' }]);
    expect(renamed.status).toBe(200);
    expect(renamed.body.uploaded[0]).toMatchObject({ kind: 'image', filename: 'clip.mp4' });
    expect(renamed.body.uploaded[0]!.url).toMatch(/-1024w\.webp$/);

    const before = (await kept('images')).length;
    const html = await upload([{ name: 'evil.png', data: HTML, type: 'image/png' }]);
    expect(html.status).toBe(422);
    expect(html.body.uploaded).toEqual([]);
    expect(html.body.failed).toEqual([
      { filename: 'evil.png', message: `Failed to upload evil.png: Upload failed: ${NOT_MEDIA}` },
    ]);
    expect(html.body.error!.message).toBe(html.body.failed[0]!.message);
    const svg = await upload([{ name: 'logo.svg', data: SVG, type: 'image/svg+xml' }]);
    expect(svg.status).toBe(422);
    expect(svg.body.failed[0]!.message).toBe(`Failed to upload logo.svg: Upload failed: ${NOT_MEDIA}`);
    const video = await upload([{ name: 'page.webm', data: HTML, type: 'video/webm' }]);
    expect(video.status).toBe(422);
    expect((await kept('images')).length).toBe(before);
    expect(await kept('videos')).toEqual([]);
  });

  it('keeps the good files of a batch and refuses the bad one, videos stored as sent', async () => {
    const { status, body } = await upload([
      { name: 'look.png', data: png },
      { name: 'notes.txt', data: new TextEncoder().encode('just text') },
      { name: 'runway.mp4', data: MP4, type: 'video/mp4' },
      { name: 'teaser.webm', data: WEBM },
      { name: 'broken.png', data: png.subarray(0, 60) },
      { name: 'empty.jpg', data: new Uint8Array(0) },
    ]);
    expect(status).toBe(200);
    expect(body.message).toBe('3 file(s) uploaded successfully!');
    expect(body.uploaded.map((f) => [f.filename, f.kind])).toEqual([
      ['look.png', 'image'],
      ['runway.mp4', 'video'],
      ['teaser.webm', 'video'],
    ]);
    expect(body.failed.map((f) => f.filename)).toEqual(['notes.txt', 'broken.png', 'empty.jpg']);
    expect(body.failed[0]!.message).toBe(`Failed to upload notes.txt: Upload failed: ${NOT_MEDIA}`);
    expect(body.failed[1]!.message).toMatch(
      /^Failed to upload broken\.png: Upload failed: This picture could not be read/,
    );
    expect(body.failed[2]!.message).toBe('Failed to upload empty.jpg: Upload failed: The file is empty.');

    const [mp4, webm] = body.uploaded.slice(1).map((f) => f.url);
    expect(mp4).toMatch(/^\/uploads\/videos\/u-[0-9a-f]{24}\.mp4$/);
    expect(webm).toMatch(/^\/uploads\/videos\/u-[0-9a-f]{24}\.webm$/);
    expect(await read(mp4!)).toEqual(MP4);
    const served = await shop.app.request(webm!);
    expect(served.headers.get('content-type')).toBe('video/webm');
  });

  it('never uses the uploader’s name on disk', async () => {
    const { body } = await upload([{ name: '../../../etc/passwd.png', data: png }]);
    expect(body.uploaded[0]!.filename).toBe('passwd.png');
    expect(body.uploaded[0]!.url).not.toContain('passwd');
    expect((await kept('images')).some((f) => f.includes('passwd'))).toBe(false);
  });

  it('refuses oversized files and requests, empty or non-multipart requests, and everyone but admins', async () => {
    const huge = new Uint8Array(10 * 1024 * 1024 + 1);
    huge.set(png.subarray(0, 32));
    const big = await upload([{ name: 'huge.png', data: huge }]);
    expect(big.status).toBe(422);
    expect(big.body.failed[0]!.message).toBe(
      'Failed to upload huge.png: Upload failed: A picture may be at most 10 MB.',
    );

    const tooMuch = await shop.app.request(`${ORIGIN}/api/admin/uploads`, {
      method: 'POST',
      headers: {
        origin: ORIGIN,
        cookie: admin,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(151 * 1024 * 1024),
      },
      body: 'x',
    });
    expect(tooMuch.status).toBe(413);

    const json = await shop.app.request(`${ORIGIN}/api/admin/uploads`, {
      method: 'POST',
      headers: { origin: ORIGIN, cookie: admin, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(400);
    expect(((await json.json()) as UploadAnswer).error!.message).toBe(
      'Please send the files as multipart/form-data.',
    );
    const none = await shop.app.request(`${ORIGIN}/api/admin/uploads`, {
      method: 'POST',
      headers: { origin: ORIGIN, cookie: admin },
      body: new FormData(),
    });
    expect(none.status).toBe(400);

    const customer = await shop.signIn('shopper@example.com');
    expect((await upload([{ name: 'a.png', data: png }], { cookie: customer.cookie })).status).toBe(403);
    expect((await upload([{ name: 'a.png', data: png }], {})).status).toBe(403);
    // Other endpoints keep their 1 MB limit.
    const other = await shop.app.request(`${ORIGIN}/api/admin/faqs`, {
      method: 'POST',
      headers: {
        origin: ORIGIN,
        cookie: admin,
        'content-type': 'application/json',
        'content-length': String(2 * 1024 * 1024),
      },
      body: '{}',
    });
    expect(other.status).toBe(413);
  });
});
