// The way to /wishlist in the phone menu and the account menu: the heart, "Wishlist" and the count
// (the bar's heart is with the other icon buttons). The count is the device's list, already on every
// page (lib/wishlist-state).
import { Heart } from 'lucide-react';
import { NavLink } from 'react-router';
import { countText, useWishlistCount, wishlistLabel } from '../../lib/wishlist-state';

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
