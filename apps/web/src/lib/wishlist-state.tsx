// The part of the wishlist every page carries, kept as small as it can be (the first download's
// budget): whether a piece is on the device's list, the heart button, and the trigger that merges the
// device list into the account after a sign-in. Changing the list, the toasts and the server copy are
// in wishlist-sync.ts, fetched on the first tap or sign-in. The heart lives here rather than in
// components/ so that it travels in the same chunk as the navbar instead of a chunk of its own.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Heart } from 'lucide-react';
import { useEffect } from 'react';
import { NETWORK_MESSAGE, type Api } from './api-client';
import { createDeviceStore, useDeviceStore } from './device-store';
import { notify } from './notify';
import { useApi } from './use-api';

/** The spec's storage key: a list of products, newest first. */
export const WISHLIST_KEY = 'wishlist';
/** The account this device's list was last merged into (forgotten at sign-out). */
export const wishlistMergedStore = createDeviceStore<string | null>({
  key: 'wishlist_merged_user',
  parse: (raw) => raw,
  serialise: String,
});

export type WishlistEntry = { id: string; slug: string; name: string; price: number; image: string | null };
export type WishlistProduct = {
  id: string;
  slug: string;
  name: string;
  price: number;
  images: readonly string[];
};
export type WishlistContext = { api: Api; queryClient: QueryClient };

/** A stored entry worth keeping: tampered or damaged ones are dropped, never shown. */
export const isWishlistEntry = (e: unknown): e is WishlistEntry =>
  typeof (e as WishlistEntry)?.id === 'string' &&
  typeof (e as WishlistEntry).name === 'string' &&
  Number.isFinite((e as WishlistEntry).price);

const clean = (e: WishlistEntry): WishlistEntry => ({
  id: e.id,
  slug: typeof e.slug === 'string' && e.slug !== '' ? e.slug : e.id,
  name: e.name,
  price: e.price,
  image: typeof e.image === 'string' ? e.image : null,
});

/** The stored list: damaged entries and repeats left out. */
function parse(raw: string | null): WishlistEntry[] {
  try {
    const value: unknown = JSON.parse(raw ?? '[]');
    if (!Array.isArray(value)) return [];
    const seen = new Set<string>();
    return value.filter(isWishlistEntry).flatMap((e) => {
      if (seen.has(e.id)) return [];
      seen.add(e.id);
      return [clean(e)];
    });
  } catch {
    return [];
  }
}

/** The device's list (the spec's key, newest first); the same array until the stored text changes. */
export const wishlistStore = createDeviceStore<readonly WishlistEntry[]>({
  key: WISHLIST_KEY,
  parse,
  event: 'wishlist-updated',
});

/** A list as the device keeps it (entries cleaned). */
export const cleanWishlist = (list: readonly WishlistEntry[]) => list.map(clean);

let idsOf: readonly WishlistEntry[] | null = null;
let ids: ReadonlySet<string> = new Set();

/** The ids on the device's list, worked out again only when the list changed. */
export function wishlistIds(): ReadonlySet<string> {
  const list = wishlistStore.read();
  if (list !== idsOf) {
    idsOf = list;
    ids = new Set(list.map((e) => e.id));
  }
  return ids;
}

/** Whether the piece is on the device's wishlist; false on the server and while hydrating. */
export const useWishlisted = (id: string) =>
  useDeviceStore(wishlistStore, (list) => list.some((e) => e.id === id), false);

/** How many pieces the wishlist holds (the device's list, which a sign-in joins with the account's);
 *  0 on the server and while hydrating. */
export const useWishlistCount = () => useDeviceStore(wishlistStore, (list) => list.length, 0);

/** A count badge's text. */
export const countText = (count: number) => (count > 99 ? '99+' : String(count));

/** "Wishlist, 2 items": the heart link's name wherever it shows. */
export const wishlistLabel = (count: number) => `Wishlist, ${count} ${count === 1 ? 'item' : 'items'}`;

const sync = () => import('./wishlist-sync');

/**
 * The heart on cards, the product dialog and page, and the swipe feed: pressed while the piece is on
 * the device's list; a tap saves or removes it. 44 px to tap; `className` draws the visible disc
 * inside that (its padding box), so a small heart still has a full-size target.
 */
export function WishlistButton({ product, className }: { product: WishlistProduct; className?: string }) {
  const saved = useWishlisted(product.id);
  const ctx = { api: useApi(), queryClient: useQueryClient() };
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={saved ? 'Remove from wishlist' : 'Add to wishlist'}
      onClick={() =>
        sync().then(
          (m) => m.toggleWishlist(product, ctx),
          () => notify.error(NETWORK_MESSAGE),
        )
      }
      className={clsx('grid size-11 place-items-center rounded-full bg-clip-content', className)}
    >
      <Heart aria-hidden className={saved ? 'size-5 fill-red-600 text-red-600' : 'size-5'} />
    </button>
  );
}

/**
 * Follows who is signed in (undefined: not known yet). When an account appears that this device was
 * not merged into, the device's pieces missing on the server are added and the device list becomes
 * the union; a sign-out forgets the merge, so the next sign-in merges again.
 */
export function useWishlistMergeAtSignIn(userId: string | null | undefined) {
  const ctx = { api: useApi(), queryClient: useQueryClient() };
  useEffect(() => {
    if (userId !== undefined && userId !== wishlistMergedStore.read()) {
      // Offline: tried again on the next page.
      sync().then(
        (m) => m.followSignIn(userId, ctx),
        () => undefined,
      );
    }
    // Only a change of account matters; the context is the same for the page's whole life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId]);
}
