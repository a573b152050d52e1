// The yardstick for npm run bench: the catalogue's first-page query behind the thinnest possible
// Hono + pg handler (one prepared statement, no middleware). The SQL is the shop's own, written by the
// same Drizzle query (products.repo.ts), so the two can never drift apart; what the shop adds on top
// (its middleware, shopper lookup, the sorted sizes, the ETag) is what the ratio measures.
import { serve } from '@hono/node-server';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Hono } from 'hono';
import pg from 'pg';
import { PRODUCT_FETCH_LIMIT } from '@shop/domain/rules';
import { firstPublicPageStatement } from '../apps/api/src/features/catalogue/products.repo';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const { name, text, params } = firstPublicPageStatement(drizzle(pool), PRODUCT_FETCH_LIMIT + 1);
const query = { name, text, values: params };
const app = new Hono().get('/products', async (c) =>
  c.json({ products: (await pool.query(query)).rows.slice(0, PRODUCT_FETCH_LIMIT) }),
);
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
