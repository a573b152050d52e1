// The scroll-to-top button itself (scroll-to-top.tsx shows it once the page is scrolled down).
import { ArrowUp } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button';

export default function ScrollToTopButton() {
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
