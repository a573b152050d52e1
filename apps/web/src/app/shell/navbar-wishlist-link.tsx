// The way to /wishlist: the heart with the list's count in the bar, and an item in the phone menu and
// the account menu. The count is the device's list, already on every page (lib/wishlist-state).
import { Heart } from 'lucide-react';
import { NavLink } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { CountBadge } from '../../components/ui/count-badge';
import { useWishlistCount, wishlistLabel } from '../../lib/wishlist-state';

const countText = (count: number) => (count > 99 ? '99+' : String(count));

/** The heart in the bar. */
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

/** The menus' item: the heart, "Wishlist" and the count. */
export function WishlistMenuItem({ className }: { className: string }) {
  const count = useWishlistCount();
  return (
    <li>
      <NavLink to="/wishlist" end aria-label={wishlistLabel(count)} className={className}>
        <Heart aria-hidden="true" className="size-5 shrink-0" />
        Wishlist
        {count > 0 ? (
          <span
            aria-hidden="true"
            className="ml-auto min-w-6 rounded-full bg-accent px-1.5 text-center text-xs font-bold leading-6 text-accent-ink"
          >
            {countText(count)}
          </span>
        ) : null}
      </NavLink>
    </li>
  );
}
