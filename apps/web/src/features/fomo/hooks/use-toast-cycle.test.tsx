// @vitest-environment happy-dom
// The toast's clock: nothing before the owner's delay, then one purchase after another at the
// interval, standing still while paused (hover or focus), and nothing at all without purchases.
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastCycle } from './use-toast-cycle';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('useToastCycle', () => {
  it('waits for the delay, then moves on at the interval and wraps around', () => {
    const { result } = renderHook(() => useToastCycle(3, 5_000, 10_000, false));
    expect(result.current.visible).toBe(false);
    advance(4_999);
    expect(result.current.visible).toBe(false);
    advance(1);
    expect(result.current).toEqual({ visible: true, index: 0 });
    advance(10_000);
    expect(result.current.index).toBe(1);
    advance(20_000);
    expect(result.current.index).toBe(0);
  });

  it('stands still while paused and goes on afterwards', () => {
    const { result, rerender } = renderHook(({ paused }) => useToastCycle(2, 0, 1_000, paused), {
      initialProps: { paused: false },
    });
    advance(0);
    expect(result.current).toEqual({ visible: true, index: 0 });
    rerender({ paused: true });
    advance(5_000);
    expect(result.current.index).toBe(0);
    rerender({ paused: false });
    advance(1_000);
    expect(result.current.index).toBe(1);
  });

  it('never shows without purchases', () => {
    const { result } = renderHook(() => useToastCycle(0, 0, 1_000, false));
    advance(10_000);
    expect(result.current.visible).toBe(false);
  });
});
