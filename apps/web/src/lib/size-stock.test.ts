import { describe, expect, it } from 'vitest';
import { piecesOfSize, sizeInStock, soldOutSizeName } from './size-stock';

describe('sizes and their counts', () => {
  it('offers a size with pieces left, not one at 0, missing or damaged; every size without counts', () => {
    const counts = { S: 2, M: 0, L: Number.NaN, XL: -1 };
    expect(['S', 'M', 'L', 'XL', 'XXL'].filter((s) => sizeInStock(s, counts))).toEqual(['S']);
    expect(sizeInStock('M', undefined)).toBe(true);
  });

  it('names a sold-out size for screen readers', () => {
    expect(soldOutSizeName('42')).toBe('42, sold out');
  });

  it("gives a bag line its size's count, or the total without a size or counts", () => {
    expect(piecesOfSize('42', { '41': 3, '42': 1 }, 4)).toBe(1);
    expect(piecesOfSize('44', { '41': 3 }, 3)).toBe(0);
    expect(piecesOfSize(null, {}, 5)).toBe(5);
    expect(piecesOfSize('M', undefined, 6)).toBe(6);
  });
});
