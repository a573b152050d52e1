// What sells together: for one piece, the pieces most often in the same paid order; across the shop,
// the pairs most often bought together (bundle ideas). Each pair with its count and lift.
import { lift, SELLS_TOGETHER_MIN_ORDERS } from '@shop/domain/rules';
import type { AppDeps } from '../../app-deps';
import { replicaReads } from '../../db/database';
import { HttpError } from '../../lib/errors';
import { piecesSoldWith, topPairs, type PairRow } from './sells-together.repo';

type Deps = Pick<AppDeps, 'database'>;

const pairView = (row: PairRow) => ({
  a: { id: row.a_id, name: row.a_name },
  b: { id: row.b_id, name: row.b_name, slug: row.b_slug },
  together: row.together,
  lift: lift({
    together: row.together,
    aOrders: row.a_orders,
    bOrders: row.b_orders,
    totalOrders: row.total_orders,
  }),
});

export async function pairsWith(deps: Deps, productId: string) {
  const [row] = await replicaReads(deps.database).db.query.products.findMany({
    where: (p, { eq }) => eq(p.id, productId),
    columns: { id: true, name: true },
  });
  if (!row) throw new HttpError(404, 'not_found', 'No product with this id.');
  return {
    product: row,
    pairs: (await piecesSoldWith(replicaReads(deps.database).db, productId)).map(pairView),
  };
}

export async function bestPairs(deps: Deps) {
  const rows = await topPairs(replicaReads(deps.database).db, SELLS_TOGETHER_MIN_ORDERS);
  return { min_orders: SELLS_TOGETHER_MIN_ORDERS, pairs: rows.map(pairView) };
}
