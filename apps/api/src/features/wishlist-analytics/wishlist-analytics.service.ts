// The owner's wishlist demand for a period: the panels read at once, each one query.
import { conversionPercent, periodStart, type WishlistPeriod } from '@shop/domain/rules';
import type { AppDeps } from '../../app-deps';
import { replicaReads } from '../../db/database';
import { conversion, mostSaved, priceDrops, savedButSoldOut } from './wishlist-analytics.repo';

type Deps = Pick<AppDeps, 'database'>;

export async function wishlistAnalytics(deps: Deps, period: WishlistPeriod, now = new Date()) {
  // The owner's figures may lag a moment: read from the replica when there is one.
  const { db } = replicaReads(deps.database);
  const since = periodStart(period, now);
  const [saved, converted, soldOut, drops] = await Promise.all([
    mostSaved(db, since),
    conversion(db, since),
    savedButSoldOut(db),
    priceDrops(db, since),
  ]);
  return {
    period,
    since: since?.toISOString() ?? null,
    conversion: { ...converted, percent: conversionPercent(converted.bought, converted.saved) },
    most_saved: saved.map((row) => ({
      ...row,
      sizes: row.sizes ?? [],
      percent: conversionPercent(row.bought, row.savers),
    })),
    sold_out: soldOut,
    price_drops: drops,
  };
}
