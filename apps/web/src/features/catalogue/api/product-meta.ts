// The head of a product or bundle page: title, description, link-preview picture and price, and
// schema.org Product data whose shipping comes from the shop's one delivery policy with the owner's
// delivery settings (free in Nairobi from a threshold, a fee below, 1–5 days) — what the checkout charges.
// Addresses are root-relative here; the server makes them absolute with the shop's public origin.
import {
  canBuyStock,
  CURRENCY,
  formatKes,
  imageSrcSet,
  imageVariantUrl,
  LARGEST_IMAGE_WIDTH,
  standardDeliveryFee,
  type DeliverySettings,
} from '@shop/domain/rules';
import { DELIVERY_DAYS_RANGE, RETURN_WINDOW_DAYS } from '@shop/domain/timings';
import type { RouteMeta } from '../../../lib/route-meta';

/** What the head of a page selling one thing needs. */
export type OfferSource = {
  id: string;
  name: string;
  description: string | null;
  price: number;
  stock: number;
  images: readonly string[];
  /** The shop's stock-keeping code; the id stands in where there is none (bundles). */
  sku?: string | null;
  category?: string;
  /** The page's own address, e.g. /products/linen-shirt. */
  path: string;
};

const DESCRIPTION_MAX = 160;

/** A search-result-sized description: whitespace folded, cut at a word near 160 characters. */
export function shortDescription(text: string | null | undefined, fallback: string): string {
  const folded = (text ?? '').replace(/\s+/g, ' ').trim();
  if (folded === '') return fallback;
  if (folded.length <= DESCRIPTION_MAX) return folded;
  const cut = folded.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 100 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** The shipping a single item costs under the shop's policy, as schema.org OfferShippingDetails. */
export function shippingDetails(price: number, delivery: DeliverySettings) {
  const days = (minValue: number, maxValue: number) => ({
    '@type': 'QuantitativeValue',
    minValue,
    maxValue,
    unitCode: 'DAY',
  });
  return {
    '@type': 'OfferShippingDetails',
    shippingRate: {
      '@type': 'MonetaryAmount',
      value: standardDeliveryFee(price, delivery),
      currency: CURRENCY,
    },
    shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'KE' },
    deliveryTime: {
      '@type': 'ShippingDeliveryTime',
      // Orders are handed to the rider the day they are placed; the 1–5 days are the trip.
      handlingTime: days(0, 0),
      transitTime: days(DELIVERY_DAYS_RANGE.min, DELIVERY_DAYS_RANGE.max),
    },
  };
}

const returnPolicy = {
  '@type': 'MerchantReturnPolicy',
  applicableCountry: 'KE',
  returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
  merchantReturnDays: RETURN_WINDOW_DAYS,
};

const largest = (image: string) => imageVariantUrl(image, LARGEST_IMAGE_WIDTH);

/** How wide the main picture of a product or bundle page is shown; the page and its preload agree. */
export const PAGE_PICTURE_SIZES = '(min-width: 1152px) 540px, (min-width: 768px) 50vw, 100vw';

/** schema.org Product for one item or bundle on sale. */
export function offerJsonLd(item: OfferSource, delivery: DeliverySettings) {
  const description = shortDescription(item.description, `${item.name} — ${formatKes(item.price)}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${item.path}#product`,
    name: item.name,
    description,
    image: item.images.map(largest),
    sku: item.sku ?? item.id,
    ...(item.category ? { category: item.category } : {}),
    offers: {
      '@type': 'Offer',
      url: item.path,
      price: item.price,
      priceCurrency: CURRENCY,
      availability: canBuyStock(item.stock) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      shippingDetails: shippingDetails(item.price, delivery),
      hasMerchantReturnPolicy: returnPolicy,
    },
  };
}

/** The page head: title, description, the 1024 px picture, og:type product with its price, JSON-LD. */
export function offerMeta(item: OfferSource, delivery: DeliverySettings): RouteMeta {
  const image = item.images[0];
  return {
    title: item.name,
    description: shortDescription(
      item.description,
      `${item.name} for ${formatKes(item.price)}. Curated thrift fashion delivered in Nairobi; pay with M-Pesa.`,
    ),
    ...(image ? { image: largest(image), imageAlt: item.name } : {}),
    ...(image && imageSrcSet(image, 'avif')
      ? {
          preloadImage: {
            srcset: imageSrcSet(image, 'avif')!,
            sizes: PAGE_PICTURE_SIZES,
            type: 'image/avif',
          },
        }
      : {}),
    ogType: 'product',
    price: item.price,
    jsonLd: offerJsonLd(item, delivery),
  };
}
