import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_PREFERENCE_KEYS,
  NOTIFICATION_PREFERENCE_LABELS,
} from './notifications';

describe('notification preferences', () => {
  it('has the five flags of the spec, each on by default and each with a label', () => {
    expect([...NOTIFICATION_PREFERENCE_KEYS].sort()).toEqual(
      ['back_in_stock', 'new_arrivals', 'order_updates', 'price_drops', 'wishlist_reminders'].sort(),
    );
    for (const key of NOTIFICATION_PREFERENCE_KEYS) {
      expect(DEFAULT_NOTIFICATION_PREFERENCES[key]).toBe(true);
      expect(NOTIFICATION_PREFERENCE_LABELS[key].label).not.toBe('');
    }
  });
});
