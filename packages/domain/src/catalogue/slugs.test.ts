import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slugFromName, slugProblem } from './slugs';

describe('slugs', () => {
  it('makes a slug from a name', () => {
    expect(slugFromName('Vintage Levi’s 501 & Co.')).toBe('vintage-levis-501-and-co');
    expect(slugFromName('  Crème Brûlée — Kitenge Dress!! ')).toBe('creme-brulee-kitenge-dress');
    expect(slugFromName('★★★')).toBe('item');
    expect(slugFromName('a'.repeat(100))).toHaveLength(80);
    expect(slugFromName(`${'ab '.repeat(26)}x`)).not.toMatch(/-$/);
  });

  it('checks a typed slug in the server’s words', () => {
    expect(slugProblem('denim-jacket-2')).toBeNull();
    expect(slugProblem('')).toBe('Please enter a slug');
    expect(slugProblem('two--dashes')).toBe('A slug has only letters, digits and single dashes');
    expect(slugProblem('Upper')).toBe('A slug has only letters, digits and single dashes');
    expect(slugProblem('x'.repeat(121))).toBe('A slug has at most 120 characters');
    expect(slugProblem('3f2b8c1e-5d4a-4b6c-9e8f-0a1b2c3d4e5f')).toBe('A slug must not look like an id');
  });

  it('always makes a slug the check accepts, whatever the name', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (name) => {
        const slug = slugFromName(name);
        expect(slugProblem(slug)).toBeNull();
        expect(slugFromName(slug)).toBe(slug);
      }),
    );
  });
});
