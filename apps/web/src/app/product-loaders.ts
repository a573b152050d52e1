// Data for the product, bundle and video pages. routes.tsx imports this file lazily, so the home page's
// first download carries none of it. A product or bundle the shopper may not see (or that does not
// exist) answers 404 — a real HTTP 404 from the server renderer, the not-found page in the browser.
import { DEFAULT_DELIVERY_SETTINGS, type DeliverySettings } from '@shop/domain/rules';
import { data } from 'react-router';
import {
  bundleQuery,
  bundlesQuery,
  productQuery,
  videoQuery,
} from '../features/catalogue/api/catalogue-queries';
import { offerMeta } from '../features/catalogue/api/product-meta';
import { videoMeta } from '../features/catalogue/api/video-meta';
import { ApiError } from '../lib/api-client';
import type { RouteMeta } from '../lib/route-meta';
import { SHOP_SETTINGS_KEY, type PublicShopSettings } from '../lib/shop-settings';
import type { RouteDeps } from './routes';

/** What an offer page's loader answers: its head, or that there is nothing to show. */
export type OfferPageData = { meta: RouteMeta } | { notFound: true };

type Args = { params: Record<string, string | undefined> };

// 400 too: an address the API refuses to read (an absurdly long slug) is a page that does not exist.
const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** The delivery fees for the structured data: the server's settings when it renders, else the page's. */
const deliveryOf = ({ config, queryClient }: RouteDeps): DeliverySettings =>
  config?.delivery ??
  queryClient.getQueryData<PublicShopSettings>(SHOP_SETTINGS_KEY)?.delivery ??
  DEFAULT_DELIVERY_SETTINGS;

const notFound = () => data<OfferPageData>({ notFound: true }, { status: 404 });

export const productLoader =
  (deps: RouteDeps) =>
  async ({ params }: Args) => {
    try {
      const { product } = await deps.queryClient.ensureQueryData(
        productQuery(deps.api, params.idOrSlug ?? ''),
      );
      const meta = offerMeta({ ...product, path: `/products/${product.slug}` }, deliveryOf(deps));
      return { meta } satisfies OfferPageData;
    } catch (error) {
      if (isMissing(error)) return notFound();
      throw error;
    }
  };

export const bundleLoader =
  (deps: RouteDeps) =>
  async ({ params }: Args) => {
    try {
      const { bundle } = await deps.queryClient.ensureQueryData(bundleQuery(deps.api, params.slug ?? ''));
      const images = [bundle.featured_image, ...bundle.images].filter((i): i is string => !!i);
      const meta = offerMeta({ ...bundle, images, path: `/bundles/${bundle.slug}` }, deliveryOf(deps));
      return { meta } satisfies OfferPageData;
    } catch (error) {
      if (isMissing(error)) return notFound();
      throw error;
    }
  };

export const bundlesLoader =
  ({ queryClient, api }: RouteDeps) =>
  async () => {
    await queryClient.ensureQueryData(bundlesQuery(api));
    return null;
  };

export const videoLoader =
  ({ queryClient, api }: RouteDeps) =>
  async ({ params }: Args) => {
    try {
      const { video } = await queryClient.ensureQueryData(videoQuery(api, params.id ?? ''));
      return { meta: videoMeta(video) } satisfies OfferPageData;
    } catch (error) {
      if (isMissing(error)) return notFound();
      throw error;
    }
  };
