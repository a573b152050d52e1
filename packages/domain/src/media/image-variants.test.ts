import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  IMAGE_WIDTHS,
  imageSrcSet,
  imageVariantName,
  imageVariantUrl,
  LARGEST_IMAGE_WIDTH,
} from './image-variants';

describe('stored picture widths', () => {
  it('name each width of a picture', () => {
    expect(imageVariantName('denim-jacket-1', 640)).toBe('denim-jacket-1-640w.webp');
  });

  it('derive the srcset from the stored 1024 px address', () => {
    expect(imageSrcSet('/uploads/images/denim-jacket-1-1024w.webp')).toBe(
      '/uploads/images/denim-jacket-1-320w.webp 320w, /uploads/images/denim-jacket-1-640w.webp 640w, /uploads/images/denim-jacket-1-1024w.webp 1024w',
    );
  });

  it('give a smaller copy of our pictures and leave outside pictures alone', () => {
    expect(imageVariantUrl('/uploads/images/hoops-2-1024w.webp', 320)).toBe(
      '/uploads/images/hoops-2-320w.webp',
    );
    expect(imageVariantUrl('https://example.com/photo.jpg', 320)).toBe('https://example.com/photo.jpg');
    expect(imageSrcSet('https://example.com/photo.jpg')).toBeUndefined();
    expect(imageSrcSet(42 as unknown as string)).toBeUndefined();
  });

  it('store the largest width, and every name it makes round-trips through the stored address', () => {
    expect(LARGEST_IMAGE_WIDTH).toBe(IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]);
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9-]{1,30}$/), fc.constantFrom(...IMAGE_WIDTHS), (key, width) => {
        const stored = `/uploads/images/${imageVariantName(key, LARGEST_IMAGE_WIDTH)}`;
        expect(imageVariantUrl(stored, width)).toBe(`/uploads/images/${imageVariantName(key, width)}`);
      }),
    );
  });
});
