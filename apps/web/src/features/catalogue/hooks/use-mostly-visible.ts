// Whether an element is mostly on screen (at least 60 % of it): a video starts when it is and pauses
// when it is scrolled away. null until the browser has said (and always on the server).
import { useEffect, useState, type RefObject } from 'react';

export const MOSTLY_VISIBLE = 0.6;

export function useMostlyVisible(ref: RefObject<HTMLElement | null>): boolean | null {
  const [visible, setVisible] = useState<boolean | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const seen = new IntersectionObserver(
      (entries) => {
        const last = entries[entries.length - 1];
        if (last) setVisible(last.isIntersecting && last.intersectionRatio >= MOSTLY_VISIBLE);
      },
      { threshold: [0, MOSTLY_VISIBLE] },
    );
    seen.observe(el);
    return () => seen.disconnect();
  }, [ref]);
  return visible;
}
