// The owner's shop settings (GET /api/admin/settings) and saving a section of them.
import type { InferRequestType, InferResponseType } from 'hono/client';
import { readJson, type Api, type ApiClient } from '../../../lib/api-client';
import { ADMIN_KEY } from './orders-api';

type Settings = ApiClient['admin']['settings'];
export type ShopSettings = InferResponseType<Settings['$get'], 200>;
export type SupportPayload = InferRequestType<Settings['support']['$put']>['json'];
export type DeliveryPayload = InferRequestType<Settings['delivery']['$put']>['json'];

export const SHOP_SETTINGS_ADMIN_KEY = [...ADMIN_KEY, 'settings'] as const;

export const shopSettingsQuery = (api: Api) => ({
  queryKey: SHOP_SETTINGS_ADMIN_KEY,
  queryFn: async (): Promise<ShopSettings> => readJson(await (await api()).admin.settings.$get()),
  staleTime: 5_000,
});

export async function saveSupportSettings(api: Api, json: SupportPayload): Promise<ShopSettings> {
  return readJson(await (await api()).admin.settings.support.$put({ json }));
}

export async function saveDeliverySettings(api: Api, json: DeliveryPayload): Promise<ShopSettings> {
  return readJson(await (await api()).admin.settings.delivery.$put({ json }));
}

export type TierPayload = InferRequestType<Settings['tiers']['$put']>['json'];

export async function saveTierSettings(api: Api, json: TierPayload): Promise<ShopSettings> {
  return readJson(await (await api()).admin.settings.tiers.$put({ json }));
}

export type LowStockPayload = InferRequestType<Settings['low_stock']['$put']>['json'];

export async function saveLowStockSettings(api: Api, json: LowStockPayload): Promise<ShopSettings> {
  return readJson(await (await api()).admin.settings.low_stock.$put({ json }));
}

export type ShopIdentityPayload = InferRequestType<Settings['shop']['$put']>['json'];

export async function saveShopIdentity(api: Api, json: ShopIdentityPayload): Promise<ShopSettings> {
  return readJson(await (await api()).admin.settings.shop.$put({ json }));
}
