import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { latestProducts } from './catalogue.service';

export const catalogueRoutes = (deps: AppDeps) =>
  new Hono().get('/products', async (c) => {
    c.header('Cache-Control', 'public, max-age=30');
    return c.json({ products: await latestProducts(deps) });
  });
