import { describe, expect, it } from 'vitest';
import { addChosen, expectedKind, fileKey, formatBytes } from './upload-queue';

const MB = 1024 * 1024;
const file = (name: string, size = 10, lastModified = 1) =>
  new File([new Uint8Array(size)], name, { lastModified });

describe('chosen files', () => {
  it('keeps each file once, in the order chosen', () => {
    const a = file('a.jpg');
    const first = addChosen([], [a, file('b.mp4')]);
    expect(first.chosen.map((c) => c.file.name)).toEqual(['a.jpg', 'b.mp4']);
    expect(first.repeated).toBe(0);
    const again = addChosen(first.chosen, [file('a.jpg'), file('a.jpg', 11), file('c.png')]);
    expect(again.chosen.map((c) => c.key)).toEqual([fileKey(a), 'b.mp4:10:1', 'a.jpg:11:1', 'c.png:10:1']);
    expect(again.repeated).toBe(1);
  });
});

describe('file facts', () => {
  it('expects mp4 and webm to be videos, anything else a picture', () => {
    expect(expectedKind('Clip.MP4')).toBe('video');
    expect(expectedKind('loop.webm')).toBe('video');
    expect(expectedKind('photo.jpeg')).toBe('image');
    expect(expectedKind('notes.txt')).toBe('image');
  });

  it('gives sizes in words a person reads', () => {
    expect(formatBytes(820)).toBe('820 B');
    expect(formatBytes(14.2 * 1024)).toBe('14.2 KB');
    expect(formatBytes(3.4 * MB)).toBe('3.4 MB');
  });
});
