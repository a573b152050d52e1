// /feed: the shop's products and videos one at a time, full screen (a phone-shaped column on a
// laptop), in the home grid's order (api/feed-position.ts), the shop's next page fetched near the
// end (hooks/use-feed-entries.ts). Swipe 50 px up or down, the mouse wheel, the arrow keys, or the
// previous / next buttons move; a product's pictures rotate and a double tap saves it; a video
// plays in the shop's player with its pins and share button. The address follows (?item=…) without
// a history entry per step, so the link shares what is on screen.
import { ChevronDown, ChevronUp, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { FEED_PARAM, feedIndexOf, feedKey, feedSearch, feedStep } from '../api/feed-position';
import type { ProductCard } from '../api/types';
import { useFeedEntries } from '../hooks/use-feed-entries';
import { useSwipeGestures, useWishBurst } from '../hooks/use-swipe-feed';
import { FeedProductSlide } from './feed-product-slide';

const VideoPlayer = lazy(() => import('./video-player'));
const ProductDialog = lazy(() => import('./product-dialog'));

/** Round buttons over the picture, readable on a light or dark one. */
const roundButton =
  'flex size-11 items-center justify-center rounded-full bg-black/55 text-white hover:bg-black/75 focus-visible:outline-2 focus-visible:outline-white disabled:opacity-30';
/** Keeps a button's tap from counting as a tap on the feed (double tap). */
const ownTap = { onPointerUp: (event: { stopPropagation: () => void }) => event.stopPropagation() };

export default function FeedScreen() {
  const location = useLocation();
  const [key, setKey] = useState(() => new URLSearchParams(location.search).get(FEED_PARAM));
  const { entries, settled, loadingMore, nearing } = useFeedEntries(key);
  const [opened, setOpened] = useState<ProductCard | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const { hearted, wish } = useWishBurst();

  const at = feedIndexOf(entries, key);
  const entry = settled ? entries[at] : undefined;
  const move = (step: 1 | -1) => {
    const next = entries[feedStep(at, step, entries.length)];
    if (next) setKey(feedKey(next));
  };
  const gestures = useSwipeGestures({
    onStep: move,
    onDoubleTap: () => entry?.kind === 'product' && wish(entry.item),
  });

  useEffect(() => {
    if (settled) nearing(at);
  });
  // The address names what is on screen; replaced, so Back leaves the feed rather than stepping.
  const current = entry ? feedKey(entry) : null;
  useEffect(() => {
    if (!current) return;
    const search = feedSearch(window.location.search, current);
    if (search !== window.location.search)
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}`);
  }, [current]);
  useEffect(() => {
    if (settled) root.current?.focus();
  }, [settled]);

  // The page's heading, for screen readers (the feed itself is pictures and videos).
  const heading = <h1 className="sr-only">Feed</h1>;
  if (!settled) {
    return (
      <>
        {heading}
        <p role="status" className="py-24 text-center text-sm">
          Loading the feed…
        </p>
      </>
    );
  }
  if (!entry) {
    return (
      <div className="py-24 text-center">
        {heading}
        <p role="status">No products found</p>
        <Link to="/" className={buttonClasses('primary', 'md', 'mt-6')}>
          Back to the shop
        </Link>
      </div>
    );
  }
  const name = entry.kind === 'product' ? entry.item.name : entry.item.title;
  const position = `${at + 1} of ${entries.length}${loadingMore ? ', loading more' : ''}`;
  return (
    <>
      {heading}
      <div
        ref={root}
        tabIndex={-1}
        role="region"
        aria-roledescription="swipe feed"
        aria-label={`Feed: ${name}, ${position}`}
        className="fixed inset-0 z-40 flex touch-none justify-center bg-black text-white outline-none select-none"
        {...gestures}
      >
        <div className="relative h-full w-full md:aspect-[4/5] md:w-auto">
          {entry.kind === 'product' ? (
            <FeedProductSlide
              key={feedKey(entry)}
              product={entry.item}
              hearted={hearted}
              onOpen={setOpened}
              hint="Swipe up for more · double tap to save it"
            />
          ) : (
            <>
              {/* Whole 4:5 frame, never cropped: pins sit at percentages of it. */}
              <div className="absolute inset-0 flex items-center justify-center">
                <div className="relative aspect-[4/5] w-[min(100%,80dvh)]">
                  <Suspense fallback={null}>
                    <VideoPlayer key={feedKey(entry)} video={entry.item} eager />
                  </Suspense>
                </div>
              </div>
              <p className="pointer-events-none absolute top-4 right-14 left-16 line-clamp-2 text-sm font-semibold drop-shadow">
                {entry.item.title}
              </p>
            </>
          )}
        </div>
        <Link
          to="/"
          {...ownTap}
          aria-label="Leave the feed"
          className={`${roundButton} absolute top-3 left-3 z-30`}
        >
          <X className="size-5" aria-hidden />
        </Link>
        <div className="absolute top-1/2 right-3 z-30 flex -translate-y-1/2 flex-col gap-3 md:right-8">
          <button
            type="button"
            {...ownTap}
            onClick={() => move(-1)}
            disabled={at === 0}
            aria-label="Previous item"
            className={roundButton}
          >
            <ChevronUp className="size-5" aria-hidden />
          </button>
          <button
            type="button"
            {...ownTap}
            onClick={() => move(1)}
            disabled={at === entries.length - 1}
            aria-label="Next item"
            className={roundButton}
          >
            <ChevronDown className="size-5" aria-hidden />
          </button>
        </div>
        <p aria-live="polite" className="sr-only">
          {`${name}, ${position}`}
        </p>
      </div>
      {opened ? (
        <Suspense fallback={null}>
          <ProductDialog product={opened} onClose={() => setOpened(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
