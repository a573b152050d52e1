// The seed's pictures go where uploads go: the folder under DATA_DIR, or the bucket (a stand-in here).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../config';
import { createFileStore, type FileStore } from '../../lib/file-store';
import { startS3StandIn, type S3StandIn } from '../../test/s3-stand-in';
import { imageKey, renderPictures, type PictureJob } from './render-images';

const square =
  (fill: string): PictureJob['svg'] =>
  (w) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${w}"><rect width="${w}" height="${w}" fill="${fill}"/><circle cx="${w / 2}" cy="${w / 2}" r="${w / 4}" fill="#fff"/></svg>`;

describe.each(['disk', 's3'] as const)('renderPictures into the %s store', (kind) => {
  let dir: string;
  let standIn: S3StandIn | undefined;
  let store: FileStore;
  const jobs: PictureJob[] = [
    { key: 'teal-1', svg: square('#0f766e') },
    { key: 'rust-1', svg: square('#b45309') },
  ];
  const bytes = async (key: string) => {
    const file = await store.get(key);
    return Buffer.from(await new Response(file!.body).arrayBuffer());
  };
  const allKeys = ['rust-1', 'teal-1'].flatMap((k) =>
    [320, 640, 1024].flatMap((w) => [`images/${k}-${w}w.avif`, `images/${k}-${w}w.webp`]),
  );
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'render-images-'));
    if (kind === 's3') standIn = await startS3StandIn();
    const env = { DATA_DIR: dir, ...(standIn && { STORAGE_URL: standIn.storageUrl() }) };
    store = createFileStore(parseConfig(env).data!);
  });
  afterAll(async () => {
    await standIn?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('writes each picture as WebP and AVIF at every width', async () => {
    expect(await renderPictures(store, jobs, 2)).toEqual({ rendered: 2, skipped: 0 });
    for (const key of allKeys) expect(await store.head(key)).not.toBeNull();
    const avif = await sharp(await bytes(imageKey('teal-1', 640, 'avif'))).metadata();
    expect(avif).toMatchObject({ format: 'heif', compression: 'av1', width: 640, height: 640 });
    const webp = await sharp(await bytes(imageKey('teal-1', 640))).metadata();
    expect(webp).toMatchObject({ format: 'webp', width: 640 });
    // The point of AVIF: the same picture in fewer bytes.
    expect((await store.head(imageKey('teal-1', 1024, 'avif')))!.length).toBeLessThan(
      (await store.head(imageKey('teal-1', 1024, 'webp')))!.length,
    );
  });

  it('skips finished pictures and renders again one that lost a file', async () => {
    await store.delete(imageKey('rust-1', 320, 'avif'));
    const written: string[] = [];
    const watched: FileStore = {
      ...store,
      put: (key, ...rest) => (written.push(key), store.put(key, ...rest)),
    };
    expect(await renderPictures(watched, jobs)).toEqual({ rendered: 1, skipped: 1 });
    expect((await store.head(imageKey('rust-1', 320, 'avif')))!.length).toBeGreaterThan(0);
    expect(written.sort()).toEqual(allKeys.filter((k) => k.includes('rust-1')).sort());
  });
});
