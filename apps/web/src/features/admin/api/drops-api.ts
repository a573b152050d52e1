// The owner's drops: the list with live status, one drop with its products, save and delete.
import type { InferRequestType, InferResponseType } from 'hono/client';
import { readJson, type Api, type ApiClient } from '../../../lib/api-client';
import { ADMIN_KEY } from './orders-api';

type Drops = ApiClient['admin']['drops'];
export type DropList = InferResponseType<Drops['$get'], 200>;
export type AdminDropRow = DropList['drops'][number];
export type AdminDrop = InferResponseType<Drops[':id']['$get'], 200>['drop'];
export type DropPayload = InferRequestType<Drops['$post']>['json'];

export const DROPS_KEY = [...ADMIN_KEY, 'drops'] as const;

export const dropsQuery = (api: Api) => ({
  queryKey: DROPS_KEY,
  queryFn: async (): Promise<DropList> => readJson(await (await api()).admin.drops.$get()),
  staleTime: 5_000,
});

export const dropQuery = (api: Api, id: string) => ({
  queryKey: [...DROPS_KEY, id] as const,
  queryFn: async (): Promise<AdminDrop> =>
    (await readJson(await (await api()).admin.drops[':id'].$get({ param: { id } }))).drop,
  staleTime: 5_000,
});

export async function saveDrop(api: Api, id: string | null, json: DropPayload): Promise<AdminDrop> {
  const client = await api();
  const res = id
    ? await client.admin.drops[':id'].$put({ param: { id }, json })
    : await client.admin.drops.$post({ json });
  return (await readJson(res)).drop;
}

export async function deleteDrop(api: Api, id: string): Promise<void> {
  await readJson(await (await api()).admin.drops[':id'].$delete({ param: { id } }));
}
