// A way back up from long catalogue pages. Scroll position is browser-only state: the server and the
// hydrating render see "not scrolled", then the real position takes over. Only the watching is in the
// first download; the button's code arrives the first time the shopper scrolls far enough to need it.
import { SCROLL_TOP_THRESHOLD } from '@shop/domain/rules';
import { lazy, Suspense, useSyncExternalStore } from 'react';

const ScrollToTopButton = lazy(() => import('./scroll-to-top-button'));

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

const isScrolledDown = () => window.scrollY > SCROLL_TOP_THRESHOLD;

export function ScrollToTop() {
  const visible = useSyncExternalStore(subscribe, isScrolledDown, () => false);
  return visible ? (
    <Suspense>
      <ScrollToTopButton />
    </Suspense>
  ) : null;
}
