import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasControlCharacter, isUploadedLogo, logoBox, logoSource } from './shop-identity';

describe('the shop identity', () => {
  it('finds control characters, not ordinary letters, accents or emoji', () => {
    for (const bad of ['a\nb', 'a\tb', 'a\u0000b', 'a\u001bb', 'a\u007fb', 'a\u0085b'])
      expect(hasControlCharacter(bad), JSON.stringify(bad)).toBe(true);
    for (const good of ['TNT Thrift', 'Mtumba & Co.', 'Café Wanjirũ', 'Duka 👗'])
      expect(hasControlCharacter(good)).toBe(false);
  });

  it('takes only a picture the admin upload stored as the logo', () => {
    expect(isUploadedLogo('/uploads/images/u-0123456789abcdef01234567-1024w.webp')).toBe(true);
    for (const bad of [
      '',
      'https://example.com/logo-1024w.webp',
      '/uploads/images/../../secret-1024w.webp',
      '/uploads/images/a/b-1024w.webp',
      '/uploads/images/u-1-640w.webp',
      '/uploads/videos/u-1-1024w.webp',
      '/uploads/images/u-1-1024w.webp?x=1',
    ])
      expect(isUploadedLogo(bad), bad).toBe(false);
    expect(logoSource('/uploads/images/u-1-1024w.webp')).toBe('/uploads/images/u-1-320w.webp');
  });

  it('fits the logo in its box with its proportions', () => {
    expect(logoBox(320, 320, 32, 140)).toEqual({ width: 32, height: 32 });
    expect(logoBox(320, 80, 32, 140)).toEqual({ width: 128, height: 32 });
    expect(logoBox(320, 40, 32, 140)).toEqual({ width: 140, height: 18 });
    expect(logoBox(0, 0, 32, 140)).toEqual({ width: 32, height: 32 });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 1, max: 5000 }), (w, h) => {
        const box = logoBox(w, h, 32, 140);
        expect(box.height).toBeLessThanOrEqual(32);
        expect(box.width).toBeLessThanOrEqual(140);
        expect(box.width).toBeGreaterThanOrEqual(1);
        expect(box.height).toBeGreaterThanOrEqual(1);
        // One side reaches its limit (up to rounding): the logo is as large as the box allows.
        expect(box.height >= 31.5 || box.width >= 139.5).toBe(true);
      }),
    );
  });
});
