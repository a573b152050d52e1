// @vitest-environment happy-dom
// Moving a pin on the frame: a drag saves once, on release, at the percent of the frame where it was
// let go; arrow keys move it 1 % a press (Shift 10 %) and save once the presses stop; a plain click
// saves nothing.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePinDrag } from './use-pin-drag';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

beforeEach(() => {
  // happy-dom lays nothing out: the frame is 200 × 100 px at (10, 20).
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    left: 10,
    top: 20,
    width: 200,
    height: 100,
  } as DOMRect);
  HTMLElement.prototype.setPointerCapture ??= () => undefined;
});

function Pin({ onMove }: { onMove: (to: { x: number; y: number }) => Promise<unknown> }) {
  const frame = useRef<HTMLDivElement>(null);
  const drag = usePinDrag({ frame, at: { x: 50, y: 50 }, onMove });
  return (
    <div ref={frame}>
      <button type="button" {...drag.handlers} data-at={`${drag.at.x},${drag.at.y}`}>
        pin
      </button>
    </div>
  );
}

const setUp = () => {
  const onMove = vi.fn(() => new Promise<void>(() => undefined));
  render(<Pin onMove={onMove} />);
  return { onMove, pin: screen.getByRole('button', { name: 'pin' }) };
};

describe('moving a pin on the frame', () => {
  it('saves a drag once, on release, in percent of the frame', () => {
    const { onMove, pin } = setUp();
    fireEvent.pointerDown(pin, { pointerId: 1, button: 0, clientX: 110, clientY: 70 });
    fireEvent.pointerMove(pin, { pointerId: 1, clientX: 60, clientY: 45 });
    fireEvent.pointerMove(pin, { pointerId: 1, clientX: 160, clientY: 95 });
    expect(pin.dataset.at).toBe('75,75');
    expect(onMove).not.toHaveBeenCalled();
    fireEvent.pointerUp(pin, { pointerId: 1, clientX: 160, clientY: 95 });
    expect(onMove).toHaveBeenCalledTimes(1);
    expect(onMove).toHaveBeenCalledWith({ x: 75, y: 75 });
  });

  it('saves nothing for a press without a move, and keeps a drag on the frame', () => {
    const { onMove, pin } = setUp();
    fireEvent.pointerDown(pin, { pointerId: 1, button: 0, clientX: 110, clientY: 70 });
    fireEvent.pointerUp(pin, { pointerId: 1, clientX: 110, clientY: 70 });
    expect(onMove).not.toHaveBeenCalled();
    fireEvent.pointerDown(pin, { pointerId: 2, button: 0, clientX: 110, clientY: 70 });
    fireEvent.pointerMove(pin, { pointerId: 2, clientX: 500, clientY: -40 });
    fireEvent.pointerUp(pin, { pointerId: 2 });
    expect(onMove).toHaveBeenCalledWith({ x: 100, y: 0 });
  });

  it('moves with the arrow keys and saves once the presses stop', () => {
    vi.useFakeTimers();
    const { onMove, pin } = setUp();
    fireEvent.keyDown(pin, { key: 'ArrowRight' });
    fireEvent.keyDown(pin, { key: 'ArrowRight' });
    fireEvent.keyDown(pin, { key: 'ArrowUp', shiftKey: true });
    fireEvent.keyDown(pin, { key: 'a' });
    expect(pin.dataset.at).toBe('52,40');
    expect(onMove).not.toHaveBeenCalled();
    act(() => void vi.runAllTimers());
    expect(onMove).toHaveBeenCalledTimes(1);
    expect(onMove).toHaveBeenCalledWith({ x: 52, y: 40 });
  });

  it('saves the keys at once when the pin loses the focus', () => {
    vi.useFakeTimers();
    const { onMove, pin } = setUp();
    fireEvent.keyDown(pin, { key: 'ArrowDown' });
    fireEvent.blur(pin);
    expect(onMove).toHaveBeenCalledWith({ x: 50, y: 51 });
    act(() => void vi.runAllTimers());
    expect(onMove).toHaveBeenCalledTimes(1);
  });
});
