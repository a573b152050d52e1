import { BUNDLE_PREVIEW_IMAGES, RECENTLY_VIEWED_MAX } from './constants';

export const RECENTLY_VIEWED_STORAGE_KEY = 'recently_viewed';

/** Recently viewed: the newest first, no repeats, at most 10. */
export function pushRecentlyViewed<T extends { id: string }>(list: readonly T[], product: T): T[] {
  return [product, ...list.filter((entry) => entry.id !== product.id)].slice(0, RECENTLY_VIEWED_MAX);
}

/** The bundle popover: the first 3 component images and '+ n more' for the rest. */
export function bundlePreview(images: readonly string[]): { images: string[]; moreText: string | null } {
  const rest = images.length - BUNDLE_PREVIEW_IMAGES;
  return { images: images.slice(0, BUNDLE_PREVIEW_IMAGES), moreText: rest > 0 ? `+ ${rest} more` : null };
}
