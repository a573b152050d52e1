// /wishlist: the saved pieces as a grid with remove (the heart), Add to Bag and Clear. Visitors see
// the device's list with fresh product data from the server; signed-in shoppers see their account's
// list, merged with the device's at sign-in. Rendered in the browser, where the device list lives.
import { useQueryClient } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { useApi } from '../../../lib/use-api';
import { useOnline } from '../../../lib/use-online';
import { clearWishlistEverywhere, WISHLIST_EMPTY } from '../../../lib/wishlist-sync';
import { useWishlistItems } from '../hooks/use-wishlist-items';
import { WishlistItemCard } from './wishlist-item';

export const WISHLIST_OFFLINE_MESSAGE =
  "You are offline. Your saved pieces are here; sizes and stock show again once you're back online.";

/** `signedIn` is undefined until the app knows who is here. */
export function WishlistPage({ signedIn }: { signedIn: boolean | undefined }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { items, loading, error } = useWishlistItems(signedIn);
  const count = items.length;
  // Offline the saved pieces show as they were saved; their sizes and stock come back with the network.
  const online = useOnline();

  return (
    <Container className="py-8 sm:py-12">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-black tracking-tight sm:text-4xl">Wishlist</h1>
          <p className="text-muted mt-1 text-sm" aria-live="polite">
            {count === 1 ? '1 saved piece' : `${count} saved pieces`}
          </p>
        </div>
        {count > 0 ? (
          <Button variant="outline" onClick={() => void clearWishlistEverywhere({ api, queryClient })}>
            Clear wishlist
          </Button>
        ) : null}
      </div>

      {!online && count > 0 ? (
        <p role="status" className="mt-6 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          {WISHLIST_OFFLINE_MESSAGE}
        </p>
      ) : error ? (
        <p role="alert" className="mt-6 rounded-xl bg-red-50 p-3 text-sm text-red-800">
          {error.message}
        </p>
      ) : null}

      {count === 0 ? (
        <div className="mx-auto max-w-md py-16 text-center">
          <Heart aria-hidden="true" className="text-muted mx-auto size-12" />
          <p className="mt-4 text-lg font-semibold">{WISHLIST_EMPTY}</p>
          <p className="text-muted mt-2 text-sm">Tap the heart on any piece to save it here for later.</p>
          <Link to="/" className={buttonClasses('primary', 'md', 'mt-6')}>
            Browse the shop
          </Link>
        </div>
      ) : (
        <ul
          className="mt-6 grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4"
          aria-busy={loading}
        >
          {items.map((item) => (
            <li key={item.entry.id}>
              <WishlistItemCard item={item} settled={!loading && !error} />
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}
