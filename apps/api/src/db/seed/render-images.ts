// Renders SVG pictures to WebP at the three widths the web app's srcset asks for.
import { access, mkdir, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Sharp } from 'sharp';
import { IMAGE_WIDTHS, imageVariantName, LARGEST_IMAGE_WIDTH, type ImageWidth } from '@shop/domain';

const LARGEST = LARGEST_IMAGE_WIDTH;
const QUALITY = 78;

export type PictureJob = {
  /** File stem: `<key>-<width>w.webp`. */
  key: string;
  /** The picture as SVG, drawn at the given pixel width. */
  svg: (width: number) => string;
};

export function imagePath(imagesDir: string, key: string, width: ImageWidth): string {
  return join(imagesDir, imageVariantName(key, width));
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

// Written under a temporary name and renamed, so a crash never leaves a half-written file that a
// later start would mistake for a finished one and skip.
async function writeWebp(image: Sharp, path: string): Promise<void> {
  const tmp = `${path}.${process.pid}.tmp`;
  try {
    await image.webp({ quality: QUALITY, effort: 0 }).toFile(tmp);
    await rename(tmp, path);
  } catch (error) {
    await unlink(tmp).catch(() => undefined);
    throw error;
  }
}

async function rasterise(
  image: Sharp,
): Promise<{ data: Buffer; raw: { raw: { width: number; height: number; channels: 3 } } }> {
  const { data, info } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, raw: { raw: { width: info.width, height: info.height, channels: 3 } } };
}

async function renderOne(imagesDir: string, job: PictureJob): Promise<void> {
  // Rasterise the SVG once at the largest width and shrink step by step (1024 → 640 → 320), which is
  // cheaper than rasterising three times or shrinking 1024 → 320 directly.
  const large = await rasterise(sharp(Buffer.from(job.svg(LARGEST))));
  await writeWebp(sharp(large.data, large.raw), imagePath(imagesDir, job.key, LARGEST));
  const [small, medium] = IMAGE_WIDTHS;
  const mid = await rasterise(sharp(large.data, large.raw).resize(medium));
  await writeWebp(sharp(mid.data, mid.raw), imagePath(imagesDir, job.key, medium));
  await writeWebp(sharp(mid.data, mid.raw).resize(small), imagePath(imagesDir, job.key, small));
}

/**
 * Renders every job whose three files are not all on disk yet, `concurrency` at a time (sharp runs on
 * libuv's pool of four threads, so more than that only queues).
 */
export async function renderPictures(
  imagesDir: string,
  jobs: PictureJob[],
  concurrency = 4,
): Promise<{ rendered: number; skipped: number }> {
  await mkdir(imagesDir, { recursive: true });
  let next = 0;
  let rendered = 0;
  let skipped = 0;
  const worker = async () => {
    for (let job = jobs[next++]; job; job = jobs[next++]) {
      const present = await Promise.all(IMAGE_WIDTHS.map((w) => exists(imagePath(imagesDir, job.key, w))));
      if (present.every(Boolean)) {
        skipped++;
        continue;
      }
      await renderOne(imagesDir, job);
      rendered++;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return { rendered, skipped };
}
