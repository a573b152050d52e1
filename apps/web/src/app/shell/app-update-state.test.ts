import { describe, expect, it } from 'vitest';
import { nextAppUpdate } from './app-update-state';

describe('the service worker prompt', () => {
  it('says offline-ready the first time on a device, and never again', () => {
    expect(nextAppUpdate(null, 'offline-ready', false)).toBe('offline-ready');
    expect(nextAppUpdate(null, 'offline-ready', true)).toBeNull();
  });

  it('asks to refresh for a new version, whatever was showing, and keeps asking', () => {
    expect(nextAppUpdate(null, 'need-refresh', true)).toBe('need-refresh');
    expect(nextAppUpdate('offline-ready', 'need-refresh', true)).toBe('need-refresh');
    expect(nextAppUpdate('need-refresh', 'offline-ready', false)).toBe('need-refresh');
  });
});
