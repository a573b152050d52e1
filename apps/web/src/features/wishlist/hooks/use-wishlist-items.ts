// What the wishlist page lists: the device's list (after sign-in it holds the account's pieces too),
// each with its current card from the server — or none when the piece is no longer on sale.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDeviceStore } from '../../../lib/device-store';
import { useApi } from '../../../lib/use-api';
import { wishlistStore, type WishlistEntry } from '../../../lib/wishlist-state';
import { mergeIntoWishlist, wishlistEntryOf } from '../../../lib/wishlist-storage';
import { ownWishlistQuery, wishlistCardsQuery, type WishlistCard } from '../api/wishlist-queries';

// Only ids the server can read are asked about (tampered entries show as unavailable).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NONE: readonly WishlistEntry[] = [];

export type WishlistItem = { entry: WishlistEntry; card: WishlistCard | null };

/** `signedIn` is undefined until the app knows who is here. */
export function useWishlistItems(signedIn: boolean | undefined) {
  const api = useApi();
  const entries = useDeviceStore(wishlistStore, (list) => list, NONE);
  const own = useQuery({ ...ownWishlistQuery(api), enabled: signedIn === true });

  // Pieces saved on the account from another device join this device's list.
  useEffect(() => {
    if (own.data) mergeIntoWishlist(own.data.map(wishlistEntryOf));
  }, [own.data]);

  const known = new Map((own.data ?? []).map((card) => [card.id, card]));
  const missing = entries.map((e) => e.id).filter((id) => !known.has(id) && UUID.test(id));
  const lookup = useQuery({
    ...wishlistCardsQuery(api, missing),
    enabled: signedIn !== undefined && (!signedIn || own.isFetched) && missing.length > 0,
    // A piece just added is on screen from the device at once; its card follows.
    placeholderData: (previous) => previous,
  });
  for (const card of lookup.data ?? []) known.set(card.id, card);

  const loading =
    signedIn === undefined ||
    (signedIn && own.isPending) ||
    (missing.length > 0 && lookup.isPending && !lookup.isError);
  const items: WishlistItem[] = entries.map((entry) => ({ entry, card: known.get(entry.id) ?? null }));
  return { items, loading, error: own.error ?? lookup.error ?? null };
}
