import { GRID_BUNDLE_POSITIONS, GRID_VIDEO_POSITIONS } from './constants';

type GridEntry<P, V, B> =
  { kind: 'product'; item: P } | { kind: 'video'; item: V } | { kind: 'bundle'; item: B };

/** Mixed grid: bundles at 2 and 9, videos at 3, 7, 12, 18, 25, products elsewhere; every item exactly once. */
export function placeGridItems<P, V, B>(
  products: readonly P[],
  videos: readonly V[],
  bundles: readonly B[],
): GridEntry<P, V, B>[] {
  const grid: GridEntry<P, V, B>[] = [];
  let p = 0;
  let v = 0;
  let b = 0;
  const total = products.length + videos.length + bundles.length;
  for (let position = 1; grid.length < total; position += 1) {
    const product = products[p];
    const video = videos[v];
    const bundle = bundles[b];
    if (GRID_BUNDLE_POSITIONS.includes(position) && b < bundles.length) {
      grid.push({ kind: 'bundle', item: bundle as B });
      b += 1;
    } else if (GRID_VIDEO_POSITIONS.includes(position) && v < videos.length) {
      grid.push({ kind: 'video', item: video as V });
      v += 1;
    } else if (p < products.length) {
      grid.push({ kind: 'product', item: product as P });
      p += 1;
    } else if (v < videos.length) {
      // Products ran out: leftovers follow in order rather than being dropped.
      grid.push({ kind: 'video', item: video as V });
      v += 1;
    } else {
      grid.push({ kind: 'bundle', item: bundle as B });
      b += 1;
    }
  }
  return grid;
}
