import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { greetingNameOf } from './greeting-name';

describe('greetingNameOf', () => {
  it('is the first word of the name', () => {
    expect(greetingNameOf('Wanjiku Kamau')).toBe('Wanjiku');
    expect(greetingNameOf('  Achieng\tOtieno ')).toBe('Achieng');
  });

  it('says Account for an empty or blank name', () => {
    expect(greetingNameOf('')).toBe('Account');
    expect(greetingNameOf(' \n ')).toBe('Account');
  });

  it('is one word of the name, never with spaces in it', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const first = greetingNameOf(name);
        expect(first).not.toMatch(/\s/);
        if (first !== 'Account') expect(name).toContain(first);
      }),
    );
  });
});
