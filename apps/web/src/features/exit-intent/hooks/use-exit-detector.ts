// Feeds the domain's exit detector what the browser honestly shows: the pointer leaving or entering
// the window and moving, and the page's scrolling; a timer wakes it when a delay is due. Only a
// scroll the shopper's finger made counts (a touch within the last moment): the shop's own jumps to
// the top on every route change must not read as someone leaving. `onExit`
// answers whether the moment was used (true: stop watching) or should be waited for again.
import {
  detectorWakeAt,
  initialDetector,
  stepDetector,
  type DetectorEvent,
  type DetectorState,
} from '@shop/domain/rules';
import { useEffect, useRef } from 'react';

/** A flick keeps the page scrolling for a while after the finger has left it. */
const TOUCH_SCROLL_MS = 1500;

export function useExitDetector(
  settings: { sensitivity: number; delay: number } | null,
  onExit: () => boolean,
) {
  const onExitRef = useRef(onExit);
  useEffect(() => {
    onExitRef.current = onExit;
  });
  const sensitivity = settings?.sensitivity ?? null;
  const delay = settings?.delay ?? null;

  useEffect(() => {
    if (sensitivity === null || delay === null) return;
    const config = { sensitivity, delay };
    let state: DetectorState = initialDetector();
    let timer = 0;
    let done = false;
    const feed = (event: DetectorEvent) => {
      if (done) return;
      const step = stepDetector(state, event, config);
      state = step.state;
      if (step.fire) {
        if (onExitRef.current()) {
          done = true;
          return;
        }
        state = initialDetector();
      }
      const wake = detectorWakeAt(state, config);
      window.clearTimeout(timer);
      if (wake !== null)
        timer = window.setTimeout(
          () => feed({ kind: 'tick', t: Date.now() }),
          Math.max(0, wake - Date.now()),
        );
    };
    // relatedTarget null: the pointer went to (or came from) outside the page.
    const onOut = (e: MouseEvent) => {
      if (!e.relatedTarget) feed({ kind: 'pointer-leave', y: e.clientY, t: Date.now() });
    };
    const onOver = (e: MouseEvent) => {
      if (!e.relatedTarget) feed({ kind: 'pointer-enter', t: Date.now() });
    };
    const onMove = (e: MouseEvent) => feed({ kind: 'pointer-move', y: e.clientY, t: Date.now() });
    let touchedAt = -Infinity;
    const onTouch = () => {
      touchedAt = Date.now();
    };
    const onScroll = () => {
      if (Date.now() - touchedAt < TOUCH_SCROLL_MS)
        feed({ kind: 'scroll', y: window.scrollY, t: Date.now() });
    };
    document.addEventListener('mouseout', onOut);
    document.addEventListener('mouseover', onOver);
    document.addEventListener('mousemove', onMove, { passive: true });
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('touchmove', onTouch, { passive: true });
    window.addEventListener('touchend', onTouch, { passive: true });
    return () => {
      done = true;
      window.clearTimeout(timer);
      document.removeEventListener('mouseout', onOut);
      document.removeEventListener('mouseover', onOver);
      document.removeEventListener('mousemove', onMove);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('touchmove', onTouch);
      window.removeEventListener('touchend', onTouch);
    };
  }, [sensitivity, delay]);
}
