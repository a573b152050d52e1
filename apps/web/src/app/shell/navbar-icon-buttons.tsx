// The navbar's icon actions: search, notifications, wishlist, bag. They talk to the palette and the bag drawer
// through page events (anything may ask for the bag: 'open-bag'), so the navbar loads neither until
// it is wanted.
import { Bell, Heart, Search, ShoppingBag } from 'lucide-react';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { Link, NavLink } from 'react-router';
import { NETWORK_MESSAGE } from '../../lib/api-client';
import { emit, on } from '../../lib/events';
import { notify } from '../../lib/notify';
import { useBagCount } from '../../lib/use-bag-count';
import { countText, useWishlistCount, wishlistLabel } from '../../lib/wishlist-state';
import { buttonClasses } from '../../components/ui/button';
import { CountBadge } from '../../components/ui/count-badge';
import type { BagPanelProps } from './bag-panel';

const openSearch = () => emit('open-search-palette');

export function SearchButton() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        // Browsers use Ctrl+K for their own search bar; the shop's search is what the shopper means here.
        event.preventDefault();
        openSearch();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <button
      type="button"
      aria-label="Search products"
      aria-keyshortcuts="Control+K Meta+K"
      title="Search (Ctrl+K)"
      onClick={openSearch}
      className={buttonClasses('ghost', 'icon')}
    >
      <Search aria-hidden="true" className="size-5" />
    </button>
  );
}

/** The plain bell link, shown until the live bell (features/notifications) has loaded. */
export function NotificationBell() {
  return (
    <Link
      to="/notifications"
      aria-label="Notifications"
      className={buttonClasses('ghost', 'icon', 'relative')}
    >
      <Bell aria-hidden="true" className="size-5" />
    </Link>
  );
}

/** The heart with the wishlist's count, the way to /wishlist. */
export function WishlistLink() {
  const count = useWishlistCount();
  return (
    <NavLink
      to="/wishlist"
      end
      aria-label={wishlistLabel(count)}
      className={buttonClasses('ghost', 'icon', 'relative')}
    >
      <Heart aria-hidden="true" className="size-5" />
      {count > 0 ? <CountBadge text={countText(count)} /> : null}
    </NavLink>
  );
}

const loadBagDrawer = () => import('./bag-panel');
type Drawer = { Component: ComponentType<BagPanelProps>; open: boolean };

/** The bag icon with its count; the drawer's code is fetched on the first tap (or focus). */
export function BagButton({ signedIn = false }: { signedIn?: boolean }) {
  const count = useBagCount();
  const [drawer, setDrawer] = useState<Drawer | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(
    () =>
      on('open-bag', () =>
        loadBagDrawer().then(
          ({ default: Component }) => setDrawer({ Component, open: true }),
          // Offline before the drawer's code ever arrived.
          () => notify.error(NETWORK_MESSAGE),
        ),
      ),
    [],
  );
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={`Bag, ${count} ${count === 1 ? 'item' : 'items'}`}
        aria-haspopup="dialog"
        onClick={() => emit('open-bag')}
        onFocus={() => void loadBagDrawer().catch(() => undefined)}
        className={buttonClasses('ghost', 'icon', 'relative')}
      >
        <ShoppingBag aria-hidden="true" className="size-5" />
        {count > 0 ? <CountBadge text={countText(count)} /> : null}
      </button>
      {drawer ? (
        <drawer.Component
          open={drawer.open}
          signedIn={signedIn}
          returnFocus={() => button.current?.focus()}
          onOpenChange={(open) => setDrawer((d) => d && { ...d, open })}
        />
      ) : null}
    </>
  );
}
