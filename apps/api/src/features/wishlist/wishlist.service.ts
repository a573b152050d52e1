// A shopper's wishlist on the server. Whose list it is comes from the session only: no endpoint takes
// a user id, so nobody can read or change another shopper's rows. Pieces are shown and saved only
// while their owner may see them (the catalogue's access rules).
import { sizesOf } from '@shop/domain/rules';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../lib/errors';
import { getShopper, type Shopper } from '../accounts/shopper.service';
import {
  cardsByIds,
  clearWishlist,
  isVisibleProduct,
  removeFromWishlist,
  saveToWishlist,
  wishlistCards,
} from './wishlist.repo';

type Deps = Pick<AppDeps, 'auth' | 'database'>;

export const SIGN_IN_FOR_WISHLIST = 'Please sign in to keep your wishlist on your account.';
export const PRODUCT_NOT_AVAILABLE = 'This product is not available.';

type SignedIn = Shopper & { userId: string };

async function signedIn(deps: Deps, headers: Headers): Promise<SignedIn> {
  const shopper = await getShopper(deps, headers);
  if (!shopper.userId) throw new HttpError(401, 'unauthorized', SIGN_IN_FOR_WISHLIST);
  return shopper as SignedIn;
}

const asCards = <T extends { size_stock: Record<string, number> }>(rows: T[]) =>
  rows.map((row) => ({ ...row, sizes: sizesOf(row.size_stock) }));

async function cardsOf({ database }: Deps, shopper: SignedIn) {
  return asCards(await wishlistCards(database.db, shopper.userId, shopper.viewer, new Date()));
}

/** The signed-in shopper's saved pieces they may still see, most recently saved first. */
export async function ownWishlist(deps: Deps, headers: Headers) {
  return { products: await cardsOf(deps, await signedIn(deps, headers)) };
}

/** Saves one piece; saving it again is fine (added: false). A piece the shopper may not see is a 404. */
export async function addOwn(deps: Deps, headers: Headers, productId: string) {
  const shopper = await signedIn(deps, headers);
  const { db } = deps.database;
  const now = new Date();
  const added = await saveToWishlist(db, shopper.userId, [productId], shopper.viewer, now);
  if (added.length > 0) return { added: true };
  if (!(await isVisibleProduct(db, productId, shopper.viewer, now))) {
    throw new HttpError(404, 'not_found', PRODUCT_NOT_AVAILABLE);
  }
  return { added: false };
}

/** Removes one piece (also one that is no longer on sale); removing it twice is fine. */
export async function removeOwn(deps: Deps, headers: Headers, productId: string) {
  const shopper = await signedIn(deps, headers);
  return { removed: await removeFromWishlist(deps.database.db, shopper.userId, productId) };
}

export async function clearOwn(deps: Deps, headers: Headers) {
  const shopper = await signedIn(deps, headers);
  return { removed: await clearWishlist(deps.database.db, shopper.userId) };
}

/**
 * At sign-in the device's pieces missing on the server are added, in one statement. Answers the whole
 * list as it now is (the device shows the union) and the ids that could not be saved (no longer on
 * sale, or not for this shopper), so one sold-out piece never stops the rest.
 */
export async function mergeOwn(deps: Deps, headers: Headers, ids: string[]) {
  const shopper = await signedIn(deps, headers);
  const added = await saveToWishlist(deps.database.db, shopper.userId, ids, shopper.viewer, new Date());
  const products = await cardsOf(deps, shopper);
  const kept = new Set(products.map((p) => p.id));
  return { added, skipped: ids.filter((id) => !kept.has(id)), products };
}

/** Cards for a device list (visitors too): the pieces the caller may see, in the order asked. */
export async function wishlistProducts(deps: Deps, headers: Headers, ids: string[]) {
  if (ids.length === 0) return { products: [] };
  const shopper = await getShopper(deps, headers);
  const rows = await cardsByIds(deps.database.db, ids, shopper.viewer, new Date());
  const at = new Map(ids.map((id, index) => [id, index]));
  return { products: asCards(rows).sort((a, b) => at.get(a.id)! - at.get(b.id)!) };
}
