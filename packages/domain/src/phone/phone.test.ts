import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  NORMALISED_PHONE_PATTERN,
  PHONE_INVALID_MESSAGE,
  checkKenyanPhone,
  formatPhoneForDisplay,
  isValidKenyanPhone,
  normalisePhone,
} from './phone';

const subscriber = fc
  .tuple(fc.constantFrom('7', '1'), fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 8 }))
  .map(([first, rest]) => first + rest.join(''));
const validPhone = fc
  .tuple(fc.constantFrom('', '0', '254', '+254'), subscriber)
  .map(([prefix, number]) => prefix + number);

describe('isValidKenyanPhone', () => {
  it('accepts every prefix form from the spec', () => {
    for (const phone of [
      '0712345678',
      '712345678',
      '254712345678',
      '+254712345678',
      '0112345678',
      '+254 712 345 678',
    ]) {
      expect(isValidKenyanPhone(phone)).toBe(true);
    }
  });

  it('refuses other numbers', () => {
    for (const phone of [
      '',
      '0812345678',
      '071234567',
      '07123456789',
      '+255712345678',
      'abc',
      '2540712345678',
    ]) {
      expect(isValidKenyanPhone(phone)).toBe(false);
    }
    expect(isValidKenyanPhone(undefined as unknown as string)).toBe(false);
  });
});

describe('checkKenyanPhone', () => {
  it('returns the +254 form or the spec message', () => {
    expect(checkKenyanPhone('0712 345-678')).toEqual({ ok: true, phone: '+254712345678' });
    expect(checkKenyanPhone('12345')).toEqual({
      ok: false,
      error: 'Please enter a valid Kenyan phone number',
    });
    expect(PHONE_INVALID_MESSAGE).toBe('Please enter a valid Kenyan phone number');
  });
});

describe('normalisePhone', () => {
  it.each([
    ['0712345678', '+254712345678'],
    ['712345678', '+254712345678'],
    ['254712345678', '+254712345678'],
    ['+254712345678', '+254712345678'],
    ['+254 (712) 345-678', '+254712345678'],
    ['12345', '12345'],
    [null as unknown as string, ''],
  ])('follows the spec rules: %s becomes %s', (raw, normalised) => {
    expect(normalisePhone(raw)).toBe(normalised);
  });

  it('is idempotent (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), validPhone, fc.stringMatching(/^[0+ 254789-]{0,16}$/)), (raw) => {
        const once = normalisePhone(raw);
        expect(normalisePhone(once)).toBe(once);
      }),
    );
  });

  it('puts every valid number into +254 form (property)', () => {
    fc.assert(
      fc.property(validPhone, (phone) => {
        expect(isValidKenyanPhone(phone)).toBe(true);
        expect(normalisePhone(phone)).toMatch(NORMALISED_PHONE_PATTERN);
      }),
    );
  });
});

describe('formatPhoneForDisplay', () => {
  it('groups as +254 xxx xxx xxx', () => {
    expect(formatPhoneForDisplay('0712345678')).toBe('+254 712 345 678');
    expect(formatPhoneForDisplay('+254112345678')).toBe('+254 112 345 678');
  });

  it('shows other input normalised', () => {
    expect(formatPhoneForDisplay('12 34')).toBe('1234');
  });
});
