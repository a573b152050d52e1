import { describe, expect, it } from 'vitest';
import { notificationTarget, timeAgo } from './notification-format';

describe('notification format', () => {
  const now = Date.parse('2026-03-10T12:00:00.000Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it('says how long ago, then the Nairobi date', () => {
    expect(timeAgo(ago(20_000), now)).toBe('Just now');
    expect(timeAgo(ago(5 * 60_000), now)).toBe('5 min ago');
    expect(timeAgo(ago(3 * 3_600_000), now)).toBe('3 h ago');
    expect(timeAgo(ago(30 * 3_600_000), now)).toBe('Yesterday');
    expect(timeAgo(ago(3 * 86_400_000), now)).toBe('3 days ago');
    // 22:30 UTC on 1 March is 01:30 on 2 March in Nairobi.
    expect(timeAgo('2026-03-01T22:30:00.000Z', now)).toBe('2 Mar 2026');
    expect(timeAgo('soon', now)).toBe('');
  });

  it('opens the order a notification is about', () => {
    expect(notificationTarget({ orderId: 'abc' })).toBe('/order/abc');
    expect(notificationTarget({ orderId: null, link: '/early-access?drop=december' })).toBe(
      '/early-access?drop=december',
    );
    expect(notificationTarget({ orderId: null })).toBe('/notifications');
  });
});
