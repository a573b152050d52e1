import { describe, expect, it } from 'vitest';
import { feedEntries, feedIndexOf, feedKey, feedSearch, feedStep, parseFeedKey } from './feed-position';

const products = Array.from({ length: 8 }, (_, i) => ({ id: `p${i + 1}` }));
const videos = [{ id: 'v1' }, { id: 'v2' }, { id: 'v3' }];

describe('the feed’s order and address', () => {
  it('puts videos at the home grid’s places 3 and 7, products between, leftovers after', () => {
    const keys = feedEntries(products, videos).map(feedKey);
    expect(keys).toEqual([
      'product:p1',
      'product:p2',
      'video:v1',
      'product:p3',
      'product:p4',
      'product:p5',
      'video:v2',
      'product:p6',
      'product:p7',
      'product:p8',
      'video:v3',
    ]);
  });

  it('maps an ?item= value to its position and back', () => {
    const entries = feedEntries(products, videos);
    entries.forEach((entry, index) => {
      const search = feedSearch('', feedKey(entry));
      const key = new URLSearchParams(search).get('item');
      expect(feedIndexOf(entries, key)).toBe(index);
    });
    expect(feedSearch('?utm_source=wa&item=product:p1', 'video:v2')).toBe('?utm_source=wa&item=video%3Av2');
  });

  it('starts at the first entry for a missing, unknown or wrong-kind item', () => {
    const entries = feedEntries(products, videos);
    expect(feedIndexOf(entries, null)).toBe(0);
    expect(feedIndexOf(entries, 'product:nope')).toBe(0);
    expect(feedIndexOf(entries, 'video:p2')).toBe(0);
    expect(feedIndexOf(entries, 'p2')).toBe(0);
  });

  it('steps without running past either end', () => {
    expect(feedStep(0, -1, 5)).toBe(0);
    expect(feedStep(0, 1, 5)).toBe(1);
    expect(feedStep(4, 1, 5)).toBe(4);
    expect(feedStep(0, 1, 0)).toBe(0);
  });

  it('reads a shared item back as its kind and id, and nothing else', () => {
    const id = 'b3f1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
    expect(parseFeedKey(`video:${id}`)).toEqual({ kind: 'video', id });
    expect(parseFeedKey(`product:${id}`)).toEqual({ kind: 'product', id });
    for (const wrong of [null, '', id, `bundle:${id}`, 'video:', 'video:a/b', `video:${'x'.repeat(81)}`])
      expect(parseFeedKey(wrong)).toBeNull();
  });
});
