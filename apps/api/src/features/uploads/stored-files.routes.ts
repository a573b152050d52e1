// GET/HEAD /uploads/<key>: the shop's pictures and videos, from the folder or the bucket alike, so a
// file written by one server process is served by any other. Cached for a year (keys never change
// their bytes); a repeat visit with If-None-Match costs a 304; video players seek with Range.
import { Hono, type Context } from 'hono';
import { byteRange, etagMatches } from '../../lib/byte-range';
import { errorBody } from '../../lib/errors';
import { contentTypeOf, IMMUTABLE, isFileKey, PUBLIC_PREFIX, type FileStore } from '../../lib/file-store';
import type { Logger } from '../../lib/logger';

const noSuchFile = (c: Context) => c.json(errorBody('not_found', 'No such file'), 404);

async function serve(c: Context, store: FileStore) {
  const key = c.req.path.slice(PUBLIC_PREFIX.length);
  if (!isFileKey(key)) return noSuchFile(c);
  // A plain GET (a first visit) asks the store once; a conditional or ranged one looks first.
  const plain = c.req.method === 'GET' && !c.req.header('if-none-match') && !c.req.header('range');
  let file = plain ? await store.get(key) : null;
  const info = file ? file.info : plain ? null : await store.head(key);
  if (!info) return noSuchFile(c);

  c.header('ETag', info.etag);
  c.header('Cache-Control', IMMUTABLE);
  c.header('X-Content-Type-Options', 'nosniff');
  if (etagMatches(c.req.header('if-none-match'), info.etag)) return c.body(null, 304);

  c.header('Content-Type', contentTypeOf(key));
  c.header('Accept-Ranges', 'bytes');
  // If-Range: a resumed download of another version of the file gets the whole file.
  const ifRange = c.req.header('if-range');
  const range =
    ifRange && !etagMatches(ifRange, info.etag) ? null : byteRange(c.req.header('range'), info.length);
  if (range === 'unsatisfiable') {
    c.header('Content-Range', `bytes */${info.length}`);
    return c.body(null, 416);
  }
  const length = range ? range.end - range.start + 1 : info.length;
  c.header('Content-Length', String(length));
  if (range) c.header('Content-Range', `bytes ${range.start}-${range.end}/${info.length}`);
  const status = range ? 206 : 200;
  if (c.req.method === 'HEAD') return c.body(null, status);

  file ??= await store.get(key, range ?? undefined);
  if (!file) return noSuchFile(c);
  return c.body(file.body, status);
}

/** Mounted at /uploads; a store that cannot be reached answers 503, never a 500. */
export const storedFilesRoutes = (store: FileStore, logger: Logger) =>
  // Hono answers HEAD through this GET route (without the body).
  new Hono().get('/*', async (c) => {
    try {
      return await serve(c, store);
    } catch (err) {
      logger.warn({ err, path: c.req.path, store: store.label }, 'stored file could not be read');
      return c.json(
        errorBody('storage_unavailable', 'This file cannot be loaded right now. Please try again.'),
        503,
      );
    }
  });
