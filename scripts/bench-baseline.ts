// The yardstick for npm run bench: the catalogue's first-page query behind the thinnest possible
// Hono + pg handler (one prepared statement, no middleware).
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
// The same SQL the shop's prepared statement sends for a visitor's first page (sizes included).
const query = {
  name: 'first-page',
  text: `select "id", "slug", "name", "price", "original_price", "discount_percentage", "category", "stock",
           to_json("products"."images") as images,
           coalesce((select json_agg(distinct v.size) from "product_variants" v
                     where v.product_id = "products"."id" and v.size is not null and v.size <> ''), '[]'::json) as sizes,
           "vip_only", "early_access_only", to_json("products"."early_access_until") as early_access_until, "tier_required"
         from "products"
         where (("products"."is_active" = $1 and not "products"."vip_only"
           and ("products"."tier_required" is null or "products"."tier_required" <> $2)
           and "products"."tier_required" is null
           and (not "products"."early_access_only" or "products"."early_access_until" <= now()))
           and "products"."price" >= $3 and "products"."price" <= $4)
         order by "products"."created_at" desc, "products"."id" desc limit $5`,
  values: [true, 'vip', 0, 100000, 51],
};
const app = new Hono().get('/products', async (c) =>
  c.json({ products: (await pool.query(query)).rows.slice(0, 50) }),
);
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
