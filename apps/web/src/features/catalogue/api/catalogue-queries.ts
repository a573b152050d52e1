// TanStack queries for the storefront. Lists, videos and bundles are also kept on the device for
// 300 s (the spec's 'tnt:' cache), so a shopper coming back on a slow connection sees the shop at once.
import { queryOptions } from '@tanstack/react-query';
import type { CatalogueFilters } from '@shop/domain/rules';
import { CACHE_TTL_SECONDS } from '@shop/domain/timings';
import type { Api } from '../../../lib/api-client';
import { readJson } from '../../../lib/api-client';
import { deviceCached } from '../../../lib/device-cache';

/** The list's query string: only what differs from the defaults, so URLs stay short. */
export function listingParams(filters: CatalogueFilters, seed: number): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.category !== 'all') params.category = filters.category;
  if (filters.styles.length > 0) params.styles = filters.styles.join(',');
  if (filters.availability !== 'all') params.availability = filters.availability;
  if (filters.access !== 'all') params.access = filters.access;
  if (filters.priceRange[0] !== 0) params.min = String(filters.priceRange[0]);
  if (filters.priceRange[1] !== 100_000) params.max = String(filters.priceRange[1]);
  if (filters.sort !== 'latest') params.sort = filters.sort;
  if (filters.sort === 'random') params.seed = String(seed);
  return params;
}

const listKey = (params: Record<string, string>) =>
  `products:${params.category ?? 'all'}:${params.min ?? 0}-${params.max ?? 100000}:${params.sort ?? 'latest'}:${
    params.styles ?? ''
  }:${params.availability ?? ''}:${params.access ?? ''}:${params.seed ?? ''}`;

/** The first page of products for these filters. */
export const productListQuery = (api: Api, params: Record<string, string>) =>
  queryOptions({
    queryKey: ['catalogue', 'products', params] as const,
    queryFn: () =>
      deviceCached(listKey(params), CACHE_TTL_SECONDS.short, async () =>
        readJson(await (await api()).catalogue.products.$get({ query: params })),
      ),
    staleTime: 60_000,
  });

/** The next page after a cursor (not cached on the device: it is only ever asked for once). */
export async function fetchNextPage(api: Api, params: Record<string, string>, cursor: string) {
  return readJson(await (await api()).catalogue.products.$get({ query: { ...params, cursor } }));
}

export const featuredBundlesQuery = (api: Api) =>
  queryOptions({
    queryKey: ['catalogue', 'bundles', 'featured'] as const,
    queryFn: () =>
      deviceCached('bundles:featured', CACHE_TTL_SECONDS.short, async () =>
        readJson(await (await api()).catalogue.bundles.$get({ query: { featured: 'true' } })),
      ),
    staleTime: 60_000,
  });

export const bundlesQuery = (api: Api) =>
  queryOptions({
    queryKey: ['catalogue', 'bundles', 'all'] as const,
    queryFn: async () => readJson(await (await api()).catalogue.bundles.$get({ query: {} })),
    staleTime: 60_000,
  });

export const bundleQuery = (api: Api, slug: string) =>
  queryOptions({
    queryKey: ['catalogue', 'bundle', slug] as const,
    queryFn: async () => readJson(await (await api()).catalogue.bundles[':slug'].$get({ param: { slug } })),
    staleTime: 60_000,
  });

export const videosQuery = (api: Api) =>
  queryOptions({
    queryKey: ['catalogue', 'videos'] as const,
    queryFn: () =>
      deviceCached('videos:top', CACHE_TTL_SECONDS.short, async () =>
        readJson(await (await api()).catalogue.videos.$get()),
      ),
    staleTime: 60_000,
  });

export const categoriesQuery = (api: Api) =>
  queryOptions({
    queryKey: ['catalogue', 'categories'] as const,
    queryFn: async () => readJson(await (await api()).catalogue.categories.$get()),
    staleTime: 300_000,
  });

export const productQuery = (api: Api, idOrSlug: string) =>
  queryOptions({
    queryKey: ['catalogue', 'product', idOrSlug] as const,
    queryFn: async () =>
      readJson(await (await api()).catalogue.products[':idOrSlug'].$get({ param: { idOrSlug } })),
    staleTime: 60_000,
  });

/** One video for its own page (not kept on the device: a shared link is opened once). */
export const videoQuery = (api: Api, id: string) =>
  queryOptions({
    queryKey: ['catalogue', 'video', id] as const,
    queryFn: async () => readJson(await (await api()).catalogue.videos[':id'].$get({ param: { id } })),
    staleTime: 60_000,
  });
