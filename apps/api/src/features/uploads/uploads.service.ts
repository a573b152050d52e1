// The owner's uploads: many files at once, each judged by its content. Pictures become the shop's
// WebP/AVIF widths under /uploads/images, MP4 and WebM videos are kept as sent under /uploads/videos,
// anything else is refused for that file alone while the others go through.
import { LARGEST_IMAGE_WIDTH, imageVariantName } from '@shop/domain/rules';
import { uploadFailedMessage, uploadSucceededMessage } from '@shop/domain/texts';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../lib/errors';
import { fileStoreFor, publicUrl, type FileStore } from '../../lib/file-store';
import { encodePicture, keepAll, randomKey, sniffUpload, videoKey, type EncodedFile } from './uploads.files';

const MB = 1024 * 1024;
export const MAX_IMAGE_BYTES = 10 * MB;
export const MAX_VIDEO_BYTES = 100 * MB;
/** One request: a video and a handful of pictures (the form sends what the owner dropped at once). */
export const MAX_UPLOAD_REQUEST_BYTES = 150 * MB;
export const MAX_FILES_PER_UPLOAD = 30;

export const NOT_MEDIA =
  'This file is not a picture (JPEG, PNG, GIF, WebP or AVIF) or a video (MP4 or WebM).';

export type UploadedFile = { filename: string; url: string; kind: 'image' | 'video' };
export type FailedFile = { filename: string; message: string };

type Deps = Pick<AppDeps, 'config' | 'logger'>;

/** The name as the owner knows it, for messages only: no folders, no control characters, not endless. */
export function displayName(name: string): string {
  const last = name.split(/[/\\]/).pop() ?? '';
  const base = [...last].filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f).join('');
  return (base.trim() || 'file').slice(0, 200);
}

/** A file refused for what it is; the message is the owner's to read. */
export class Refused extends Error {}

async function headOf(file: File) {
  if (file.size === 0) throw new Refused('The file is empty.');
  return sniffUpload(new Uint8Array(await file.slice(0, 64).arrayBuffer()));
}

// The folder or the bucket could not take the file: not the owner's file's fault, so not a refusal
// of that file but an answer to try again (503, never a 500).
async function keep(deps: Deps, write: (store: FileStore) => Promise<void>) {
  const store = fileStoreFor(deps.config);
  try {
    await write(store);
  } catch (err) {
    deps.logger.error({ err, store: store.label }, 'upload: file could not be stored');
    throw new HttpError(
      503,
      'storage_unavailable',
      'The file could not be saved right now. Please try again in a moment.',
    );
  }
}

async function keepVideo(deps: Deps, file: File, extension: string): Promise<string> {
  if (file.size > MAX_VIDEO_BYTES) throw new Refused('A video may be at most 100 MB.');
  const key = videoKey(randomKey(), extension);
  // Streamed from the request's file into the store: not copied once more in memory.
  await keep(deps, (store) => store.put(key, file.stream(), file.size));
  return publicUrl(key);
}

async function keepPicture(deps: Deps, file: File, filename: string): Promise<string> {
  if (file.size > MAX_IMAGE_BYTES) throw new Refused('A picture may be at most 10 MB.');
  const name = randomKey();
  let files: EncodedFile[];
  try {
    files = await encodePicture(name, new Uint8Array(await file.arrayBuffer()));
  } catch (error) {
    // Broken, truncated or oversized pictures: sharp cannot read them, which is the owner's to fix.
    deps.logger.warn({ err: error, filename }, 'upload: picture could not be read');
    throw new Refused(
      'This picture could not be read. It may be damaged or too large (40 megapixels at most).',
    );
  }
  await keep(deps, (store) => keepAll(store, files));
  return publicUrl(`images/${imageVariantName(name, LARGEST_IMAGE_WIDTH)}`);
}

async function storeOne(deps: Deps, file: File): Promise<UploadedFile> {
  const filename = displayName(file.name);
  const type = await headOf(file);
  if (!type) throw new Refused(NOT_MEDIA);
  if (type.kind === 'video')
    return { filename, url: await keepVideo(deps, file, type.extension), kind: 'video' };
  return { filename, url: await keepPicture(deps, file, filename), kind: 'image' };
}

/** What a file is by its first bytes: 'image', 'video', or null for anything else (or nothing). */
export async function uploadKindOf(file: File): Promise<'image' | 'video' | null> {
  if (file.size === 0) return null;
  return (await headOf(file))?.kind ?? null;
}

/** Keeps a file that must be an MP4 or WebM video by its content (whatever its name says). */
export async function storeVideoFile(deps: Deps, file: File): Promise<string> {
  const type = await headOf(file);
  if (type?.kind !== 'video') throw new Refused('This file is not an MP4 or WebM video.');
  return keepVideo(deps, file, type.extension);
}

/** Keeps a file that must be a picture by its content, as the shop's WebP/AVIF widths. */
export async function storePictureFile(deps: Deps, file: File): Promise<string> {
  const type = await headOf(file);
  if (type?.kind !== 'image') throw new Refused('This file is not a picture (JPEG, PNG, GIF, WebP or AVIF).');
  return keepPicture(deps, file, displayName(file.name));
}

/** Stores each file on its own (one at a time: sharp already uses every core for one picture). */
export async function storeUploads(deps: Deps, files: File[]) {
  const uploaded: UploadedFile[] = [];
  const failed: FailedFile[] = [];
  for (const file of files) {
    try {
      uploaded.push(await storeOne(deps, file));
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      failed.push({
        filename: displayName(file.name),
        message: uploadFailedMessage(displayName(file.name), error.message),
      });
    }
  }
  return { uploaded, failed, message: uploadSucceededMessage(uploaded.length) };
}
