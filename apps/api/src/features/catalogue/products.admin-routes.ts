// The owner's products (admins only: the guard in app.ts):
//   GET  /api/admin/products?q=&category=&active=&stock=low|out&sort=&page=&page_size=
//   GET  /api/admin/products/export.csv?(the list's filters)   every match as a spreadsheet
//   GET  /api/admin/products/:id
//   POST /api/admin/products/import          { csv, apply } the spreadsheet: a dry run, or all of it
//   POST /api/admin/products                 create (name and price needed)
//   PUT  /api/admin/products/:id             change the fields sent, sizes replaced when sent
//   POST /api/admin/products/:id/deactivate  off sale (the delete: order lines keep the product)
//   POST /api/admin/products/:id/activate    back on sale
import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { validJson, validParams, validQuery } from '../../lib/validate';
import { csvDownload } from '../../lib/csv';
import type { AdminEnv } from '../accounts/admin-guard';
import { productsCsv } from './products-export.service';
import { importProducts } from './products-import.service';
import {
  adminProductDetail,
  adminProductList,
  changeProduct,
  createProduct,
  setActive,
} from './products-admin.service';
import {
  adminProductsQuery,
  productChangeInput,
  productCreateInput,
  productIdParam,
  productImportInput,
} from '@shop/contracts';

export const productsAdminRoutes = (deps: AppDeps) =>
  new Hono<AdminEnv>()
    .get('/', validQuery(adminProductsQuery), async (c) =>
      c.json(await adminProductList(deps, c.req.valid('query'))),
    )
    .get('/export.csv', validQuery(adminProductsQuery), async (c) =>
      csvDownload(c, 'products', await productsCsv(deps, c.req.valid('query'))),
    )
    .get('/:id', validParams(productIdParam), async (c) =>
      c.json(await adminProductDetail(deps, c.req.valid('param').id)),
    )
    .post('/import', validJson(productImportInput), async (c) => {
      const { csv, apply } = c.req.valid('json');
      return c.json(await importProducts(deps, csv, apply));
    })
    .post('/', validJson(productCreateInput), async (c) =>
      c.json(await createProduct(deps, c.req.valid('json')), 201),
    )
    .put('/:id', validParams(productIdParam), validJson(productChangeInput), async (c) =>
      c.json(await changeProduct(deps, c.req.valid('param').id, c.req.valid('json'))),
    )
    .post('/:id/deactivate', validParams(productIdParam), async (c) =>
      c.json(await setActive(deps, c.req.valid('param').id, false)),
    )
    .post('/:id/activate', validParams(productIdParam), async (c) =>
      c.json(await setActive(deps, c.req.valid('param').id, true)),
    );
