// The owner's uploads: many files at once, each judged by its content. Pictures become the shop's
// WebP/AVIF widths under /uploads/images, MP4 and WebM videos are kept as sent under /uploads/videos,
// anything else is refused for that file alone while the others go through.
import { join } from 'node:path';
import { uploadFailedMessage, uploadSucceededMessage } from '@shop/domain/texts';
import type { AppDeps } from '../../app-deps';
import { sniffUpload, randomKey, writePicture, writeVideo } from './uploads.files';

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

class Refused extends Error {}

async function storeOne(deps: Deps, file: File): Promise<UploadedFile> {
  const filename = displayName(file.name);
  if (file.size === 0) throw new Refused('The file is empty.');
  const head = new Uint8Array(await file.slice(0, 64).arrayBuffer());
  const type = sniffUpload(head);
  if (!type) throw new Refused(NOT_MEDIA);
  const uploads = join(deps.config.DATA_DIR, 'uploads');
  const key = randomKey();
  if (type.kind === 'video') {
    if (file.size > MAX_VIDEO_BYTES) throw new Refused('A video may be at most 100 MB.');
    const name = await writeVideo(
      join(uploads, 'videos'),
      key,
      type.extension,
      new Uint8Array(await file.arrayBuffer()),
    );
    return { filename, url: `/uploads/videos/${name}`, kind: 'video' };
  }
  if (file.size > MAX_IMAGE_BYTES) throw new Refused('A picture may be at most 10 MB.');
  try {
    const name = await writePicture(join(uploads, 'images'), key, new Uint8Array(await file.arrayBuffer()));
    return { filename, url: `/uploads/images/${name}`, kind: 'image' };
  } catch (error) {
    // Broken, truncated or oversized pictures: sharp cannot read them, which is the owner's to fix.
    deps.logger.warn({ err: error, filename }, 'upload: picture could not be read');
    throw new Refused(
      'This picture could not be read. It may be damaged or too large (40 megapixels at most).',
    );
  }
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
