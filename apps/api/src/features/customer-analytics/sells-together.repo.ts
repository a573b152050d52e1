// What sells together, in one query per panel: each paid (or fulfilled) order's pieces — on their own
// or inside a bundle — counted in pairs. The lift is worked out from the counts (domain lift()).
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/database';

/** Each sold order's distinct pieces, bundle pieces included, and how many orders hold each piece. */
const soldPieces = sql`
  sold as (select id from orders where status in ('paid', 'fulfilled')),
  lines as (
    select oi.order_id, oi.product_id from order_items oi join sold on sold.id = oi.order_id
      where oi.product_id is not null
    union
    select oi.order_id, (c.value->>'product_id')::uuid from order_items oi join sold on sold.id = oi.order_id
      cross join lateral jsonb_array_elements(coalesce(oi.components, '[]'::jsonb)) c
  ),
  counts as (select product_id, count(*)::int as n from lines group by product_id),
  total as (select count(distinct order_id)::int as n from lines)`;

export type PairRow = {
  a_id: string;
  a_name: string;
  b_id: string;
  b_name: string;
  b_slug: string;
  together: number;
  a_orders: number;
  b_orders: number;
  total_orders: number;
};

function pairs(where: SQL, minTogether: number, limit: number) {
  return sql`
    with ${soldPieces}
    select a.product_id as a_id, pa.name as a_name, b.product_id as b_id, pb.name as b_name, pb.slug as b_slug,
      count(*)::int as together, ca.n as a_orders, cb.n as b_orders, (select n from total) as total_orders
    from lines a join lines b on b.order_id = a.order_id and b.product_id <> a.product_id
      join counts ca on ca.product_id = a.product_id join counts cb on cb.product_id = b.product_id
      join products pa on pa.id = a.product_id join products pb on pb.id = b.product_id
    where ${where}
    group by a.product_id, pa.name, b.product_id, pb.name, pb.slug, ca.n, cb.n
    having count(*) >= ${minTogether}
    order by together desc, pa.name, pb.name, a.product_id, b.product_id
    limit ${limit}`;
}

/** The pieces most often in the same order as `productId` (once is enough: the owner asked about it). */
export async function piecesSoldWith(db: Db, productId: string, limit = 10): Promise<PairRow[]> {
  return rowsOf<PairRow>(await db.execute(pairs(sql`a.product_id = ${productId}`, 1, limit)));
}

/** The pairs most often sold together across the shop, each pair once. */
export async function topPairs(db: Db, minTogether: number, limit = 10): Promise<PairRow[]> {
  return rowsOf<PairRow>(await db.execute(pairs(sql`a.product_id < b.product_id`, minTogether, limit)));
}
