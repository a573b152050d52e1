// Renders SVG pictures to WebP and AVIF at the three widths the web app's srcsets ask for.
import sharp from 'sharp';
import type { Sharp } from 'sharp';
import {
  IMAGE_FORMATS,
  IMAGE_WIDTHS,
  imageVariantName,
  LARGEST_IMAGE_WIDTH,
  type ImageFormat,
  type ImageWidth,
} from '@shop/domain/rules';
import type { FileStore } from '../../lib/file-store';

const LARGEST = LARGEST_IMAGE_WIDTH;
const WEBP_QUALITY = 78;
// AVIF at quality 50 with 4:2:0 chroma (sharp's default is 4:4:4, slower and bigger) is about 40 %
// smaller than WebP 78 and looks the same. Effort 0 is libaom's fastest speed: it still doubles the
// CPU time of a picture (measured ~65 ms for the three widths), while effort 1 doubles it again for
// ~20 % fewer bytes and effort 2+ is several times slower, which a first start should not pay.
const AVIF_QUALITY = 50;
const AVIF_EFFORT = 0;

export type PictureJob = {
  /** File stem: `<key>-<width>w.webp` and `<key>-<width>w.avif`. */
  key: string;
  /** The picture as SVG, drawn at the given pixel width. */
  svg: (width: number) => string;
};

/** The key a variant is kept under: `images/<key>-<width>w.<format>`, served at /uploads/<that>. */
export function imageKey(key: string, width: ImageWidth, format: ImageFormat = 'webp'): string {
  return `images/${imageVariantName(key, width, format)}`;
}

function encode(image: Sharp, format: ImageFormat): Promise<Buffer> {
  const encoded =
    format === 'avif'
      ? image.avif({ quality: AVIF_QUALITY, effort: AVIF_EFFORT, chromaSubsampling: '4:2:0' })
      : image.webp({ quality: WEBP_QUALITY, effort: 0 });
  return encoded.toBuffer();
}

// The store writes each file whole (a temporary name then a rename on disk, one PUT to a bucket),
// so a crash never leaves a half-written file that a later start would mistake for a finished one.
async function write(store: FileStore, image: Sharp, key: string, format: ImageFormat): Promise<void> {
  const bytes = await encode(image, format);
  await store.put(key, bytes, bytes.length);
}

async function rasterise(
  image: Sharp,
): Promise<{ data: Buffer; raw: { raw: { width: number; height: number; channels: 3 } } }> {
  const { data, info } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, raw: { raw: { width: info.width, height: info.height, channels: 3 } } };
}

async function writeBoth(
  store: FileStore,
  key: string,
  width: ImageWidth,
  image: () => Sharp,
): Promise<void> {
  for (const f of IMAGE_FORMATS) await write(store, image(), imageKey(key, width, f), f);
}

async function renderOne(store: FileStore, job: PictureJob): Promise<void> {
  // Rasterise the SVG once at the largest width and shrink step by step (1024 → 640 → 320), which is
  // cheaper than rasterising three times or shrinking 1024 → 320 directly.
  const large = await rasterise(sharp(Buffer.from(job.svg(LARGEST))));
  const [small, medium] = IMAGE_WIDTHS;
  await writeBoth(store, job.key, LARGEST, () => sharp(large.data, large.raw));
  const mid = await rasterise(sharp(large.data, large.raw).resize(medium));
  await writeBoth(store, job.key, medium, () => sharp(mid.data, mid.raw));
  await writeBoth(store, job.key, small, () => sharp(mid.data, mid.raw).resize(small));
}

const allFiles = (key: string) => IMAGE_WIDTHS.flatMap((w) => IMAGE_FORMATS.map((f) => imageKey(key, w, f)));

/**
 * Renders every job whose six files (three widths, two formats) are not all kept yet, `concurrency`
 * at a time (sharp runs on libuv's pool of four threads, so more than that only queues).
 */
export async function renderPictures(
  store: FileStore,
  jobs: PictureJob[],
  concurrency = 4,
): Promise<{ rendered: number; skipped: number }> {
  let next = 0;
  let rendered = 0;
  let skipped = 0;
  const worker = async () => {
    for (let job = jobs[next++]; job; job = jobs[next++]) {
      const present = await Promise.all(allFiles(job.key).map(async (k) => (await store.head(k)) !== null));
      if (present.every(Boolean)) {
        skipped++;
        continue;
      }
      await renderOne(store, job);
      rendered++;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return { rendered, skipped };
}
