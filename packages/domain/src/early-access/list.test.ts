import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { welcomeMail, welcomeRetryDelayMinutes } from './list';

const base = {
  shopName: 'TNT Thrift',
  firstName: null,
  rejoined: false,
  signInUrl: 'https://shop.test/login',
  unsubscribeUrl: 'https://shop.test/unsubscribe?token=abc',
};

describe('the welcome e-mail', () => {
  it('greets by first name when one was given, and says hello otherwise', () => {
    expect(welcomeMail({ ...base, firstName: 'Wanjiku' }).text).toMatch(/^Hi Wanjiku,\n/);
    expect(welcomeMail(base).text).toMatch(/^Hi there,\n/);
  });

  it('says what membership brings and carries the unsubscribe link', () => {
    const { subject, text } = welcomeMail(base);
    expect(subject).toBe('Welcome to TNT Thrift Early Access');
    expect(text).toContain("You're in! Welcome to The Bag Family! 🎉");
    expect(text).toContain('24 hours before everyone else');
    expect(text).toContain('Premium members shop 36 hours early (from KES 20,000 spent over 3 orders)');
    expect(text).toContain('VIP members 48 hours early');
    expect(text).toContain('https://shop.test/login');
    expect(text).toContain('Unsubscribe: https://shop.test/unsubscribe?token=abc');
  });

  it('welcomes back someone who rejoined', () => {
    const { subject, text } = welcomeMail({ ...base, rejoined: true });
    expect(subject).toBe('Welcome back to TNT Thrift Early Access');
    expect(text).toContain("Welcome back! You're back on the list! 🎉");
  });
});

describe('the welcome e-mail retry pause', () => {
  it('doubles from one minute and stops at an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map(welcomeRetryDelayMinutes)).toEqual([
      1, 2, 4, 8, 16, 32, 60, 60, 60,
    ]);
  });

  it('never shrinks with more failures and stays between a minute and an hour', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 1000 }), fc.integer({ min: 0, max: 50 }), (n, more) => {
        const now = welcomeRetryDelayMinutes(n);
        expect(now).toBeGreaterThanOrEqual(1);
        expect(now).toBeLessThanOrEqual(60);
        expect(welcomeRetryDelayMinutes(n + more)).toBeGreaterThanOrEqual(now);
      }),
    );
    expect(welcomeRetryDelayMinutes(Number.NaN)).toBe(1);
  });
});
