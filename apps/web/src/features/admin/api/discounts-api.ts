// The owner's discount codes: list with uses and totals, create, change, and the orders that used one.
import type { InferRequestType, InferResponseType } from 'hono/client';
import { readJson, type Api, type ApiClient } from '../../../lib/api-client';
import { ADMIN_KEY } from './orders-api';

type Discounts = ApiClient['admin']['discounts'];
export type AdminDiscount = InferResponseType<Discounts['$get'], 200>['discounts'][number];
export type DiscountPayload = InferRequestType<Discounts['$post']>['json'];
export type DiscountUsage = InferResponseType<Discounts[':id']['usage']['$get'], 200>;
export type DiscountSource = 'manual' | 'generated';
export type ProductHit = InferResponseType<ApiClient['admin']['products']['$get'], 200>['products'][number];

export const discountsQuery = (api: Api, source: DiscountSource) => ({
  queryKey: [...ADMIN_KEY, 'discounts', source] as const,
  queryFn: async (): Promise<AdminDiscount[]> =>
    (await readJson(await (await api()).admin.discounts.$get({ query: { source } }))).discounts,
  staleTime: 5_000,
});

export const discountUsageQuery = (api: Api, id: string) => ({
  queryKey: [...ADMIN_KEY, 'discount-usage', id] as const,
  queryFn: async (): Promise<DiscountUsage> =>
    readJson(await (await api()).admin.discounts[':id'].usage.$get({ param: { id } })),
  staleTime: 5_000,
});

export async function saveDiscount(api: Api, id: string | null, json: DiscountPayload) {
  const client = await api();
  const res = id
    ? await client.admin.discounts[':id'].$put({ param: { id }, json })
    : await client.admin.discounts.$post({ json });
  return readJson(res) as Promise<AdminDiscount>;
}

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
