import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sizesOf, sortSizes } from './sizes';

describe('sortSizes', () => {
  it('orders letters, then numbers, then the rest', () => {
    expect(sortSizes(['XL', 'S', '42', 'One Size', 'M', '38.5', null, ' ', 'S', '2XL'])).toEqual([
      'S',
      'M',
      'XL',
      '2XL',
      '38.5',
      '42',
      'One Size',
    ]);
    expect(sortSizes(['EU 42', 'EU 40'])).toEqual(['EU 40', 'EU 42']);
  });

  it('keeps every distinct size exactly once, whatever the input order', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('XS', 'S', 'M', 'L', '40', '41', 'Free', 'b')), (sizes) => {
        const sorted = sortSizes(sizes);
        expect(new Set(sorted)).toEqual(new Set(sizes));
        expect(sorted).toHaveLength(new Set(sizes).size);
        expect(sortSizes([...sizes].reverse())).toEqual(sorted);
      }),
    );
  });
});

describe('sizesOf', () => {
  it('answers what sortSizes answers for the sizes of any count by size, however often it is asked', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('XS', 'S', 'M', 'L', '2XL', '40', '41.5', 'Free', ' ', 'b'), fc.nat(3)),
        (sizeStock) => {
          const expected = sortSizes(Object.keys(sizeStock));
          expect(sizesOf(sizeStock)).toEqual(expected);
          expect(sizesOf({ ...sizeStock })).toEqual(expected);
        },
      ),
    );
  });

  it('gives each caller its own list: changing one answer never changes the next', () => {
    const first = sizesOf({ M: 1, S: 0 });
    first.push('XXL');
    first[0] = 'changed';
    expect(sizesOf({ M: 1, S: 0 })).toEqual(['S', 'M']);
  });

  it('stays right after more distinct size sets than it keeps', () => {
    for (let n = 0; n < 600; n++) sizesOf({ [`${n}`]: 1, [`${n + 1}`]: 1 });
    expect(sizesOf({ '41': 1, '40': 2 })).toEqual(['40', '41']);
    expect(sizesOf({})).toEqual([]);
  });
});
