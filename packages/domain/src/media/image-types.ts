// Which picture a file is, read from its first bytes rather than its name or a Content-Type header,
// which anyone can set. SVG and HTML are never pictures here: both can carry script.

/** The raster formats the shop shows: a browser decodes them as pictures only, never as a document. */
export const RASTER_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/avif',
] as const;
export type RasterImageType = (typeof RASTER_IMAGE_TYPES)[number];

/** How many leading bytes `sniffImageType` needs to decide. */
export const IMAGE_SNIFF_BYTES = 32;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
// ISO-BMFF brands that mean an AVIF still picture or sequence.
const AVIF_BRANDS = new Set(['avif', 'avis']);

function startsWith(bytes: Uint8Array, prefix: readonly number[], at = 0): boolean {
  return prefix.every((b, i) => bytes[at + i] === b);
}

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}

function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  if (boxSize < 16 || boxSize % 4 !== 0) return false;
  // The major brand, then (after the minor version) the compatible brands inside the ftyp box.
  const end = Math.min(boxSize, bytes.length);
  if (AVIF_BRANDS.has(ascii(bytes, 8, 12))) return true;
  for (let at = 16; at + 4 <= end; at += 4) if (AVIF_BRANDS.has(ascii(bytes, at, at + 4))) return true;
  return false;
}

/** The picture type of a file by its magic number, or null when it is not a JPEG, PNG, GIF, WebP or AVIF. */
export function sniffImageType(bytes: Uint8Array): RasterImageType | null {
  if (!(bytes instanceof Uint8Array)) return null;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, PNG)) return 'image/png';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return 'image/gif';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP')
    return 'image/webp';
  if (isAvif(bytes)) return 'image/avif';
  return null;
}
