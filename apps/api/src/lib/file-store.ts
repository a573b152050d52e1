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

/** The address a stored file is served at. */
export const PUBLIC_PREFIX = '/uploads/';
export const publicUrl = (key: string) => `${PUBLIC_PREFIX}${key}`;

// Folders and names of letters, digits, '.', '_' and '-' that start with a letter or digit: no '..',
// no hidden files, nothing a path or an S3 key would read differently.
const KEY = /^(?:[A-Za-z0-9][A-Za-z0-9._-]{0,199}\/){1,3}[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
export const isFileKey = (key: string) => KEY.test(key) && !key.includes('..');

/** A key the shop made itself; anything else is a mistake in the code, not a visitor's input. */
export function assertFileKey(key: string): void {
  if (!isFileKey(key)) throw new Error(`Not a file key: ${JSON.stringify(key)}`);
}

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

/** The Content-Type a key is served with, by its extension (the shop names every file it keeps). */
export const contentTypeOf = (key: string) =>
  TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';

/** Stored files may be kept by browsers and CDNs for a year: a key's bytes never change. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

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
