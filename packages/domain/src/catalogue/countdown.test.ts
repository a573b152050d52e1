import { describe, it, expect } from 'vitest';
import { bannerCountdownText, countdownParts, productCountdownText } from './countdown';

const now = Date.parse('2024-06-01T00:00:00Z');
const later = (ms: number) => new Date(now + ms).toISOString();
const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

describe('countdowns', () => {
  it('banner: Nd Nh, Nh Nm, Nm, then Now Public!', () => {
    expect(bannerCountdownText(later(2 * day + 5 * hour + 7 * minute), now)).toBe('2d 5h');
    expect(bannerCountdownText(later(5 * hour + 7 * minute + 30_000), now)).toBe('5h 7m');
    expect(bannerCountdownText(later(7 * minute + 59_000), now)).toBe('7m');
    expect(bannerCountdownText(later(30_000), now)).toBe('0m');
    expect(bannerCountdownText(later(0), now)).toBe('Now Public!');
    expect(bannerCountdownText(later(-day), new Date(now))).toBe('Now Public!');
  });

  it('drop page: days, hours, minutes, seconds', () => {
    expect(countdownParts(later(day + 2 * hour + 3 * minute + 4_000), now)).toEqual({
      passed: false,
      days: 1,
      hours: 2,
      minutes: 3,
      seconds: 4,
    });
    expect(countdownParts(later(-1), now)).toEqual({ passed: true });
    expect(countdownParts(null, now)).toEqual({ passed: true });
    expect(countdownParts(later(1000), 'bad clock')).toEqual({ passed: true });
  });

  it('product: countdown then PUBLIC NOW', () => {
    expect(productCountdownText(later(3 * hour), now)).toBe('3h 0m');
    expect(productCountdownText(later(-1), now)).toBe('PUBLIC NOW');
  });
});
