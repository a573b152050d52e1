import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chatStatusAfter,
  chatTextParts,
  isSupportOpen,
  nextSupportOpening,
  responseDueAt,
  responseMinutes,
} from './chat';

// 2026-11-23 is a Monday. Times are written in EAT (+03:00).
const eat = (local: string) => new Date(`${local}+03:00`);

describe('isSupportOpen', () => {
  it('is open Monday to Saturday from 9 AM to 6 PM EAT, closed otherwise', () => {
    expect(isSupportOpen(eat('2026-11-23T09:00:00'))).toBe(true);
    expect(isSupportOpen(eat('2026-11-23T08:59:59'))).toBe(false);
    expect(isSupportOpen(eat('2026-11-23T17:59:59'))).toBe(true);
    expect(isSupportOpen(eat('2026-11-23T18:00:00'))).toBe(false);
    expect(isSupportOpen(eat('2026-11-28T12:00:00'))).toBe(true); // Saturday
    expect(isSupportOpen(eat('2026-11-29T12:00:00'))).toBe(false); // Sunday
    expect(isSupportOpen('not a date')).toBe(false);
  });
});

describe('nextSupportOpening', () => {
  it('is the moment itself while open', () => {
    const at = eat('2026-11-24T10:15:00');
    expect(nextSupportOpening(at)).toEqual(at);
  });
  it('is 9 AM the same day before opening, the next day after closing, Monday after Saturday evening', () => {
    expect(nextSupportOpening(eat('2026-11-24T06:00:00'))).toEqual(eat('2026-11-24T09:00:00'));
    expect(nextSupportOpening(eat('2026-11-24T19:00:00'))).toEqual(eat('2026-11-25T09:00:00'));
    expect(nextSupportOpening(eat('2026-11-28T18:30:00'))).toEqual(eat('2026-11-30T09:00:00'));
    expect(nextSupportOpening(eat('2026-11-29T23:59:00'))).toEqual(eat('2026-11-30T09:00:00'));
    // Just after midnight EAT (still the previous day in UTC).
    expect(nextSupportOpening(eat('2026-11-25T00:30:00'))).toEqual(eat('2026-11-25T09:00:00'));
  });
  it('is never before the moment, always open, and within two days (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_700_000_000_000, max: 1_900_000_000_000 }), (ms) => {
        const opening = nextSupportOpening(ms).getTime();
        expect(opening).toBeGreaterThanOrEqual(ms);
        expect(isSupportOpen(opening)).toBe(true);
        expect(opening - ms).toBeLessThanOrEqual(39 * 3_600_000);
        // Nothing open in between: the first opening, not a later one.
        if (opening > ms) expect(isSupportOpen(opening - 60_000)).toBe(false);
      }),
    );
  });
});

describe('responseDueAt and responseMinutes', () => {
  it('gives vip 2 minutes and premium 5 from the message in support hours; regular has no promise', () => {
    const at = eat('2026-11-24T10:00:00');
    expect(responseDueAt('vip', at)).toEqual(eat('2026-11-24T10:02:00'));
    expect(responseDueAt('premium', at)).toEqual(eat('2026-11-24T10:05:00'));
    expect(responseDueAt('regular', at)).toBeNull();
  });
  it('starts the promise at the next opening for a message sent while closed', () => {
    expect(responseDueAt('vip', eat('2026-11-24T22:00:00'))).toEqual(eat('2026-11-25T09:02:00'));
    expect(responseMinutes(eat('2026-11-24T22:00:00'), eat('2026-11-25T09:03:00'))).toBe(3);
    expect(responseMinutes(eat('2026-11-24T22:00:00'), eat('2026-11-24T22:10:00'))).toBe(0);
    expect(responseMinutes(eat('2026-11-24T10:00:00'), eat('2026-11-24T10:01:30'))).toBe(1.5);
  });
});

describe('chatStatusAfter', () => {
  it('waits after the customer speaks and is open after the shop answers', () => {
    expect(chatStatusAfter('customer')).toBe('waiting');
    expect(chatStatusAfter('shop')).toBe('open');
  });
});

describe('chatTextParts', () => {
  it('splits links from text, keeping closing punctuation as text', () => {
    expect(chatTextParts('See https://shop.example/products/a-bag. Thanks!')).toEqual([
      { kind: 'text', text: 'See ' },
      {
        kind: 'link',
        text: 'https://shop.example/products/a-bag',
        href: 'https://shop.example/products/a-bag',
      },
      { kind: 'text', text: '. Thanks!' },
    ]);
    expect(chatTextParts('(www.example.com)')).toEqual([
      { kind: 'text', text: '(' },
      { kind: 'link', text: 'www.example.com', href: 'https://www.example.com' },
      { kind: 'text', text: ')' },
    ]);
  });
  it('never makes a link of javascript: or HTML', () => {
    const parts = chatTextParts('<a href="javascript:alert(1)">x</a> javascript:alert(1)');
    expect(parts.every((p) => p.kind === 'text')).toBe(true);
  });
  it('gives back the whole text, in order, and only http(s) links (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), fc.webUrl(), fc.constantFrom(' ', '. ', 'www.a.co '))),
        (pieces) => {
          const body = pieces.join('');
          const parts = chatTextParts(body);
          expect(parts.map((p) => p.text).join('')).toBe(body);
          for (const p of parts) if (p.kind === 'link') expect(p.href).toMatch(/^https?:\/\//i);
        },
      ),
      { numRuns: 60 },
    );
  });
});
