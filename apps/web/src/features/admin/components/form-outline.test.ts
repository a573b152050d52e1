import { describe, expect, it } from 'vitest';
import { hasProblem } from './form-outline';

describe('a form section has a problem', () => {
  it('when a problem names one of its fields or a row inside one', () => {
    const errors = { 'variants.0.size': 'Name the size', price: 'Enter the price' };
    expect(hasProblem(errors, ['variants', 'stock'])).toBe(true);
    expect(hasProblem(errors, ['price'])).toBe(true);
  });

  it('not for a field that merely starts with the same letters', () => {
    expect(hasProblem({ price_note: 'x', variantsX: 'y' }, ['price', 'variants'])).toBe(false);
    expect(hasProblem({}, ['name'])).toBe(false);
  });
});
