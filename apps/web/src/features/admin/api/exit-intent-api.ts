// The owner's exit-intent screen: settings, offers (create, change, delete, order) and 30-day stats.
import type { InferRequestType, InferResponseType } from 'hono/client';
import { readJson, type Api, type ApiClient } from '../../../lib/api-client';
import { ADMIN_KEY } from './orders-api';

type Exit = ApiClient['admin']['exit-intent'];
export type ExitIntentAdmin = InferResponseType<Exit['$get'], 200>;
export type AdminExitOffer = ExitIntentAdmin['offers'][number];
export type ExitSettingsPayload = InferRequestType<Exit['settings']['$put']>['json'];
export type ExitOfferPayload = InferRequestType<Exit['offers']['$post']>['json'];
export type ExitIntentStats = InferResponseType<Exit['stats']['$get'], 200>;

export const EXIT_INTENT_KEY = [...ADMIN_KEY, 'exit-intent'] as const;
export const EXIT_STATS_KEY = [...ADMIN_KEY, 'exit-intent-stats'] as const;

export const exitIntentAdminQuery = (api: Api) => ({
  queryKey: EXIT_INTENT_KEY,
  queryFn: async (): Promise<ExitIntentAdmin> => readJson(await (await api()).admin['exit-intent'].$get()),
  staleTime: 5_000,
});

export const exitIntentStatsQuery = (api: Api) => ({
  queryKey: EXIT_STATS_KEY,
  queryFn: async (): Promise<ExitIntentStats> =>
    readJson(await (await api()).admin['exit-intent'].stats.$get()),
  staleTime: 30_000,
});

export async function saveExitSettings(api: Api, json: ExitSettingsPayload): Promise<ExitIntentAdmin> {
  return readJson(await (await api()).admin['exit-intent'].settings.$put({ json }));
}

export async function createExitOffer(api: Api, json: ExitOfferPayload): Promise<AdminExitOffer> {
  return (await readJson(await (await api()).admin['exit-intent'].offers.$post({ json }))).offer;
}

export async function changeExitOffer(
  api: Api,
  id: string,
  json: Partial<ExitOfferPayload>,
): Promise<AdminExitOffer> {
  const client = (await api()).admin['exit-intent'].offers[':id'];
  return (await readJson(await client.$put({ param: { id }, json }))).offer;
}

export async function deleteExitOffer(api: Api, id: string): Promise<void> {
  await readJson(await (await api()).admin['exit-intent'].offers[':id'].$delete({ param: { id } }));
}

export async function reorderExitOffers(api: Api, ids: string[]): Promise<ExitIntentAdmin> {
  return readJson(await (await api()).admin['exit-intent'].offers.reorder.$post({ json: { ids } }));
}
