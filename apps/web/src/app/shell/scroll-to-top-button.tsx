// A way back up from long catalogue pages. Scroll position is browser-only state: the server and the
// hydrating render see "not scrolled", then the real position takes over.
import { SCROLL_TOP_THRESHOLD } from '@shop/domain/rules';
import { ArrowUp } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { buttonClasses } from '../../components/ui/button';

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

const isScrolledDown = () => window.scrollY > SCROLL_TOP_THRESHOLD;

export function ScrollToTopButton() {
  const visible = useSyncExternalStore(subscribe, isScrolledDown, () => false);
  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label="Scroll to top"
      onClick={() => {
        const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
      }}
      className={buttonClasses(
        'primary',
        'icon',
        'fixed bottom-5 right-5 z-30 shadow-lg ring-1 ring-paper/20',
      )}
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
