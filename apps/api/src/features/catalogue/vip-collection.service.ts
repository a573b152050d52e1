// The VIP collection (/vip-collection): only for signed-in vip and premium customers (and admins), as
// the domain's vipCollectionAccess says; the server refuses everyone else whatever the page shows.
import { effectiveTier, sizesOf, vipCollectionAccess } from '@shop/domain/rules';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../lib/errors';
import type { Shopper } from '../accounts/shopper.service';
import { vipCollectionProducts } from './vip-collection.repo';

type Deps = Pick<AppDeps, 'database'>;

/** The collection is a few dozen pieces at most; the cap only keeps one answer bounded. */
export const VIP_COLLECTION_LIMIT = 200;

export async function vipCollection({ database }: Deps, shopper: Shopper) {
  const access = vipCollectionAccess(shopper.viewer);
  if (!access.ok) {
    if (!shopper.viewer.signedIn) throw new HttpError(401, 'unauthorized', access.error);
    throw new HttpError(403, 'forbidden', access.error);
  }
  const rows = await vipCollectionProducts(database.db, shopper.viewer, new Date(), VIP_COLLECTION_LIMIT);
  return {
    tier: effectiveTier(shopper.viewer) ?? 'regular',
    products: rows.map((row) => ({ ...row, sizes: sizesOf(row.size_stock) })),
  };
}
