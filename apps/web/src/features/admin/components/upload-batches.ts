// What the owner's uploads say and how they travel: files the server would refuse anyway are held
// back with the server's own words (no point sending 200 MB over mobile data to hear "too large"),
// the rest go in requests the server accepts (at most 30 files and 150 MB each), and every refusal
// reads 'Failed to upload {filename}: Upload failed: {message}' (spec §5).
import { uploadFailedMessage } from '@shop/domain/texts';

// The server's limits (apps/api/src/features/uploads/uploads.service.ts).
const MB = 1024 * 1024;
export const MAX_IMAGE_BYTES = 10 * MB;
export const MAX_VIDEO_BYTES = 100 * MB;
export const MAX_REQUEST_BYTES = 150 * MB;
export const MAX_FILES_PER_REQUEST = 30;

type FileLike = { name: string; size: number; type: string };

/** The spec's message, once: the server's refusals already carry it. */
export function failedMessage(filename: string, message: string): string {
  return message.startsWith(`Failed to upload ${filename}: `)
    ? message
    : uploadFailedMessage(filename, message);
}

/** A file's refusal before it is sent (the server's words), or null to send it. */
export function fileProblem(file: FileLike): string | null {
  if (file.size === 0) return failedMessage(file.name, 'The file is empty.');
  const video = file.type.startsWith('video/');
  if (video && file.size > MAX_VIDEO_BYTES) return failedMessage(file.name, 'A video may be at most 100 MB.');
  if (!video && file.size > MAX_IMAGE_BYTES)
    return failedMessage(file.name, 'A picture may be at most 10 MB.');
  return null;
}

/** The files to send, in requests the server takes, and the messages for the ones held back. */
export function planUpload<F extends FileLike>(files: readonly F[]): { batches: F[][]; problems: string[] } {
  const problems: string[] = [];
  const batches: F[][] = [];
  let current: F[] = [];
  let bytes = 0;
  for (const file of files) {
    const problem = fileProblem(file);
    if (problem) {
      problems.push(problem);
      continue;
    }
    if (current.length === MAX_FILES_PER_REQUEST || bytes + file.size > MAX_REQUEST_BYTES) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(file);
    bytes += file.size;
  }
  if (current.length > 0) batches.push(current);
  return { batches, problems };
}

/** The share of all bytes sent, 0..1, while one batch of several is on its way. */
export function overallProgress(batchSizes: readonly number[], batch: number, fraction: number): number {
  const total = batchSizes.reduce((sum, n) => sum + n, 0);
  if (total === 0) return 1;
  const done = batchSizes.slice(0, batch).reduce((sum, n) => sum + n, 0);
  return Math.min(1, (done + (batchSizes[batch] ?? 0) * fraction) / total);
}

/** A request that failed as a whole (network, timeout, too large): every file in it failed. */
export const requestFailed = (files: readonly FileLike[], message: string): string[] =>
  files.map((file) => failedMessage(file.name, message));
