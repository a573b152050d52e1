// The navbar's icon actions: search, notifications, bag. They talk to the palette and the bag drawer
// through window events, so the navbar does not load either until they are wanted.
import { unreadBadgeText } from '@shop/domain';
import { Bell, Search, ShoppingBag } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useBagCount } from '../../lib/use-bag-count';
import { buttonClasses } from '../ui/button';
import { CountBadge } from '../ui/count-badge';

export const OPEN_SEARCH_EVENT = 'open-search-palette';
export const OPEN_BAG_EVENT = 'open-bag';

const openSearch = () => window.dispatchEvent(new Event(OPEN_SEARCH_EVENT));

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

/** The bell for signed-in shoppers; the notifications work passes the unread count once it exists. */
export function NotificationBell({ unreadCount = 0 }: { unreadCount?: number }) {
  const unreadText = unreadBadgeText(unreadCount);
  return (
    <Link
      to="/notifications"
      aria-label={unreadText ? `Notifications, ${unreadText} unread` : 'Notifications'}
      className={buttonClasses('ghost', 'icon', 'relative')}
    >
      <Bell aria-hidden="true" className="size-5" />
      {unreadText ? <CountBadge text={unreadText} /> : null}
    </Link>
  );
}

export function BagButton() {
  const count = useBagCount();
  return (
    <button
      type="button"
      aria-label={`Bag, ${count} ${count === 1 ? 'item' : 'items'}`}
      onClick={() => window.dispatchEvent(new Event(OPEN_BAG_EVENT))}
      className={buttonClasses('ghost', 'icon', 'relative')}
    >
      <ShoppingBag aria-hidden="true" className="size-5" />
      {count > 0 ? <CountBadge text={count > 99 ? '99+' : String(count)} /> : null}
    </button>
  );
}
