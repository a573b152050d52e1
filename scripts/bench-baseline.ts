// The yardstick for npm run bench: the catalogue's first-page query behind the thinnest possible
// Hono + pg handler (one prepared statement, no middleware).
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const query = {
  name: 'first-page',
  text: `select id, slug, name, price, original_price, discount_percentage, category, stock, images
         from products
         where is_active and not vip_only and tier_required is null
           and (not early_access_only or early_access_until is null or early_access_until < now())
         order by created_at desc limit 50`,
};
const app = new Hono().get('/products', async (c) => c.json({ products: (await pool.query(query)).rows }));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
