// The owner's discount codes: list with uses and totals, create, change, and the orders that used one.
import type { InferRequestType, InferResponseType } from 'hono/client';
import { readJson, type Api, type ApiClient } from '../../../lib/api-client';
import { discountListQuery, type DiscountFilters } from '../discounts/discount-params';
import { ADMIN_KEY } from './orders-api';

type Discounts = ApiClient['admin']['discounts'];
export type AdminDiscount = InferResponseType<Discounts['$get'], 200>['discounts'][number];
export type DiscountPayload = InferRequestType<Discounts['$post']>['json'];
export type DiscountUsage = InferResponseType<Discounts[':id']['usage']['$get'], 200>;
export type DiscountList = InferResponseType<Discounts['$get'], 200>;

export const discountsQuery = (api: Api, filters: DiscountFilters) => ({
  queryKey: [...ADMIN_KEY, 'discounts', filters] as const,
  queryFn: async (): Promise<DiscountList> =>
    readJson(await (await api()).admin.discounts.$get({ query: discountListQuery(filters) })),
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
