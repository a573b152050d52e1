import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sortSizes } from './sizes';

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
