import { describe, expect, it } from 'vitest';
import { srcSetFor } from './images';

describe('picture widths', () => {
  it('derive the srcset of the shop’s own pictures from the stored 1024 px name', () => {
    expect(srcSetFor('/uploads/images/denim-jacket-1-1024w.webp')).toBe(
      '/uploads/images/denim-jacket-1-320w.webp 320w, /uploads/images/denim-jacket-1-640w.webp 640w, /uploads/images/denim-jacket-1-1024w.webp 1024w',
    );
  });

  it('leave outside pictures alone', () => {
    expect(srcSetFor('https://example.com/photo.jpg')).toBeUndefined();
  });
});
