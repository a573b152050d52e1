// A finger (or pen) drags the toast sideways; let go past half its width and it is dismissed for good,
// otherwise it springs back. Vertical moves stay the page's scroll (touch-action: pan-y on the toast).
import { swipeDismisses } from '@shop/domain/rules';
import { useRef, useState, type PointerEvent } from 'react';

export function useSwipeDismiss(onDismiss: () => void) {
  const [offset, setOffset] = useState(0);
  const start = useRef<{ x: number; id: number } | null>(null);

  const end = (event: PointerEvent<HTMLElement>) => {
    const began = start.current;
    if (!began || began.id !== event.pointerId) return;
    start.current = null;
    const distance = event.clientX - began.x;
    if (swipeDismisses(distance, event.currentTarget.offsetWidth)) onDismiss();
    else setOffset(0);
  };

  return {
    offset,
    handlers: {
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        if (event.pointerType === 'mouse') return;
        start.current = { x: event.clientX, id: event.pointerId };
      },
      onPointerMove: (event: PointerEvent<HTMLElement>) => {
        const began = start.current;
        if (began && began.id === event.pointerId) setOffset(event.clientX - began.x);
      },
      onPointerUp: end,
      onPointerCancel: () => {
        start.current = null;
        setOffset(0);
      },
    },
  };
}
