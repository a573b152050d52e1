// The signed-in shopper's menu on wide screens: a disclosure (button + list of links), closed by
// Escape, a click elsewhere, or moving to another page.
import { ChevronDown, UserRound } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { Me } from '../../features/accounts/api/me';
import { buttonClasses } from '../ui/button';

// The menu's links load on the first click, so the first page load does not carry them.
const AccountMenuPanel = lazy(() => import('./navbar-account-panel'));

export function AccountMenu({ me }: { me: Me & { user: NonNullable<Me['user']> } }) {
  const menuId = useId();
  const location = useLocation();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Tied to the page it was opened on, so following a link closes it without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const firstName = me.user.name.trim().split(/\s+/)[0] || 'Account';

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpenAt(null);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`Account menu for ${firstName}`}
        onClick={() => setOpenAt(open ? null : location.key)}
        className={buttonClasses('ghost', 'sm', 'min-h-11 gap-1.5')}
      >
        <UserRound aria-hidden="true" className="size-5" />
        <span className="hidden max-w-28 truncate lg:inline">{firstName}</span>
        <ChevronDown aria-hidden="true" className={open ? 'size-4 rotate-180' : 'size-4'} />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <AccountMenuPanel id={menuId} me={me} />
        </Suspense>
      ) : null}
    </div>
  );
}
