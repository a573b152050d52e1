// The owner's uploads: POST /api/admin/uploads with many files at once. The server judges each file by
// its content (pictures become WebP/AVIF widths, MP4/WebM stay videos) and answers per file, so one
// bad file never spoils the others. XMLHttpRequest rather than fetch because only it reports upload
// progress, which matters for a video sent over mobile data.
import { FETCH_TIMEOUT_MS } from '@shop/domain/timings';
import { ApiError, NETWORK_MESSAGE, TIMEOUT_MESSAGE } from '../../../lib/api-client';

export type UploadedFile = { filename: string; url: string; kind: 'image' | 'video' };
export type FailedFile = { filename: string; message: string };
export type UploadResult = { uploaded: UploadedFile[]; failed: FailedFile[]; message?: string };

export const UPLOADS_URL = '/api/admin/uploads';

type Options = {
  /** Called with 0..1 as the bytes go out. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/** Sends the files; resolves with what was kept and what was refused (also when all were refused). */
export function uploadFiles(files: readonly File[], options: Options = {}): Promise<UploadResult> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', UPLOADS_URL);
    xhr.withCredentials = true;
    // The data budget allows a slow line: a minute per 5 MB on top of the usual wait.
    const bytes = files.reduce((sum, f) => sum + f.size, 0);
    xhr.timeout = FETCH_TIMEOUT_MS + Math.ceil(bytes / (5 * 1024 * 1024)) * 60_000;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) options.onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: (UploadResult & { error?: { code?: string; message?: string } }) | null = null;
      try {
        body = JSON.parse(xhr.responseText) as UploadResult;
      } catch {
        body = null;
      }
      // 422 still lists each refused file with its reason: the caller shows them one by one.
      if (body && Array.isArray(body.uploaded) && Array.isArray(body.failed)) return resolve(body);
      reject(
        new ApiError(
          xhr.status,
          body?.error?.code ?? 'error',
          body?.error?.message ?? 'Something went wrong. Please try again.',
        ),
      );
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', NETWORK_MESSAGE));
    xhr.ontimeout = () => reject(new ApiError(0, 'timeout', TIMEOUT_MESSAGE));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
