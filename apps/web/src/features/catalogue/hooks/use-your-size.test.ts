// "Your size" is offered only when the fit rules give the piece's own size and that size is in stock.
import { adviseSize } from '@shop/domain/fit';
import { describe, expect, it } from 'vitest';
import { yourSizeFrom } from './use-your-size';

const shirt = { category: 'clothing', sizes: ['S', 'M', 'L'] };
const body = { measurements: { chest: '96 cm' } };

describe('yourSizeFrom', () => {
  it("offers the piece's size with the chart's reason", () => {
    expect(yourSizeFrom(adviseSize(body, shirt, 'men'), { S: 1, M: 2, L: 1 })).toEqual({
      size: 'M',
      reason: 'chest 96 cm → M',
    });
    // Without counts every size can be chosen.
    expect(yourSizeFrom(adviseSize(body, shirt, 'men'), undefined)).toMatchObject({ size: 'M' });
  });

  it('offers nothing when that size is sold out', () => {
    expect(yourSizeFrom(adviseSize(body, shirt, 'men'), { S: 1, M: 0, L: 1 })).toBeNull();
  });

  it('offers nothing when the chart cannot say (no chart chosen, size not offered, nothing measured)', () => {
    expect(yourSizeFrom(adviseSize(body, shirt), { M: 1 })).toBeNull();
    expect(yourSizeFrom(adviseSize(body, shirt, 'women'), { S: 1, M: 1, L: 1 })).toBeNull();
    expect(yourSizeFrom(adviseSize({}, shirt, 'men'), { M: 1 })).toBeNull();
    expect(yourSizeFrom(adviseSize(body, { category: 'jewelry', sizes: [] }, 'men'), undefined)).toBeNull();
  });
});
