// The owner's products: the list with its filters, one product with its sizes, create, change (only
// the fields sent) and switching a product off and on. Every answer is the server's.
import type { InferRequestType, InferResponseType } from 'hono/client';
import { readJson, type Api, type ApiClient } from '../../../lib/api-client';
import { productListQuery, type ProductFilters } from '../products/product-params';
import { ADMIN_KEY } from './orders-api';

type Products = ApiClient['admin']['products'];
export type ProductList = InferResponseType<Products['$get'], 200>;
export type ProductRow = ProductList['products'][number];
export type AdminProduct = InferResponseType<Products[':id']['$get'], 200>['product'];
/** What POST takes: every field, name and price needed. */
export type ProductPayload = InferRequestType<Products['$post']>['json'];
/** What PUT takes: only the fields that changed. */
export type ProductChangePayload = InferRequestType<Products[':id']['$put']>['json'];

// The owner looks at live figures: stock moves with every sale.
const FRESH = 5_000;

export const productsQuery = (api: Api, filters: ProductFilters) => ({
  queryKey: [...ADMIN_KEY, 'products', filters] as const,
  queryFn: async (): Promise<ProductList> =>
    readJson(await (await api()).admin.products.$get({ query: productListQuery(filters) })),
  staleTime: FRESH,
});

export const productDetailQuery = (api: Api, id: string) => ({
  queryKey: [...ADMIN_KEY, 'product', id] as const,
  queryFn: async (): Promise<AdminProduct> =>
    (await readJson(await (await api()).admin.products[':id'].$get({ param: { id } }))).product,
  staleTime: FRESH,
});

export async function createProduct(api: Api, json: ProductPayload): Promise<AdminProduct> {
  return (await readJson(await (await api()).admin.products.$post({ json }))).product;
}

export async function changeProduct(api: Api, id: string, json: ProductChangePayload): Promise<AdminProduct> {
  return (await readJson(await (await api()).admin.products[':id'].$put({ param: { id }, json }))).product;
}

/** Off sale (the delete: order lines keep the product) or back on sale. */
export async function setProductActive(api: Api, id: string, active: boolean): Promise<AdminProduct> {
  const product = (await api()).admin.products[':id'];
  const res = active
    ? await product.activate.$post({ param: { id } })
    : await product.deactivate.$post({ param: { id } });
  return (await readJson(res)).product;
}

/** A product as the pickers (discount eligibility, bundle items) show it. */
export type ProductHit = ProductRow;

// The pickers read the owner's product list, so hidden, VIP-only and switched-off products can be
// chosen too (the storefront's search shows only what a shopper may see).
export const categoriesQuery = (api: Api) => ({
  queryKey: [...ADMIN_KEY, 'categories'] as const,
  queryFn: async (): Promise<string[]> =>
    (await readJson(await (await api()).admin.products.$get({ query: { page_size: '1' } }))).categories,
  staleTime: 5 * 60_000,
});

export const productSearchQuery = (api: Api, q: string) => ({
  queryKey: [...ADMIN_KEY, 'product-search', q] as const,
  queryFn: async (): Promise<ProductHit[]> =>
    (await readJson(await (await api()).admin.products.$get({ query: { q, page_size: '20', sort: 'name' } })))
      .products,
  staleTime: 60_000,
  enabled: q.trim().length > 0,
});

/** A chosen product's name for the picker's chips (codes keep only ids). */
export const productNameQuery = (api: Api, id: string) => ({
  queryKey: [...ADMIN_KEY, 'product-name', id] as const,
  queryFn: async (): Promise<string> => {
    const res = await (await api()).admin.products[':id'].$get({ param: { id } });
    // A product that is gone still shows as its id, so the owner can remove it.
    if (!res.ok) return `Product ${id.slice(0, 8)}`;
    return (await readJson(res)).product.name;
  },
  staleTime: 5 * 60_000,
});

export type ImportReport = InferResponseType<Products['import']['$post'], 200>;

/** The spreadsheet checked (apply false) or applied in one go. */
export async function importProducts(api: Api, csv: string, apply: boolean): Promise<ImportReport> {
  return readJson(await (await api()).admin.products.import.$post({ json: { csv, apply } }));
}
