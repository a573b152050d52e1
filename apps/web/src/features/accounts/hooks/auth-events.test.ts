import { describe, expect, it } from 'vitest';
import { AUTH_EVENTS_KEY, readAuthEvents, recordAuthEvent } from './auth-events';

const memory = () => {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
};

describe('the authentication diagnostics list', () => {
  it('keeps the newest ten events, newest first', () => {
    const storage = memory();
    for (let i = 0; i < 12; i++)
      recordAuthEvent(i % 2 ? 'signed_in' : 'token_refreshed', storage, new Date(i * 1000));
    const events = readAuthEvents(storage);
    expect(events).toHaveLength(10);
    expect(events[0]).toEqual({ event: 'signed_in', at: new Date(11_000).toISOString() });
    expect(events[9]?.at).toBe(new Date(2000).toISOString());
  });

  it('drops unreadable or unknown entries', () => {
    const storage = memory();
    storage.setItem(
      AUTH_EVENTS_KEY,
      JSON.stringify([{ event: 'hacked', at: 'x' }, 5, { event: 'signed_out', at: 'now' }]),
    );
    expect(readAuthEvents(storage)).toEqual([{ event: 'signed_out', at: 'now' }]);
    storage.setItem(AUTH_EVENTS_KEY, '{not json');
    expect(readAuthEvents(storage)).toEqual([]);
  });
});
