// What /feed shows, in order: a shared item first when its link names one the first page does not
// hold (a video beyond the top three, a piece further down the shop), then the home grid's products
// and videos, with the shop's next page fetched as the shopper nears the end.
import { VIDEOS_LOAD_FAILED_MESSAGE } from '@shop/domain/texts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { notify } from '../../../lib/notify';
import { useApi } from '../../../lib/use-api';
import {
  fetchNextPage,
  productListQuery,
  productQuery,
  videoQuery,
  videosQuery,
} from '../api/catalogue-queries';
import { feedEntries, feedKey, parseFeedKey, type FeedEntry } from '../api/feed-position';
import type { ProductCard, Video } from '../api/types';

/** The shop's first page, as the home page asks for it with no filters (shares its cache). */
const NO_FILTERS = {};
/** How close to the end the next page is asked for. */
const PREFETCH_WITHIN = 3;

type More = { products: ProductCard[]; cursor: string | null; loading: boolean };

export function useFeedEntries(sharedKey: string | null) {
  const api = useApi();
  const list = useQuery(productListQuery(api, NO_FILTERS));
  const videoList = useQuery(videosQuery(api));
  const [more, setMore] = useState<More | null>(null);
  const loading = useRef(false);

  const products = list.data?.products;
  const videos = videoList.data?.videos;
  const shared = parseFeedKey(sharedKey);
  const listed =
    shared === null ||
    (shared.kind === 'video'
      ? videos?.some((v) => v.id === shared.id)
      : products?.some((p) => p.id === shared.id));
  const settledLists = !list.isPending && !videoList.isPending;
  // Only asked for when the first page and the top videos do not hold it.
  const sharedVideo = useQuery({
    ...videoQuery(api, shared?.id ?? ''),
    enabled: settledLists && !listed && shared?.kind === 'video',
    retry: false,
  });
  const sharedProduct = useQuery({
    ...productQuery(api, shared?.id ?? ''),
    enabled: settledLists && !listed && shared?.kind === 'product',
    retry: false,
  });
  const waitingForShared = settledLists && !listed && (sharedVideo.isLoading || sharedProduct.isLoading);

  const entries = useMemo(() => {
    const all = feedEntries<ProductCard, Video>(
      [...(products ?? []), ...(more?.products ?? [])],
      videos ?? [],
    );
    const first: FeedEntry<ProductCard, Video> | null = sharedVideo.data
      ? { kind: 'video', item: sharedVideo.data.video }
      : sharedProduct.data
        ? { kind: 'product', item: sharedProduct.data.product }
        : null;
    return first ? [first, ...all.filter((e) => feedKey(e) !== feedKey(first))] : all;
  }, [products, videos, more, sharedVideo.data, sharedProduct.data]);

  useEffect(() => {
    if (list.isError) notify.error('Failed to load products');
  }, [list.isError]);
  useEffect(() => {
    if (videoList.isError) notify.error(VIDEOS_LOAD_FAILED_MESSAGE);
  }, [videoList.isError]);

  const cursor = more ? more.cursor : (list.data?.next_cursor ?? null);
  /** Called with the position on screen: fetches the next page once the end is near. */
  const nearing = (index: number) => {
    if (!cursor || loading.current || index < entries.length - 1 - PREFETCH_WITHIN) return;
    loading.current = true;
    setMore((m) => ({ products: m?.products ?? [], cursor, loading: true }));
    fetchNextPage(api, NO_FILTERS, cursor)
      .then(
        (page) =>
          setMore((m) => ({
            products: [...(m?.products ?? []), ...page.products],
            cursor: page.next_cursor,
            loading: false,
          })),
        () => {
          notify.error('Failed to load products');
          setMore((m) => ({ products: m?.products ?? [], cursor, loading: false }));
        },
      )
      .finally(() => (loading.current = false));
  };

  return {
    entries,
    settled: settledLists && !waitingForShared,
    loadingMore: more?.loading ?? false,
    nearing,
  };
}
