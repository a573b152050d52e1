import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IMAGE_SNIFF_BYTES, RASTER_IMAGE_TYPES, sniffImageType } from './image-types';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));
const u32 = (n: number) => [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];

describe('sniffImageType', () => {
  it('knows the five raster formats by their first bytes', () => {
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))).toBe('image/jpeg');
    expect(sniffImageType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a], 'IHDR'))).toBe('image/png');
    expect(sniffImageType(bytes('GIF89a', [1, 0, 1, 0]))).toBe('image/gif');
    expect(sniffImageType(bytes('GIF87a'))).toBe('image/gif');
    expect(sniffImageType(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(bytes(u32(28), 'ftypavif', [0, 0, 0, 0], 'mif1miafMA1B'))).toBe('image/avif');
    expect(sniffImageType(bytes(u32(32), 'ftypavis', [0, 0, 0, 0], 'avismsf1iso8mif1'))).toBe('image/avif');
    // A major brand of mif1 with avif among the compatible brands.
    expect(sniffImageType(bytes(u32(24), 'ftypmif1', [0, 0, 0, 0], 'mif1avif'))).toBe('image/avif');
    expect(RASTER_IMAGE_TYPES).toHaveLength(5);
    expect(IMAGE_SNIFF_BYTES).toBeGreaterThanOrEqual(16);
  });

  it('refuses SVG, HTML, HEIC, other ISO boxes and truncated headers', () => {
    for (const text of [
      '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
      '<?xml version="1.0"?><svg/>',
      '<!DOCTYPE html><html>',
      '<html><script>alert(1)</script>',
      'GIF90a',
      'RIFF\0\0\0\0WAVEfmt ',
      '',
    ]) {
      expect(sniffImageType(bytes(text))).toBeNull();
    }
    expect(sniffImageType(bytes(u32(24), 'ftypheic', [0, 0, 0, 0], 'mif1heic'))).toBeNull();
    expect(sniffImageType(bytes(u32(24), 'ftypisom', [0, 0, 2, 0], 'isomavc1'))).toBeNull();
    // A box size that cannot be right, or one too short to hold a brand.
    expect(sniffImageType(bytes(u32(13), 'ftypavif', [0, 0, 0, 0], 'mif1'))).toBeNull();
    expect(sniffImageType(bytes(u32(8), 'ftypavif', [0, 0, 0, 0], 'mif1'))).toBeNull();
    expect(sniffImageType(bytes('ftypavif'))).toBeNull();
    expect(sniffImageType(bytes([0xff, 0xd8]))).toBeNull();
    expect(sniffImageType(bytes([0x89], 'PNG'))).toBeNull();
    expect(sniffImageType('GIF89a' as unknown as Uint8Array)).toBeNull();
  });

  it('never throws and answers only a known type (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (data) => {
        const type = sniffImageType(data);
        expect(type === null || RASTER_IMAGE_TYPES.includes(type)).toBe(true);
      }),
    );
  });
});
