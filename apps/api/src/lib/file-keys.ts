// The keys files are kept under and what they are served as, shared by both stores and the routes.

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
