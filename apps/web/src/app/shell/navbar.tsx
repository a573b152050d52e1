// The sticky top bar. Who is signed in comes from the me query, which the root loader fills on the
// server: the HTML already shows the right account menu or Sign In, and hydration matches it. Until
// the query has an answer (a browser-only screen's first render) the bar shows only what everyone sees.
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { NavItems } from './nav-items';
import { meQuery } from '../../lib/me';
import { ShopMark } from '../../lib/shop-config';
import { useApi } from '../../lib/use-api';
import { useWishlistMergeAtSignIn } from '../../lib/wishlist-state';
import { buttonClasses } from '../../components/ui/button';
import { AfterHydration } from '../../components/after-hydration';
import { AccountMenu } from './navbar-account-menu';
import { BagButton, NotificationBell, SearchButton, WishlistLink } from './navbar-icon-buttons';
import { GUEST_ORDERS_LINK, mainLinks, SIGN_IN_LINK } from './navbar-links';
import { MobileMenu } from './navbar-mobile-menu';

// The live bell (counts, menu, the tab's event stream) is not in the first download: it is fetched
// once someone is signed in, after hydration. Until then the plain bell link stands in its place.
const LiveNotificationBell = lazy(() => import('../../features/notifications/components/notification-bell'));

const DESKTOP_LINK =
  'rounded-full px-3 py-2 text-sm font-medium text-ink/80 hover:bg-ink/5 hover:text-ink aria-[current=page]:text-ink aria-[current=page]:underline aria-[current=page]:decoration-accent aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8';

export function Navbar() {
  const { data: me } = useQuery(meQuery(useApi()));
  const user = me?.user ?? null;
  // The navbar is on every page and knows who is signed in: the device wishlist joins the account here.
  useWishlistMergeAtSignIn(me ? (user?.id ?? null) : undefined);

  return (
    <header className="sticky top-0 z-40 border-b border-ink/10 bg-paper/95 backdrop-blur supports-[backdrop-filter]:bg-paper/80">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center gap-2 px-4 sm:px-6">
        <Link
          to="/"
          className="mr-auto min-w-0 truncate rounded text-lg font-black uppercase tracking-tight sm:text-xl md:mr-4"
        >
          <ShopMark />
        </Link>

        <nav aria-label="Main" className="hidden md:mr-auto md:block">
          <ul className="flex items-center gap-1">
            <NavItems links={mainLinks(me)} className={DESKTOP_LINK} />
            {me && !user ? <NavItems links={[GUEST_ORDERS_LINK]} className={DESKTOP_LINK} /> : null}
          </ul>
        </nav>

        <div className="flex shrink-0 items-center">
          <SearchButton />
          {user ? (
            <AfterHydration fallback={<NotificationBell />}>
              <Suspense fallback={<NotificationBell />}>
                <LiveNotificationBell />
              </Suspense>
            </AfterHydration>
          ) : null}
          <WishlistLink />
          <BagButton signedIn={!!user} />
          <div className="ml-1 hidden min-w-20 justify-end md:flex">
            {me && user ? (
              <AccountMenu me={{ ...me, user }} />
            ) : me ? (
              <Link to={SIGN_IN_LINK.to} className={buttonClasses('primary', 'sm', 'min-h-10')}>
                {SIGN_IN_LINK.label}
              </Link>
            ) : null}
          </div>
          <MobileMenu me={me} />
        </div>
      </div>
    </header>
  );
}
