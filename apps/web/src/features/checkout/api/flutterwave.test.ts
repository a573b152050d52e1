import { PAYMENT_MODAL_LOAD_FAILED_MESSAGE } from '@shop/domain/texts';
import { describe, expect, it } from 'vitest';
import { loadWithRetries } from './flutterwave';

describe('loading the payment script', () => {
  it('tries 3 times, 1 s apart, then gives the spec message', async () => {
    const waits: number[] = [];
    let tries = 0;
    const failing = async () => {
      tries += 1;
      throw new Error('offline');
    };
    await expect(
      loadWithRetries(failing, undefined, undefined, async (ms) => void waits.push(ms)),
    ).rejects.toThrow(PAYMENT_MODAL_LOAD_FAILED_MESSAGE);
    expect(tries).toBe(3);
    expect(waits).toEqual([1000, 1000]);
  });

  it('stops at the first attempt that loads', async () => {
    let tries = 0;
    const waits: number[] = [];
    const secondTime = async () => {
      tries += 1;
      if (tries < 2) throw new Error('flaky');
    };
    await loadWithRetries(secondTime, 3, 1000, async (ms) => void waits.push(ms));
    expect(tries).toBe(2);
    expect(waits).toEqual([1000]);
  });
});
