// Moving a pin on a video frame, shared by the owner's pins editor and the storefront tagging mode:
// drag it with a finger or mouse (saved on release), or focus it and press the arrow keys (1 % a
// press, Shift 10 %; saved once the keys settle). The pin follows at once; when the save fails it
// goes back to where the server has it.
import { nudgePin, pointToPercent } from '@shop/domain/rules';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';

/** How long after the last arrow key the new place is saved. */
const KEYS_SETTLE_MS = 600;

type Point = { x: number; y: number };

type Options = {
  /** The element whose box the percentages are of. */
  frame: RefObject<HTMLElement | null>;
  /** Where the server has the pin. */
  at: Point;
  /** Saves the new place; the draft is dropped once it settles either way. */
  onMove: (to: Point) => Promise<unknown>;
  disabled?: boolean;
};

export function usePinDrag({ frame, at, onMove, disabled = false }: Options) {
  const [draft, setDraft] = useState<Point | null>(null);
  const dragging = useRef<{ pointer: number; moved: boolean } | null>(null);
  const latest = useRef<Point | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const show = (to: Point) => {
    latest.current = to;
    setDraft(to);
  };
  const save = () => {
    const to = latest.current;
    latest.current = null;
    if (!to) return;
    void onMove(to).finally(() => setDraft(null));
  };
  const fromPointer = (event: PointerEvent) => {
    const box = frame.current?.getBoundingClientRect();
    return box ? pointToPercent({ x: event.clientX, y: event.clientY }, box) : null;
  };

  const handlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (disabled || event.button !== 0) return;
      event.currentTarget.setPointerCapture(event.pointerId);
      dragging.current = { pointer: event.pointerId, moved: false };
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      if (dragging.current?.pointer !== event.pointerId) return;
      const to = fromPointer(event);
      if (!to) return;
      dragging.current.moved = true;
      show(to);
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      if (dragging.current?.pointer !== event.pointerId) return;
      const { moved } = dragging.current;
      dragging.current = null;
      if (moved) save();
    },
    onPointerCancel() {
      dragging.current = null;
      latest.current = null;
      setDraft(null);
    },
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      if (disabled) return;
      const to = nudgePin(latest.current ?? draft ?? at, event.key, event.shiftKey ? 10 : 1);
      if (!to) return;
      event.preventDefault();
      show(to);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(save, KEYS_SETTLE_MS);
    },
    onBlur() {
      // Leaving the pin saves what the keys did without waiting.
      if (!timer.current || !latest.current) return;
      clearTimeout(timer.current);
      timer.current = null;
      save();
    },
  };

  return { at: draft ?? at, moving: draft !== null, handlers };
}
