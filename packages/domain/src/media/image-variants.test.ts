import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  IMAGE_FORMATS,
  IMAGE_WIDTHS,
  imageSources,
  imageSrcSet,
  imageVariantName,
  imageVariantUrl,
  isStoredPicture,
  LARGEST_IMAGE_WIDTH,
} from './image-variants';
import { IMAGE_PROXY_PATH } from './images';

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

describe('picture sources', () => {
  const stored = '/uploads/images/denim-jacket-1-1024w.webp';

  it('name and address the AVIF siblings', () => {
    expect(imageVariantName('denim-jacket-1', 320, 'avif')).toBe('denim-jacket-1-320w.avif');
    expect(imageVariantUrl(stored, 640, 'avif')).toBe('/uploads/images/denim-jacket-1-640w.avif');
    expect(imageSrcSet(stored, 'avif')).toBe(
      '/uploads/images/denim-jacket-1-320w.avif 320w, /uploads/images/denim-jacket-1-640w.avif 640w, /uploads/images/denim-jacket-1-1024w.avif 1024w',
    );
    expect(IMAGE_FORMATS).toEqual(['avif', 'webp']);
  });

  it('give our own pictures both srcsets and the stored address as the fallback', () => {
    expect(imageSources(` ${stored} `)).toEqual({
      avif: imageSrcSet(stored, 'avif'),
      webp: imageSrcSet(stored),
      fallback: stored,
    });
    expect(isStoredPicture(stored)).toBe(true);
  });

  it('give outside pictures no variants, through the proxy unless the host is known', () => {
    const outside = 'https://example.com/photos/a-1024w.webp';
    expect(isStoredPicture(outside)).toBe(false);
    expect(imageSources(outside)).toEqual({
      avif: null,
      webp: null,
      fallback: `${IMAGE_PROXY_PATH}?url=${encodeURIComponent(outside)}`,
    });
    expect(imageSources('https://images.unsplash.com/photo-1.jpg')).toEqual({
      avif: null,
      webp: null,
      fallback: 'https://images.unsplash.com/photo-1.jpg',
    });
    expect(imageSources('https://shop.test/a.jpg', 'shop.test').fallback).toBe('https://shop.test/a.jpg');
    expect(imageSources('https://cdn.mine.ke/a.jpg', 'shop.test', ['mine.ke']).fallback).toBe(
      'https://cdn.mine.ke/a.jpg',
    );
  });

  it('treat look-alikes of our addresses as outside pictures', () => {
    for (const url of [
      '//evil.example/uploads/images/a-1024w.webp',
      '/uploads/images/a-1024w.webp?x=1',
      '/images/a-1024w.webp',
      '/uploads/images/a-640w.webp',
    ]) {
      expect(isStoredPicture(url)).toBe(false);
      expect(imageSources(url).avif).toBeNull();
    }
    expect(imageSources(7 as unknown as string)).toEqual({ avif: null, webp: null, fallback: '' });
    expect(isStoredPicture(7 as unknown as string)).toBe(false);
  });

  it('give every stored address AVIF and WebP srcsets of the same widths (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9-]{1,30}$/), (key) => {
        const sources = imageSources(`/uploads/images/${imageVariantName(key, LARGEST_IMAGE_WIDTH)}`);
        expect(sources.avif?.replaceAll('.avif', '.webp')).toBe(sources.webp);
      }),
    );
  });
});
