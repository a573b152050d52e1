// What the TNT feed and /feed share: a vertical swipe of 50 px or more (or as much mouse wheel or
// two-finger trackpad scroll, one step per gesture) moves one step, two taps
// within 300 ms save to the wishlist, arrow and page keys move, pictures rotate every 3 s. Events
// from a dialog opened over the feed (a product popup, a size picker) are left alone.
import { SWIPE_THRESHOLD_PX } from '@shop/domain/rules';
import { DOUBLE_TAP_MS, TNT_ROTATION_MS } from '@shop/domain/timings';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type WheelEvent } from 'react';
import { useApi } from '../../../lib/use-api';
import { addToWishlistEverywhere } from '../../../lib/wishlist-sync';
import { wishlistEntryOf } from '../../../lib/wishlist-storage';
import type { ProductCard } from '../api/types';

/** Wheel events closer together than this belong to one gesture. */
const WHEEL_GESTURE_GAP_MS = 250;

type Gestures = { onStep: (step: 1 | -1) => void; onDoubleTap: () => void; onEscape?: () => void };

/** An event from inside a dialog or a form field is not the feed's. */
const notTheFeeds = (target: EventTarget) =>
  target instanceof Element && target.closest('dialog, [role="dialog"], input, select, textarea') !== null;

/** The handlers to spread on the feed's element. */
export function useSwipeGestures({ onStep, onDoubleTap, onEscape }: Gestures) {
  const start = useRef<number | null>(null);
  const lastTap = useRef(0);
  const wheel = useRef({ sum: 0, last: 0 });
  return {
    onWheel(event: WheelEvent) {
      if (notTheFeeds(event.target)) return;
      const w = wheel.current;
      // A trackpad sends a stream of small deltas with momentum: the stream is one gesture until
      // it pauses, so one flick moves one item.
      const inGesture = event.timeStamp - w.last < WHEEL_GESTURE_GAP_MS;
      w.last = event.timeStamp;
      if (!inGesture) w.sum = 0;
      if (w.sum === Infinity) return;
      w.sum += event.deltaMode === 0 ? event.deltaY : event.deltaY * 16;
      if (Math.abs(w.sum) < SWIPE_THRESHOLD_PX) return;
      onStep(w.sum > 0 ? 1 : -1);
      w.sum = Infinity;
    },
    onKeyDown(event: KeyboardEvent) {
      if (notTheFeeds(event.target)) return;
      if (event.key === 'ArrowDown' || event.key === 'PageDown') onStep(1);
      else if (event.key === 'ArrowUp' || event.key === 'PageUp') onStep(-1);
      else if (event.key === 'Escape' && onEscape) onEscape();
      else return;
      event.preventDefault();
    },
    onPointerDown(event: PointerEvent) {
      start.current = notTheFeeds(event.target) ? null : event.clientY;
    },
    onPointerUp(event: PointerEvent) {
      const from = start.current;
      start.current = null;
      if (from === null) return;
      const distance = event.clientY - from;
      if (Math.abs(distance) >= SWIPE_THRESHOLD_PX) {
        onStep(distance < 0 ? 1 : -1);
        return;
      }
      const now = event.timeStamp;
      if (now - lastTap.current <= DOUBLE_TAP_MS) {
        lastTap.current = 0;
        onDoubleTap();
      } else lastTap.current = now;
    },
  };
}

/** The picture to show of `count`, moving on every 3 s and back to the first when `key` changes. */
export function useRotatingPicture(count: number, key: string) {
  const [shown, setShown] = useState({ key, index: 0 });
  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(
      () => setShown((s) => ({ key, index: s.key === key ? (s.index + 1) % count : 1 })),
      TNT_ROTATION_MS,
    );
    return () => clearInterval(timer);
  }, [count, key]);
  return shown.key === key ? shown.index % Math.max(1, count) : 0;
}

/** Saves a product to the wishlist (device, toast, account when signed in) with a heart burst. */
export function useWishBurst() {
  const api = useApi();
  const queryClient = useQueryClient();
  const [hearted, setHearted] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const wish = (product: ProductCard) => {
    void addToWishlistEverywhere(wishlistEntryOf(product), { api, queryClient });
    setHearted(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setHearted(false), 700);
  };
  return { hearted, wish };
}
