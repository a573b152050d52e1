// Calls `start` once when an element comes within `rootMargin` of the screen (600 px by default), or is touched or focused
// first (a keyboard user tabbing into it). Shared by the progressive-hydration wrappers.
import { useEffect, type RefObject } from 'react';

export function useNearScreen(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  start: () => void,
  rootMargin = '600px 0px',
) {
  useEffect(() => {
    const el = ref.current;
    if (!active || !el) return;
    let started = false;
    const go = () => {
      if (started) return;
      started = true;
      stop();
      start();
    };
    const seen = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && go(), {
      rootMargin,
    });
    seen.observe(el);
    el.addEventListener('focusin', go);
    el.addEventListener('pointerdown', go);
    function stop() {
      seen.disconnect();
      el?.removeEventListener('focusin', go);
      el?.removeEventListener('pointerdown', go);
    }
    return stop;
    // `start` is called at most once; a new function identity must not restart the observer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ref, active]);
}
