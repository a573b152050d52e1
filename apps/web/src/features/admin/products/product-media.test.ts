import { describe, expect, it } from 'vitest';
import { addImages, mediaProblem, moveItem, videoPreview } from './product-media';

describe('picture and video addresses', () => {
  it('accept our uploads and web addresses only', () => {
    expect(mediaProblem('/uploads/images/u-abc-1024w.webp')).toBeNull();
    expect(mediaProblem('https://images.example.com/a.jpg')).toBeNull();
    expect(mediaProblem('')).toBe('Please give an address');
    for (const bad of ['javascript:alert(1)', 'data:image/png;base64,AA', '/uploads/../secret', 'photo.jpg'])
      expect(mediaProblem(bad)).toBe('must be an uploaded file (/uploads/…) or a web address (https://…)');
    expect(mediaProblem(`https://x.co/${'a'.repeat(2000)}`)).toBe('An address has at most 2000 characters');
  });

  it('preview YouTube links by id and files as video', () => {
    expect(videoPreview('https://youtu.be/dQw4w9WgXcQ')).toEqual({ kind: 'youtube', id: 'dQw4w9WgXcQ' });
    expect(videoPreview(' /uploads/videos/u-1.mp4 ')).toEqual({
      kind: 'file',
      src: '/uploads/videos/u-1.mp4',
    });
    expect(videoPreview('')).toBeNull();
    expect(videoPreview('not a link')).toBeNull();
  });
});

describe('picture order', () => {
  const list = ['a', 'b', 'c', 'd'];
  it('moves a picture to another place', () => {
    expect(moveItem(list, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(list, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(list, 1, 2)).toEqual(['a', 'c', 'b', 'd']);
  });

  it('keeps the list when there is nowhere to go', () => {
    expect(moveItem(list, 0, -1)).toEqual(list);
    expect(moveItem(list, 3, 4)).toEqual(list);
    expect(moveItem(list, 7, 0)).toEqual(list);
    expect(moveItem(list, 1, 1)).not.toBe(list);
  });

  it('adds new pictures after the others, each once, at most 20', () => {
    expect(addImages(['a'], ['b', 'a', 'c'])).toEqual({ images: ['a', 'b', 'c'], skipped: 0 });
    const full = Array.from({ length: 19 }, (_, i) => `p${i}`);
    expect(addImages(full, ['x', 'y', 'z'])).toEqual({ images: [...full, 'x'], skipped: 2 });
  });
});
