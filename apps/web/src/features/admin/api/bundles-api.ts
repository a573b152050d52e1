// The owner's bundles: list with search, active filter and paging, one bundle, create, change (the
// pieces are replaced when sent), switch off and on. The saving is the server's: it works it out
// from the pieces' prices on every save.
import type { InferRequestType, InferResponseType } from 'hono/client';
import { readJson, type Api, type ApiClient } from '../../../lib/api-client';
import { bundleListQuery, type BundleFilters } from '../bundles/bundle-params';
import { ADMIN_KEY } from './orders-api';

type Bundles = ApiClient['admin']['bundles'];
export type BundleList = InferResponseType<Bundles['$get'], 200>;
export type AdminBundle = BundleList['bundles'][number];
export type AdminBundleItem = AdminBundle['items'][number];
export type BundleCreatePayload = InferRequestType<Bundles['$post']>['json'];
export type BundleChangePayload = InferRequestType<Bundles[':id']['$put']>['json'];

export const bundlesQuery = (api: Api, filters: BundleFilters) => ({
  queryKey: [...ADMIN_KEY, 'bundles', filters] as const,
  queryFn: async (): Promise<BundleList> =>
    readJson(await (await api()).admin.bundles.$get({ query: bundleListQuery(filters) })),
  staleTime: 5_000,
});

export const bundleQuery = (api: Api, id: string) => ({
  queryKey: [...ADMIN_KEY, 'bundle', id] as const,
  queryFn: async (): Promise<AdminBundle> =>
    (await readJson(await (await api()).admin.bundles[':id'].$get({ param: { id } }))).bundle,
  staleTime: 5_000,
});

export async function createBundle(api: Api, json: BundleCreatePayload): Promise<AdminBundle> {
  return (await readJson(await (await api()).admin.bundles.$post({ json }))).bundle;
}

export async function changeBundle(api: Api, id: string, json: BundleChangePayload): Promise<AdminBundle> {
  return (await readJson(await (await api()).admin.bundles[':id'].$put({ param: { id }, json }))).bundle;
}

/** Off sale (order lines keep the bundle) or back on sale. */
export async function setBundleActive(api: Api, id: string, active: boolean): Promise<AdminBundle> {
  const bundle = (await api()).admin.bundles[':id'];
  const res = active
    ? await bundle.activate.$post({ param: { id } })
    : await bundle.deactivate.$post({ param: { id } });
  return (await readJson(res)).bundle;
}
