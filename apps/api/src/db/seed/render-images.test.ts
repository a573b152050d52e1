import { mkdtemp, readdir, rm, stat, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imagePath, renderPictures, type PictureJob } from './render-images';

const square =
  (fill: string): PictureJob['svg'] =>
  (w) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${w}"><rect width="${w}" height="${w}" fill="${fill}"/><circle cx="${w / 2}" cy="${w / 2}" r="${w / 4}" fill="#fff"/></svg>`;

describe('renderPictures', () => {
  let dir: string;
  const jobs: PictureJob[] = [
    { key: 'teal-1', svg: square('#0f766e') },
    { key: 'rust-1', svg: square('#b45309') },
  ];
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'render-images-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes each picture as WebP and AVIF at every width, and no temporary files', async () => {
    expect(await renderPictures(dir, jobs, 2)).toEqual({ rendered: 2, skipped: 0 });
    const files = (await readdir(dir)).sort();
    expect(files).toEqual(
      ['rust-1', 'teal-1']
        .flatMap((k) => [320, 640, 1024].flatMap((w) => [`${k}-${w}w.avif`, `${k}-${w}w.webp`]))
        .sort(),
    );
    const avif = await sharp(imagePath(dir, 'teal-1', 640, 'avif')).metadata();
    expect(avif).toMatchObject({ format: 'heif', compression: 'av1', width: 640, height: 640 });
    const webp = await sharp(imagePath(dir, 'teal-1', 640)).metadata();
    expect(webp).toMatchObject({ format: 'webp', width: 640 });
    // The point of AVIF: the same picture in fewer bytes.
    expect((await stat(imagePath(dir, 'teal-1', 1024, 'avif'))).size).toBeLessThan(
      (await stat(imagePath(dir, 'teal-1', 1024, 'webp'))).size,
    );
  });

  it('skips finished pictures and renders again one that lost a file', async () => {
    await unlink(imagePath(dir, 'rust-1', 320, 'avif'));
    const before = (await stat(imagePath(dir, 'teal-1', 1024, 'avif'))).mtimeMs;
    expect(await renderPictures(dir, jobs)).toEqual({ rendered: 1, skipped: 1 });
    expect((await stat(imagePath(dir, 'rust-1', 320, 'avif'))).size).toBeGreaterThan(0);
    expect((await stat(imagePath(dir, 'teal-1', 1024, 'avif'))).mtimeMs).toBe(before);
  });
});
