import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { checkEarlyAccessSignup, earlyAccessSignupOutcome } from './early-access';
import { RATE_LIMIT_MESSAGE, checkRateLimit } from './rate-limit';

describe('checkEarlyAccessSignup', () => {
  it('requires an email', () => {
    expect(checkEarlyAccessSignup('  ')).toEqual({ ok: false, error: 'Please enter your email' });
    expect(checkEarlyAccessSignup(undefined)).toEqual({ ok: false, error: 'Please enter your email' });
  });

  it('needs a simple address of at most 100 characters', () => {
    expect(checkEarlyAccessSignup('amina@')).toEqual({
      ok: false,
      error: 'Please enter a valid email address',
    });
    expect(checkEarlyAccessSignup('a b@c.co')).toEqual({
      ok: false,
      error: 'Please enter a valid email address',
    });
    expect(checkEarlyAccessSignup(`${'a'.repeat(95)}@x.com`)).toEqual({
      ok: false,
      error: 'Please enter a valid email address',
    });
  });

  it('refuses < > ;', () => {
    expect(checkEarlyAccessSignup('a<b@c.co')).toEqual({ ok: false, error: 'Invalid email format' });
    expect(checkEarlyAccessSignup('ab@c.co;')).toEqual({ ok: false, error: 'Invalid email format' });
  });

  it('trims and lower-cases the email and cleans the name', () => {
    expect(checkEarlyAccessSignup('  Amina@Example.COM ', ` <Ami"na> `)).toEqual({
      ok: true,
      value: { email: 'amina@example.com', firstName: 'Amina' },
    });
    expect(checkEarlyAccessSignup('a@b.co', ' ')).toEqual({
      ok: true,
      value: { email: 'a@b.co', firstName: null },
    });
    expect(checkEarlyAccessSignup('a@b.co', '<>')).toEqual({
      ok: true,
      value: { email: 'a@b.co', firstName: null },
    });
  });

  it('limits the name to 50 characters', () => {
    expect(checkEarlyAccessSignup('a@b.co', 'x'.repeat(51))).toEqual({
      ok: false,
      error: 'Name is too long',
    });
    expect(checkEarlyAccessSignup('a@b.co', 'x'.repeat(50)).ok).toBe(true);
  });

  it('never lets a forbidden character through (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (email, name) => {
        const result = checkEarlyAccessSignup(email, name);
        if (result.ok) {
          expect(result.value.email).not.toMatch(/[<>;\s]/);
          expect(result.value.firstName ?? '').not.toMatch(/[<>;&'"]/);
        }
      }),
    );
  });
});

describe('earlyAccessSignupOutcome', () => {
  it('creates, reactivates or leaves alone', () => {
    expect(earlyAccessSignupOutcome(null)).toEqual({
      action: 'create',
      message: "You're in! Welcome to The Bag Family! 🎉",
    });
    expect(earlyAccessSignupOutcome('unsubscribed').action).toBe('reactivate');
    expect(earlyAccessSignupOutcome('active')).toEqual({
      action: 'none',
      message: "You're already on the list! 🎉",
    });
  });
});

describe('checkRateLimit', () => {
  it('allows 3 attempts within 60 s, then refuses until the oldest leaves the window', () => {
    let attempts: number[] = [];
    for (const t of [0, 10_000, 20_000]) {
      const result = checkRateLimit(attempts, t);
      expect(result.ok).toBe(true);
      attempts = result.attempts;
    }
    expect(checkRateLimit(attempts, 30_000)).toEqual({
      ok: false,
      error: RATE_LIMIT_MESSAGE,
      retryAfterMs: 30_000,
      attempts: [0, 10_000, 20_000],
    });
    expect(checkRateLimit(attempts, 60_000)).toEqual({ ok: true, attempts: [10_000, 20_000, 60_000] });
  });

  it('ignores unreadable and future timestamps, refuses without a clock', () => {
    expect(checkRateLimit(['junk', 5_000, new Date(1_000)], 2_000).ok).toBe(true);
    expect(checkRateLimit([], 'nope')).toMatchObject({ ok: false, retryAfterMs: 60_000 });
    expect(RATE_LIMIT_MESSAGE).toBe('Too many attempts. Please wait a minute.');
  });

  it('never allows more than 3 in any 60 s window (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5_000 }), { maxLength: 40 }), (gaps) => {
        let kept: number[] = [];
        const allowed: number[] = [];
        let now = 0;
        for (const gap of gaps) {
          now += gap;
          const result = checkRateLimit(kept, now);
          kept = result.attempts;
          if (result.ok) allowed.push(now);
        }
        for (const t of allowed)
          expect(allowed.filter((u) => u >= t && u - t < 60_000).length).toBeLessThanOrEqual(3);
      }),
    );
  });
});
