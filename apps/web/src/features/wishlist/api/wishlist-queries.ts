// The wishlist's reads: the account's own list (signed in) and cards for ids the device holds (anyone).
// Both sit under the 'wishlist' key, which every change refreshes.
import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../../../lib/api-client';
import { readJson } from '../../../lib/api-client';
import { WISHLIST_QUERY_KEY, type WishlistCard } from '../../../lib/wishlist-sync';

export type { WishlistCard };

export const ownWishlistQuery = (api: Api) =>
  queryOptions({
    queryKey: [...WISHLIST_QUERY_KEY, 'own'] as const,
    queryFn: async (): Promise<WishlistCard[]> =>
      (await readJson(await (await api()).wishlist.$get())).products,
  });

/** Cards of the given products, as far as the shopper may see them (unknown ones are left out). */
export const wishlistCardsQuery = (api: Api, ids: readonly string[]) =>
  queryOptions({
    queryKey: [...WISHLIST_QUERY_KEY, 'cards', ids.join(',')] as const,
    queryFn: async (): Promise<WishlistCard[]> =>
      (await readJson(await (await api()).wishlist.products.$get({ query: { ids: ids.join(',') } })))
        .products,
  });
