// Wishlist demand in four queries, one per panel, each computed by the database over the real tables:
// the most saved pieces (with their sizes' stock and how many savers bought them), the conversion of
// saves into purchases, saved pieces that are sold out, and price drops with how many savers were told.
// A purchase is a paid (or fulfilled) order of the same customer, made after the save, holding the
// piece on its own or inside a bundle.
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../db/database';
import type { Db } from '../../db/database';

/** Whether the saver of wishlist row `w` bought its piece after saving it. */
const boughtAfterSaving = sql`exists (
  select 1 from orders o join order_items oi on oi.order_id = o.id
  where o.user_id = w.user_id and o.status in ('paid', 'fulfilled') and o.created_at >= w.created_at
    and (oi.product_id = w.product_id
      or oi.components @> jsonb_build_array(jsonb_build_object('product_id', w.product_id::text))))`;

const savedSince = (since: Date | null): SQL => (since ? sql`w.created_at >= ${since}` : sql`true`);

export type SavedPieceRow = {
  id: string;
  name: string;
  slug: string;
  image: string | null;
  price: number;
  stock: number;
  is_active: boolean;
  savers: number;
  bought: number;
  sizes: { size: string; stock: number }[] | null;
};

/** The most saved pieces in the period, with their sizes' stock and how many savers bought them. */
export async function mostSaved(db: Db, since: Date | null, limit = 20): Promise<SavedPieceRow[]> {
  return rowsOf<SavedPieceRow>(
    await db.execute(sql`
      select p.id, p.name, p.slug, p.images[1] as image, p.price, p.stock, p.is_active,
        count(*)::int as savers,
        count(*) filter (where ${boughtAfterSaving})::int as bought,
        (select json_agg(json_build_object('size', v.size, 'stock', v.stock) order by v.size)
          from product_variants v where v.product_id = p.id and v.size is not null) as sizes
      from wishlist w join products p on p.id = w.product_id
      where ${savedSince(since)}
      group by p.id
      order by savers desc, p.name, p.id
      limit ${limit}`),
  );
}

/** Saves in the period, how many of them were bought after, and how many customers saved anything. */
export async function conversion(db: Db, since: Date | null) {
  const [row] = rowsOf<{ saved: number; bought: number; savers: number }>(
    await db.execute(sql`
      select count(*)::int as saved,
        count(*) filter (where ${boughtAfterSaving})::int as bought,
        count(distinct w.user_id)::int as savers
      from wishlist w where ${savedSince(since)}`),
  );
  return row ?? { saved: 0, bought: 0, savers: 0 };
}

export type SoldOutRow = {
  id: string;
  name: string;
  slug: string;
  price: number;
  savers: number;
  is_active: boolean;
};

/** Saved pieces with nothing left to sell, most wanted first: what to restock or source again. */
export async function savedButSoldOut(db: Db, limit = 20): Promise<SoldOutRow[]> {
  return rowsOf<SoldOutRow>(
    await db.execute(sql`
      select p.id, p.name, p.slug, p.price, p.is_active, count(*)::int as savers
      from wishlist w join products p on p.id = w.product_id
      where p.stock = 0
      group by p.id
      order by savers desc, p.name, p.id
      limit ${limit}`),
  );
}

export type PriceDropRow = {
  id: string;
  product_id: string;
  name: string;
  slug: string;
  old_price: number;
  new_price: number;
  created_at: string;
  savers: number;
  told: number;
};

/** Price drops in the period: how many customers have the piece saved now and how many were told. */
export async function priceDrops(db: Db, since: Date | null, limit = 20): Promise<PriceDropRow[]> {
  const rows = rowsOf<PriceDropRow & { created_at: string | Date }>(
    await db.execute(sql`
      select c.id, c.product_id, p.name, p.slug, c.old_price, c.new_price, c.created_at,
        (select count(*) from wishlist w where w.product_id = c.product_id)::int as savers,
        (select count(*) from wishlist_alerts a where a.change_id = c.id and a.status = 'sent')::int as told
      from product_changes c join products p on p.id = c.product_id
      where c.kind = 'price_drop' and ${since ? sql`c.created_at >= ${since}` : sql`true`}
      order by c.created_at desc, c.id
      limit ${limit}`),
  );
  return rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() }));
}
