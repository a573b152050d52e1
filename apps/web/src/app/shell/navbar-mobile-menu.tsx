// The menu below 768 px: a toggle in the bar and a panel under it. It closes when the page changes
// (it is tied to the location it was opened on), on a tap outside it, and on Escape, which returns
// focus to the toggle.
import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { Me } from '../../lib/me';
import { buttonClasses } from '../../components/ui/button';

// The panel's code is fetched on the first tap, so the first page load does not carry it.
const MobileMenuPanel = lazy(() => import('./navbar-mobile-panel'));

const PANEL_ID = 'mobile-menu';

export function MobileMenu({ me }: { me: Me | undefined }) {
  const location = useLocation();
  // Tied to the page it was opened on, so following a link closes it without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpenAt(null);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        aria-label="Menu"
        onClick={() => setOpenAt(open ? null : location.key)}
        className={buttonClasses('ghost', 'icon', 'md:hidden')}
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <MobileMenuPanel id={PANEL_ID} me={me} panelRef={panelRef} />
        </Suspense>
      ) : null}
    </>
  );
}
