// The part of the wishlist every page carries, kept as small as it can be (the first download's
// budget): whether a piece is on the device's list, the heart button, and the trigger that merges the
// device list into the account after a sign-in. Changing the list, the toasts and the server copy are
// in wishlist-sync.ts, fetched on the first tap or sign-in. The heart lives here rather than in
// components/ so that it travels in the same chunk as the navbar instead of a chunk of its own.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Heart } from 'lucide-react';
import { useEffect, useSyncExternalStore } from 'react';
import { NETWORK_MESSAGE, type Api } from './api-client';
import { notify } from './notify';
import { useApi } from './use-api';

/** The spec's storage key: a list of products, newest first. */
export const WISHLIST_KEY = 'wishlist';
/** Fired on window by whatever changes the list. */
export const WISHLIST_UPDATED_EVENT = 'wishlist-updated';
/** The account this device's list was last merged into (forgotten at sign-out). */
export const WISHLIST_MERGED_KEY = 'wishlist_merged_user';

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

const read = (key: string) => {
  try {
    return localStorage.getItem(key);
  } catch {
    // Storage blocked (private mode): nothing is saved on this device.
    return null;
  }
};

let lastRaw: string | null | undefined;
let lastIds: ReadonlySet<string> = new Set();

/** The ids on the device's list, parsed again only when the stored text changed. */
export function wishlistIds(): ReadonlySet<string> {
  const raw = read(WISHLIST_KEY);
  if (raw !== lastRaw) {
    lastRaw = raw;
    let list: unknown;
    try {
      list = JSON.parse(raw!);
    } catch {
      // Damaged: reads as an empty list.
    }
    lastIds = new Set(Array.isArray(list) ? list.filter(isWishlistEntry).map((e) => e.id) : []);
  }
  return lastIds;
}

// This tab's changes, and other tabs' ('storage', any key: a re-read costs one getItem).
const EVENTS = ['storage', WISHLIST_UPDATED_EVENT];
export function subscribeWishlist(onChange: () => void) {
  EVENTS.forEach((name) => addEventListener(name, onChange));
  return () => EVENTS.forEach((name) => removeEventListener(name, onChange));
}

/** Whether the piece is on the device's wishlist; false on the server and while hydrating. */
export const useWishlisted = (id: string) =>
  useSyncExternalStore(
    subscribeWishlist,
    () => wishlistIds().has(id),
    () => false,
  );

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
    if (userId !== undefined && userId !== read(WISHLIST_MERGED_KEY)) {
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
