// The owner's home highlights: the list (with items and whether each shows now), create, change,
// set items, reorder, delete; and the item picker's search over products, bundles and videos.
import type { InferRequestType, InferResponseType } from 'hono/client';
import { readJson, type Api, type ApiClient } from '../../../lib/api-client';
import { ADMIN_KEY } from './orders-api';

type Highlights = ApiClient['admin']['highlights'];
export type AdminHighlight = InferResponseType<Highlights['$get'], 200>['highlights'][number];
export type AdminHighlightItem = AdminHighlight['items'][number];
export type HighlightPayload = InferRequestType<Highlights['$post']>['json'];
export type HighlightChangePayload = InferRequestType<Highlights[':id']['$put']>['json'];
export type HighlightChoices = InferResponseType<Highlights['choices']['$get'], 200>;
export type ItemKind = AdminHighlightItem['kind'];

export const HIGHLIGHTS_KEY = [...ADMIN_KEY, 'highlights'] as const;

export const highlightsQuery = (api: Api) => ({
  queryKey: HIGHLIGHTS_KEY,
  queryFn: async (): Promise<AdminHighlight[]> =>
    (await readJson(await (await api()).admin.highlights.$get())).highlights,
  staleTime: 5_000,
});

export const highlightChoicesQuery = (api: Api, q: string) => ({
  queryKey: [...HIGHLIGHTS_KEY, 'choices', q] as const,
  queryFn: async (): Promise<HighlightChoices> =>
    readJson(await (await api()).admin.highlights.choices.$get({ query: { q } })),
  staleTime: 30_000,
});

export async function createHighlight(api: Api, json: HighlightPayload): Promise<AdminHighlight> {
  return (await readJson(await (await api()).admin.highlights.$post({ json }))).highlight;
}

export async function changeHighlight(
  api: Api,
  id: string,
  json: HighlightChangePayload,
): Promise<AdminHighlight> {
  return (await readJson(await (await api()).admin.highlights[':id'].$put({ param: { id }, json })))
    .highlight;
}

export async function setHighlightItems(
  api: Api,
  id: string,
  items: { kind: ItemKind; ref_id: string }[],
): Promise<AdminHighlight> {
  const route = (await api()).admin.highlights[':id'].items;
  return (await readJson(await route.$put({ param: { id }, json: { items } }))).highlight;
}

export async function reorderHighlights(api: Api, ids: string[]): Promise<AdminHighlight[]> {
  return (await readJson(await (await api()).admin.highlights.reorder.$post({ json: { ids } }))).highlights;
}

export async function deleteHighlight(api: Api, id: string): Promise<void> {
  await readJson(await (await api()).admin.highlights[':id'].$delete({ param: { id } }));
}
