// What an uploaded file is, read from its bytes (FILE-1: never its name or Content-Type, which the
// sender chooses), and how it is kept: pictures as WebP and AVIF at the shop's widths, videos as sent.
import { randomBytes } from 'node:crypto';
import {
  IMAGE_FORMATS,
  IMAGE_SNIFF_BYTES,
  IMAGE_WIDTHS,
  imageVariantName,
  LARGEST_IMAGE_WIDTH,
  sniffImageType,
  type ImageFormat,
} from '@shop/domain/rules';
import sharp, { type Sharp } from 'sharp';
import type { FileStore } from '../../lib/file-store';

export type UploadType =
  | { kind: 'image'; type: string }
  | { kind: 'video'; type: 'video/mp4' | 'video/webm'; extension: 'mp4' | 'webm' };

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.length)));

// ISO-BMFF brands of MP4 video. HEIC, AVIF and QuickTime also open with an ftyp box: pictures are
// caught by sniffImageType first, the rest is refused.
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'mp71',
  'avc1',
  'dash',
  'M4V ',
  'M4VH',
  'M4VP',
  'mmp4',
  'MSNV',
  'NDAS',
  'f4v ',
]);

/** The type of a file by its first bytes: a raster picture, an MP4 or WebM video, or null for anything else. */
export function sniffUpload(head: Uint8Array): UploadType | null {
  const image = sniffImageType(head.subarray(0, IMAGE_SNIFF_BYTES));
  if (image) return { kind: 'image', type: image };
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp' && MP4_BRANDS.has(ascii(head, 8, 12)))
    return { kind: 'video', type: 'video/mp4', extension: 'mp4' };
  // EBML magic, then a DocType of "webm" inside the header (Matroska files say "matroska").
  if (
    head[0] === 0x1a &&
    head[1] === 0x45 &&
    head[2] === 0xdf &&
    head[3] === 0xa3 &&
    ascii(head, 4, 64).includes('webm')
  )
    return { kind: 'video', type: 'video/webm', extension: 'webm' };
  return null;
}

/** A name nobody can guess or choose: the uploader's own file name is never used on disk. */
export const randomKey = () => `u-${randomBytes(12).toString('hex')}`;

// The seed's settings (db/seed/render-images.ts says why): WebP 78, AVIF 50 at 4:2:0, effort 0.
const WEBP_QUALITY = 78;
const AVIF_QUALITY = 50;
const AVIF_EFFORT = 0;
// A picture bigger than this (e.g. 8000 × 5000) is refused before it is decoded: a small file can
// claim a huge canvas and take the server's memory.
export const MAX_IMAGE_PIXELS = 40_000_000;

function encode(image: Sharp, format: ImageFormat): Sharp {
  return format === 'avif'
    ? image.avif({ quality: AVIF_QUALITY, effort: AVIF_EFFORT, chromaSubsampling: '4:2:0' })
    : image.webp({ quality: WEBP_QUALITY, effort: 0 });
}

/** One encoded file, ready to keep under its key. */
export type EncodedFile = { key: string; bytes: Uint8Array };

/**
 * A picture as `images/<name>-<width>w.webp|avif` for every width. Turned upright by its EXIF
 * orientation, metadata (GPS, camera) dropped, never enlarged. All are encoded before any is kept
 * (six small files), so a picture sharp cannot read leaves nothing behind.
 */
export async function encodePicture(name: string, data: Uint8Array): Promise<EncodedFile[]> {
  const source = sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate();
  const large = await source
    .resize({ width: LARGEST_IMAGE_WIDTH, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = {
    raw: { width: large.info.width, height: large.info.height, channels: large.info.channels },
  };
  const files: EncodedFile[] = [];
  for (const width of IMAGE_WIDTHS) {
    for (const format of IMAGE_FORMATS) {
      const image = sharp(large.data, raw).resize({ width, withoutEnlargement: true });
      files.push({
        key: `images/${imageVariantName(name, width, format)}`,
        bytes: await encode(image, format).toBuffer(),
      });
    }
  }
  return files;
}

/** Keeps every file or none: on a failure the files already kept are removed. */
export async function keepAll(store: FileStore, files: EncodedFile[]): Promise<void> {
  const kept: string[] = [];
  try {
    for (const file of files) {
      await store.put(file.key, file.bytes, file.bytes.length);
      kept.push(file.key);
    }
  } catch (error) {
    await Promise.all(kept.map((key) => store.delete(key).catch(() => undefined)));
    throw error;
  }
}

/** The key a video is kept under: as it came, named by a random key and its type's extension. */
export const videoKey = (name: string, extension: string) => `videos/${name}.${extension}`;
