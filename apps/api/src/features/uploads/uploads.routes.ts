// POST /api/admin/uploads (admins only: the guard in app.ts): multipart/form-data with any number of
// file fields (up to 30, 150 MB together). Answers { uploaded: [{ filename, url, kind }], failed: [{ filename, message }],
// message } — 200 when at least one file was kept, 422 (with an error) when none was.
//
// The request body gets its own limit here, after the admin check: app.ts leaves this one path out
// of the 1 MB limit, so nobody but an admin can make the server read a large body.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps } from '../../app-deps';
import { errorBody, HttpError } from '../../lib/errors';
import type { AdminEnv } from '../accounts/admin-guard';
import { MAX_FILES_PER_UPLOAD, MAX_UPLOAD_REQUEST_BYTES, storeUploads } from './uploads.service';

/** The one path app.ts exempts from its 1 MB body limit (this router applies its own). */
export const UPLOADS_PATH = '/api/admin/uploads';

const limit = bodyLimit({
  maxSize: MAX_UPLOAD_REQUEST_BYTES,
  onError: (c) =>
    c.json(
      errorBody('too_large', 'These files are too large together. Please send at most 150 MB at once.'),
      413,
    ),
});

async function filesOf(request: Request): Promise<File[]> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new HttpError(400, 'invalid_upload', 'Please send the files as multipart/form-data.');
  }
  // Every file field counts, whatever the form called it (files, file, files[] …).
  const files: File[] = [];
  form.forEach((value) => value instanceof File && files.push(value));
  if (files.length === 0) throw new HttpError(400, 'no_files', 'Please choose at least one file.');
  if (files.length > MAX_FILES_PER_UPLOAD)
    throw new HttpError(400, 'too_many_files', `Please send at most ${MAX_FILES_PER_UPLOAD} files at once.`);
  return files;
}

export const uploadsRoutes = (deps: AppDeps) =>
  new Hono<AdminEnv>().post('/', limit, async (c) => {
    const result = await storeUploads(deps, await filesOf(c.req.raw));
    if (result.uploaded.length === 0)
      return c.json(
        { ...result, ...errorBody('upload_failed', result.failed[0]?.message ?? 'Upload failed') },
        422,
      );
    return c.json(result, 200);
  });
