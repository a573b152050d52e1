import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitOrOnline } from './wait-or-online';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
};

describe('the pause before asking about a pending payment again', () => {
  it('ends after its time while the device stays offline', async () => {
    const device = new EventTarget();
    const wait = waitOrOnline(60_000, device);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(await settled(wait.done)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(wait.done)).toBe(true);
  });

  it('ends at once when the device comes back online', async () => {
    const device = new EventTarget();
    const wait = waitOrOnline(60_000, device);
    await vi.advanceTimersByTimeAsync(1_000);
    device.dispatchEvent(new Event('online'));
    expect(await settled(wait.done)).toBe(true);
  });

  it('never ends once cancelled (the screen went away)', async () => {
    const device = new EventTarget();
    const wait = waitOrOnline(4_000, device);
    wait.cancel();
    device.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await settled(wait.done)).toBe(false);
  });
});
