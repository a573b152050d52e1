// The owner's purchase toasts: settings, the entries of the last 48 hours (which the toast shows now,
// which are hidden) and the opt-out count; hiding or bringing back one entry.
import type { InferRequestType, InferResponseType } from 'hono/client';
import { readJson, type Api, type ApiClient } from '../../../lib/api-client';
import { ADMIN_KEY } from './orders-api';

type Fomo = ApiClient['admin']['fomo'];
export type FomoOwnerView = InferResponseType<Fomo['$get'], 200>;
export type FomoOwnerEntry = FomoOwnerView['entries'][number];
export type FomoSettings = FomoOwnerView['settings'];
export type FomoSettingsPayload = InferRequestType<Fomo['settings']['$put']>['json'];

export const FOMO_KEY = [...ADMIN_KEY, 'fomo'] as const;

export const fomoOwnerQuery = (api: Api) => ({
  queryKey: FOMO_KEY,
  queryFn: async (): Promise<FomoOwnerView> => readJson(await (await api()).admin.fomo.$get()),
  staleTime: 5_000,
});

export async function saveFomoSettings(api: Api, json: FomoSettingsPayload): Promise<FomoSettings> {
  return readJson(await (await api()).admin.fomo.settings.$put({ json }));
}

export async function setFomoEntryHidden(api: Api, id: string, hidden: boolean): Promise<FomoOwnerView> {
  return readJson(await (await api()).admin.fomo.entries[':id'].$put({ param: { id }, json: { hidden } }));
}
