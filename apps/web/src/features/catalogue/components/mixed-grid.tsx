// The home grid: products with featured bundles at positions 2 and 9 and videos at 3, 7, 12, 18 and
// 25 (placeGridItems in @shop/domain). Compact view fits three across on a phone.
import { placeGridItems } from '@shop/domain/rules';
import { clsx } from 'clsx';
import { HydrateWhenVisible } from '../../../components/hydrate-when-visible';
import type { Bundle, ProductCard as Product, Video } from '../api/types';
import { BundleCard } from './bundle-card';
import { ProductCard } from './product-card';
import { VideoCard } from './video-card';

/** Cards a large screen shows before scrolling; the rest hydrate as they come near. */
const FIRST_SCREEN = 4;

type Props = {
  /** What the list shows (its filters and sort): once it changes, every card is drawn at once. */
  listing: string;
  products: readonly Product[];
  bundles: readonly Bundle[];
  videos: readonly Video[];
  compact: boolean;
  onOpen: (product: Product) => void;
};

/** Grid places from which a card is certainly below the first screen, even on a desktop. */
const OFFSCREEN_FROM = 12;
/**
 * Cards the server renders; later ones arrive as empty boxes and are drawn near the screen. Parsing
 * and laying out ~58 cards was most of the home page's blocking time on a phone (decision 0010);
 * search engines find every product through /sitemap.xml.
 */
const SERVER_CARDS = 16;
const OFFSCREEN_CLASSES = '[content-visibility:auto] [contain-intrinsic-size:auto_20rem]';

export function MixedGrid({ listing, products, bundles, videos, compact, onOpen }: Props) {
  const entries = placeGridItems(products, videos, bundles);
  return (
    <ul
      className={clsx(
        'grid gap-3 sm:gap-5',
        compact ? 'grid-cols-3 md:grid-cols-4 lg:grid-cols-6' : 'grid-cols-2 md:grid-cols-3 lg:grid-cols-4',
      )}
    >
      {entries.map((entry, index) => {
        const card =
          entry.kind === 'product' ? (
            <ProductCard product={entry.item} compact={compact} eager={index < 2} onOpen={onOpen} />
          ) : entry.kind === 'bundle' ? (
            <BundleCard bundle={entry.item} />
          ) : (
            <VideoCard video={entry.item} />
          );
        return (
          <li
            key={`${entry.kind}:${entry.item.id}`}
            // Far down the page, the browser skips style and layout of a card until it nears the screen.
            className={index >= OFFSCREEN_FROM ? OFFSCREEN_CLASSES : undefined}
          >
            {index < FIRST_SCREEN ? (
              card
            ) : (
              <HydrateWhenVisible
                id={`grid-${entry.kind}-${entry.item.id}`}
                className="h-full"
                // The server's HTML (or empty box) shows the first listing in the first view mode.
                look={`${compact ? 'compact' : 'normal'} ${listing}`}
                serverHtml={index < SERVER_CARDS}
                // A card is a 4:5 picture over two to four short lines.
                placeholderClassName={compact ? 'aspect-[4/6.2]' : 'aspect-[4/5.9]'}
              >
                {card}
              </HydrateWhenVisible>
            )}
          </li>
        );
      })}
    </ul>
  );
}
