// The owner's customer analytics: one query per panel (summary, sales over time, segments, the
// customer list, one customer), and adding or deleting a note or a tag.
import type { InferRequestType, InferResponseType } from 'hono/client';
import { readJson, type Api, type ApiClient } from '../../../lib/api-client';
import { analyticsListQuery, type AnalyticsFilters } from '../customer-analytics/analytics-params';
import { ADMIN_KEY } from './orders-api';

type Analytics = ApiClient['admin']['analytics'];
export type Summary = InferResponseType<Analytics['summary']['$get'], 200>;
export type SalesOverTime = InferResponseType<Analytics['sales']['$get'], 200>;
export type Segments = InferResponseType<Analytics['segments']['$get'], 200>;
export type CustomerList = InferResponseType<Analytics['customers']['$get'], 200>;
export type CustomerListRow = CustomerList['customers'][number];
export type CustomerPage = InferResponseType<Analytics['customers'][':phone']['$get'], 200>;
export type NotePayload = InferRequestType<Analytics['notes']['$post']>['json'];
export type TagPayload = InferRequestType<Analytics['tags']['$post']>['json'];

export const ANALYTICS_KEY = [...ADMIN_KEY, 'analytics'] as const;
/** The message every panel shows when it could not load (document 2 §8). */
export const ANALYTICS_FAILED = 'Failed to load analytics data';

const STALE = 30_000;

/** A panel's read; whatever went wrong, the panel says the spec's words. */
async function panel<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch {
    throw new Error(ANALYTICS_FAILED);
  }
}

export const summaryQuery = (api: Api, period: AnalyticsFilters['period']) => ({
  queryKey: [...ANALYTICS_KEY, 'summary', period] as const,
  queryFn: (): Promise<Summary> =>
    panel(async () => readJson(await (await api()).admin.analytics.summary.$get({ query: { period } }))),
  staleTime: STALE,
});

export const salesQuery = (api: Api, interval: AnalyticsFilters['interval']) => ({
  queryKey: [...ANALYTICS_KEY, 'sales', interval] as const,
  queryFn: (): Promise<SalesOverTime> =>
    panel(async () => readJson(await (await api()).admin.analytics.sales.$get({ query: { interval } }))),
  staleTime: STALE,
});

export const segmentsQuery = (api: Api) => ({
  queryKey: [...ANALYTICS_KEY, 'segments'] as const,
  queryFn: (): Promise<Segments> =>
    panel(async () => readJson(await (await api()).admin.analytics.segments.$get())),
  staleTime: STALE,
});

export const customersQuery = (api: Api, filters: AnalyticsFilters) => ({
  queryKey: [...ANALYTICS_KEY, 'customers', filters.segment, filters.q, filters.page] as const,
  queryFn: (): Promise<CustomerList> =>
    panel(async () =>
      readJson(await (await api()).admin.analytics.customers.$get({ query: analyticsListQuery(filters) })),
    ),
  staleTime: 5_000,
});

export const customerQuery = (api: Api, phone: string) => ({
  queryKey: [...ANALYTICS_KEY, 'customer', phone] as const,
  queryFn: (): Promise<CustomerPage> =>
    panel(async () =>
      readJson(await (await api()).admin.analytics.customers[':phone'].$get({ param: { phone } })),
    ),
  staleTime: 5_000,
});

export async function addNote(api: Api, json: NotePayload) {
  return readJson(await (await api()).admin.analytics.notes.$post({ json }));
}
export async function addTag(api: Api, json: TagPayload) {
  return readJson(await (await api()).admin.analytics.tags.$post({ json }));
}
export async function deleteNote(api: Api, id: string) {
  return readJson(await (await api()).admin.analytics.notes[':id'].$delete({ param: { id } }));
}
export async function deleteTag(api: Api, id: string) {
  return readJson(await (await api()).admin.analytics.tags[':id'].$delete({ param: { id } }));
}

export type SellsTogether = InferResponseType<Analytics['sells-together']['$get'], 200>;
export type PairsWith = InferResponseType<Analytics['sells-together'][':id']['$get'], 200>;
export type SoldPair = SellsTogether['pairs'][number];

/** The pairs most often bought together across the shop (bundle ideas). */
export const sellsTogetherQuery = (api: Api) => ({
  queryKey: [...ANALYTICS_KEY, 'sells-together'] as const,
  queryFn: (): Promise<SellsTogether> =>
    panel(async () => readJson(await (await api()).admin.analytics['sells-together'].$get())),
  staleTime: STALE,
});

/** The pieces most often bought with one piece. */
export const pairsWithQuery = (api: Api, id: string) => ({
  queryKey: [...ANALYTICS_KEY, 'sells-together', id] as const,
  queryFn: (): Promise<PairsWith> =>
    panel(async () =>
      readJson(await (await api()).admin.analytics['sells-together'][':id'].$get({ param: { id } })),
    ),
  staleTime: STALE,
});

export type OrderAreas = InferResponseType<Analytics['order-areas']['$get'], 200>;

/** Where orders go: the period's orders and revenue by delivery area, with the map's pins. */
export const orderAreasQuery = (api: Api, period: AnalyticsFilters['period']) => ({
  queryKey: [...ANALYTICS_KEY, 'order-areas', period] as const,
  queryFn: (): Promise<OrderAreas> =>
    panel(async () =>
      readJson(await (await api()).admin.analytics['order-areas'].$get({ query: { period } })),
    ),
  staleTime: STALE,
});
