// Changing the wishlist the way the shopper means it: on the device always, on the server too when
// signed in (a piece saved twice is still a success), with the spec's toasts. Fetched on the first
// tap of a heart, the wishlist page, or after a sign-in: never part of the first download.
import type { InferResponseType } from 'hono/client';
import { meQuery, type Me } from './me';
import { ApiError, readJson, type ApiClient } from './api-client';
import { notify } from './notify';
import {
  wishlistMergedStore,
  wishlistIds,
  type WishlistContext,
  type WishlistEntry,
  type WishlistProduct,
} from './wishlist-state';
import {
  addToWishlist,
  clearWishlist,
  mergeIntoWishlist,
  readWishlist,
  removeFromWishlist,
  wishlistEntryOf,
} from './wishlist-storage';

export const WISHLIST_ADDED = 'Added to wishlist!';
export const WISHLIST_REMOVED = 'Removed from wishlist';
export const WISHLIST_CLEARED = 'Wishlist cleared';
export const WISHLIST_EMPTY = 'Your wishlist is empty';
export const WISHLIST_NOT_SAVED =
  'Your wishlist could not be saved on this device. Please check your browser storage settings.';

/** What the server answers for a wishlist: the pieces as catalogue cards. */
export type WishlistCard = InferResponseType<ApiClient['wishlist']['$get'], 200>['products'][number];

/** The query keys under which wishlist answers are kept; every change refreshes them. */
export const WISHLIST_QUERY_KEY = ['wishlist'] as const;

// Only well-formed ids go to the server (a tampered entry must not spoil the rest).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MERGE_MAX = 200;

const signedIn = ({ api, queryClient }: WishlistContext) =>
  Boolean(queryClient.getQueryData<Me>(meQuery(api).queryKey)?.user);

/** Sends one change to the account; a failure is said, and the device keeps the shopper's choice. */
async function onServer(ctx: WishlistContext, send: (client: ApiClient) => Promise<Response>) {
  if (!signedIn(ctx)) return;
  try {
    await readJson(await send(await ctx.api()));
  } catch (error) {
    // Signed out meanwhile: the device keeps the piece and the next sign-in merges it.
    if (error instanceof ApiError && error.status === 401) return;
    notify.error(error instanceof Error ? error.message : String(error));
  } finally {
    void ctx.queryClient.invalidateQueries({ queryKey: WISHLIST_QUERY_KEY });
  }
}

export async function addToWishlistEverywhere(entry: WishlistEntry, ctx: WishlistContext) {
  const saved = addToWishlist(entry) || wishlistIds().has(entry.id);
  if (!saved && !signedIn(ctx)) {
    notify.error(WISHLIST_NOT_SAVED);
    return;
  }
  notify.success(WISHLIST_ADDED);
  await onServer(ctx, (client) => client.wishlist.$post({ json: { product_id: entry.id } }));
}

/**
 * Takes pieces out of the answers already kept, and stops answers on their way: the wishlist page
 * adds the account's pieces to the device list, and must not bring back one the shopper just removed.
 */
function forget(ctx: WishlistContext, gone: (id: string) => boolean) {
  void ctx.queryClient.cancelQueries({ queryKey: WISHLIST_QUERY_KEY });
  ctx.queryClient.setQueriesData<WishlistCard[]>({ queryKey: WISHLIST_QUERY_KEY }, (cards) =>
    cards?.filter((card) => !gone(card.id)),
  );
}

export async function removeFromWishlistEverywhere(id: string, ctx: WishlistContext) {
  forget(ctx, (other) => other === id);
  removeFromWishlist(id);
  notify.success(WISHLIST_REMOVED);
  if (!UUID.test(id)) return;
  await onServer(ctx, (client) => client.wishlist[':productId'].$delete({ param: { productId: id } }));
}

export async function clearWishlistEverywhere(ctx: WishlistContext) {
  forget(ctx, () => true);
  clearWishlist();
  notify.success(WISHLIST_CLEARED);
  await onServer(ctx, (client) => client.wishlist.$delete());
}

/** The heart: saves the piece, or removes it when it is saved already. */
export function toggleWishlist(product: WishlistProduct, ctx: WishlistContext): Promise<void> {
  return wishlistIds().has(product.id)
    ? removeFromWishlistEverywhere(product.id, ctx)
    : addToWishlistEverywhere(wishlistEntryOf(product), ctx);
}

/**
 * Follows the account the navbar sees. After a sign-in: the device's pieces missing on the server are
 * added (one request, one statement), then the device list becomes the union of both. Remembered per
 * account, so it runs once per sign-in; a sign-out (null) forgets it, so the next sign-in merges again.
 */
export async function followSignIn(userId: string | null, { api, queryClient }: WishlistContext) {
  if (userId === null) {
    wishlistMergedStore.remove();
    return;
  }
  const ids = readWishlist()
    .map((e) => e.id)
    .filter((id) => UUID.test(id))
    .slice(0, MERGE_MAX);
  try {
    const client = await api();
    const { products } = await readJson(await client.wishlist.merge.$post({ json: { product_ids: ids } }));
    mergeIntoWishlist(products.map(wishlistEntryOf));
    wishlistMergedStore.write(userId);
  } catch {
    // Offline or signed out meanwhile: tried again on the next page.
  }
  await queryClient.invalidateQueries({ queryKey: WISHLIST_QUERY_KEY });
}
