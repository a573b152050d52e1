// The admin's tagging mode on a video card: the product search it picks from, and the pins it places,
// moves and removes through the owner's pins API (the server checks the admin on every call). Only
// the lazy tagging chunk imports this, and only admins ever load it.
import { readJson, type Api } from '../../../lib/api-client';
import type { SearchResult } from './types';

export const taggingSearchQuery = (api: Api, text: string) => {
  const q = text.trim();
  return {
    queryKey: ['catalogue', 'tagging-search', q] as const,
    enabled: q.length > 0,
    staleTime: 30_000,
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<SearchResult[]> =>
      (await readJson(await (await api()).catalogue.search.$get({ query: { q } }, { init: { signal } })))
        .results,
  };
};

type Place = { product_id: string; position_x: number; position_y: number; show_at: number };

export async function placePin(api: Api, videoId: string, json: Place): Promise<void> {
  const tags = (await api()).admin.videos[':id'].tags;
  await readJson(await tags.$post({ param: { id: videoId }, json }));
}

export async function movePin(
  api: Api,
  videoId: string,
  tagId: string,
  to: { x: number; y: number },
): Promise<void> {
  const tag = (await api()).admin.videos[':id'].tags[':tagId'];
  await readJson(
    await tag.$put({ param: { id: videoId, tagId }, json: { position_x: to.x, position_y: to.y } }),
  );
}

export async function removePin(api: Api, videoId: string, tagId: string): Promise<void> {
  const tag = (await api()).admin.videos[':id'].tags[':tagId'];
  await readJson(await tag.$delete({ param: { id: videoId, tagId } }));
}
