// The mobile menu's panel, loaded on the first tap of the menu button. It takes the focus when it
// opens; the button's component closes it (Escape, a tap outside, another page).
import { LogOut } from 'lucide-react';
import { useEffect, type RefObject } from 'react';
import { Link } from 'react-router';
import { AccessibilityButton } from './a11y-open-button';
import { InstallAppButton } from './install-app-button';
import { NavItems } from './nav-items';
import type { Me } from '../../lib/me';
import { buttonClasses } from '../../components/ui/button';
import { accountLinks, GUEST_ORDERS_LINK, mainLinks, SIGN_IN_LINK } from './navbar-links';
import { useSignOut } from './navbar-sign-out';
import { WishlistMenuItem } from './navbar-wishlist-link';

const ITEM =
  'flex min-h-12 w-full items-center gap-2 rounded-xl px-4 text-base font-medium hover:bg-ink/5 aria-[current=page]:bg-ink/5';

type Props = { id: string; me: Me | undefined; panelRef: RefObject<HTMLElement | null> };

export default function MobileMenuPanel({ id, me, panelRef }: Props) {
  const { signOut, pending } = useSignOut();
  useEffect(() => {
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [panelRef]);

  // Positioned against the sticky header, so it opens right under the bar.
  return (
    <nav
      ref={panelRef}
      id={id}
      aria-label="Menu"
      className="absolute inset-x-0 top-full max-h-[calc(100dvh-6.25rem)] overflow-y-auto border-y border-ink/10 bg-paper px-4 pb-4 pt-2 shadow-xl md:hidden"
    >
      <ul className="space-y-1">
        <NavItems links={mainLinks(me)} className={ITEM} />
        <WishlistMenuItem className={ITEM} />
        <li>
          <AccessibilityButton className={ITEM} iconClassName="size-5" />
        </li>
        <InstallAppButton className={ITEM} />
      </ul>
      {me ? (
        <ul className="mt-2 space-y-1 border-t border-ink/10 pt-2">
          {me.user ? (
            <>
              <NavItems links={accountLinks(me)} className={ITEM} />
              <li>
                <button type="button" disabled={pending} onClick={() => void signOut()} className={ITEM}>
                  <LogOut aria-hidden="true" className="size-5" />
                  Sign Out
                </button>
              </li>
            </>
          ) : (
            <>
              <NavItems links={[GUEST_ORDERS_LINK]} className={ITEM} />
              <li className="pt-2">
                <Link to={SIGN_IN_LINK.to} className={buttonClasses('primary', 'md', 'w-full')}>
                  {SIGN_IN_LINK.label}
                </Link>
              </li>
            </>
          )}
        </ul>
      ) : null}
    </nav>
  );
}
