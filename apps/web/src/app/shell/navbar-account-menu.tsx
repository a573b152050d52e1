// The signed-in shopper's menu on wide screens: a disclosure (button + list of links), closed by
// Escape, a click elsewhere (both handled by the panel, which loads on the first click), or moving to
// another page.
import { ChevronDown, UserRound } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import type { Me } from '../../lib/me';
import { useDisclosure } from '../../lib/use-disclosure';
import { buttonClasses } from '../../components/ui/button';

const AccountMenuPanel = lazy(() => import('./navbar-account-panel'));

export function AccountMenu({ me }: { me: Me & { user: NonNullable<Me['user']> } }) {
  const { panelId: menuId, rootRef, buttonRef, open, toggle, close } = useDisclosure();
  // greetingNameOf in @shop/domain, by which the server fills shared pages in; inline here because
  // the navbar is in every first download and importing it costs bytes there.
  const firstName = me.user.name.trim().split(/\s+/)[0] || 'Account';

  // While someone is signed in, keep the session fresh and notice when it ends (loaded after paint;
  // signing out stops it).
  useEffect(
    () => void import('../../features/accounts/hooks/session-keeper').then((m) => m.startKeepingSession()),
    [],
  );

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`Account menu for ${firstName}`}
        onClick={toggle}
        className={buttonClasses('ghost', 'sm', 'min-h-11 gap-1.5')}
      >
        <UserRound aria-hidden="true" className="size-5" />
        <span className="hidden max-w-28 truncate lg:inline">{firstName}</span>
        <ChevronDown aria-hidden="true" className={open ? 'size-4 rotate-180' : 'size-4'} />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <AccountMenuPanel id={menuId} me={me} rootRef={rootRef} buttonRef={buttonRef} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
