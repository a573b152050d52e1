// /feed's order and its address: products and videos interleaved by the home grid's rule (videos at
// places 3, 7, 12, 18 and 25, placeGridItems in @shop/domain; no bundles), and the position kept in
// the address as ?item={kind}:{id} so a shopper can share the piece or video they are looking at.
import { placeGridItems } from '@shop/domain/rules';

export type FeedEntry<P, V> = { kind: 'product'; item: P } | { kind: 'video'; item: V };

export const FEED_PARAM = 'item';

/** The feed in its order: the home grid's places, bundles left out. */
export function feedEntries<P extends { id: string }, V extends { id: string }>(
  products: readonly P[],
  videos: readonly V[],
): FeedEntry<P, V>[] {
  return placeGridItems(products, videos, [] as never[]).filter(
    (entry): entry is FeedEntry<P, V> => entry.kind !== 'bundle',
  );
}

/** An entry's name in the address: product:{id} or video:{id}. */
export const feedKey = (entry: { kind: string; item: { id: string } }) => `${entry.kind}:${entry.item.id}`;

/** An ?item= value read back: its kind and id, or null when it names nothing the feed holds. */
export function parseFeedKey(key: string | null): { kind: 'product' | 'video'; id: string } | null {
  const match = /^(product|video):([\w-]{1,80})$/.exec(key ?? '');
  return match ? { kind: match[1] as 'product' | 'video', id: match[2]! } : null;
}

/** Where the feed stands for an ?item= value; an unknown or missing one starts at the first. */
export function feedIndexOf(entries: readonly { kind: string; item: { id: string } }[], key: string | null) {
  if (!key) return 0;
  const index = entries.findIndex((entry) => feedKey(entry) === key);
  return index < 0 ? 0 : index;
}

/** The address's query string for a position, other parameters kept (e.g. utm tags). */
export function feedSearch(search: string, key: string) {
  const params = new URLSearchParams(search);
  params.set(FEED_PARAM, key);
  return `?${params.toString()}`;
}

/** One step forwards or back, never past either end. */
export const feedStep = (index: number, step: number, length: number) =>
  Math.min(Math.max(0, length - 1), Math.max(0, index + step));
