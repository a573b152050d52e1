// Touch and mouse on the try-on stage: one finger or the mouse drags the product's picture, two
// fingers pinch to resize and turn it, the wheel resizes it, and the keyboard (on the focused picture)
// does all three. Pointer events cover mouse, pen and touch alike; the stage sets touch-action: none
// so a pinch moves the picture, not the page.
import { useEffect, useRef, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { keyStep, moveBy, pinch, wheelScale, type Overlay, type Point } from './overlay-transform';

type Setter = (change: (o: Overlay) => Overlay) => void;
type PinchStart = { overlay: Overlay; from: [Point, Point] };

export function useOverlayGestures(
  stage: RefObject<HTMLElement | null>,
  overlay: Overlay,
  setOverlay: Setter,
) {
  const pointers = useRef(new Map<number, Point>());
  const pinchStart = useRef<PinchStart | null>(null);
  const latest = useRef(overlay);
  useEffect(() => {
    latest.current = overlay;
  }, [overlay]);

  const size = () => {
    const box = stage.current?.getBoundingClientRect();
    return { width: box?.width || 1, height: box?.height || 1 };
  };
  const twoFingers = (): [Point, Point] | null => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? [a, b] : null;
  };

  // React listens to wheel passively; resizing must keep the page from scrolling, so listen here.
  useEffect(() => {
    const el = stage.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      setOverlay((o) => wheelScale(o, e.deltaY));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [stage, setOverlay]);

  return {
    onPointerDown(e: PointerEvent<HTMLElement>) {
      e.currentTarget.setPointerCapture?.(e.pointerId);
      pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
      const fingers = twoFingers();
      pinchStart.current = fingers ? { overlay: latest.current, from: fingers } : null;
    },
    onPointerMove(e: PointerEvent<HTMLElement>) {
      const before = pointers.current.get(e.pointerId);
      if (!before) return;
      const now = { x: e.clientX, y: e.clientY };
      pointers.current.set(e.pointerId, now);
      const fingers = twoFingers();
      const start = pinchStart.current;
      if (fingers && start) setOverlay(() => pinch(start.overlay, start.from, fingers, size()));
      else if (pointers.current.size === 1)
        setOverlay((o) => moveBy(o, now.x - before.x, now.y - before.y, size()));
    },
    onPointerUp(e: PointerEvent<HTMLElement>) {
      pointers.current.delete(e.pointerId);
      // The finger left on the glass carries on dragging from where it is.
      pinchStart.current = null;
    },
    onKeyDown(e: KeyboardEvent<HTMLElement>) {
      const next = keyStep(latest.current, e.key, e.shiftKey);
      if (next === null) return;
      e.preventDefault();
      setOverlay(() => next);
    },
  };
}
