// Where uploads and generated pictures are kept: a folder under DATA_DIR (one server) or an
// S3-compatible bucket (several server processes, where a picture uploaded through one must be served
// by another). Both are addressed by the same keys, `images/<name>` and `videos/<name>`, which are
// also the URLs the shop stores: `/uploads/<key>`. Keys are random or fixed per seeded picture and
// never rewritten, which is what lets every answer be cached for a year.
import { resolve } from 'node:path';
import type { Config } from '../config';
import { diskFileStore } from './file-store-disk';
import { s3FileStore } from './file-store-s3';

export type StoredFileInfo = { length: number; etag: string };
/** Inclusive byte positions, as in a Range header. */
export type ByteRange = { start: number; end: number };
export type FileBody = Uint8Array | ReadableStream<Uint8Array>;

export interface FileStore {
  readonly kind: 'disk' | 's3';
  /** Where the files are, for messages (never a secret). */
  readonly label: string;
  /** Proves the store can be used now: the folder can be made, the bucket answers. */
  check(): Promise<void>;
  /** Keeps the file under its key, whole or not at all. */
  put(key: string, body: FileBody, length: number): Promise<void>;
  /** The file's size and ETag, or null when there is no such file. */
  head(key: string): Promise<StoredFileInfo | null>;
  /** The file's bytes (only `range` of them when given), or null when there is no such file. */
  get(
    key: string,
    range?: ByteRange,
  ): Promise<{ info: StoredFileInfo; body: ReadableStream<Uint8Array> } | null>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
}

export { assertFileKey, contentTypeOf, IMMUTABLE, isFileKey, PUBLIC_PREFIX, publicUrl } from './file-keys';

export function createFileStore(config: Pick<Config, 'DATA_DIR' | 'STORAGE_URL'>): FileStore {
  return config.STORAGE_URL
    ? s3FileStore(config.STORAGE_URL)
    : diskFileStore(resolve(config.DATA_DIR, 'uploads'));
}

// One store per configuration, so every request of a process shares one S3 client and its
// connection pool; the server, the seed and the tests' apps all reach it through their config.
const stores = new WeakMap<object, FileStore>();

export function fileStoreFor(config: Pick<Config, 'DATA_DIR' | 'STORAGE_URL'>): FileStore {
  let store = stores.get(config);
  if (!store) {
    store = createFileStore(config);
    stores.set(config, store);
  }
  return store;
}
