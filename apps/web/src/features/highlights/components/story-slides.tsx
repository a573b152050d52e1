// What one story slide shows. A product: its picture, name and price, its sizes (the first in stock
// chosen, sold-out ones shown but off) and Add to Bag into the device's bag, the same bag the product
// dialog fills. A bundle: its picture, price, saving and a link to its page. A video: the shop's own
// file plays muted inline (paused with the story); a YouTube video shows its poster and a link.
import { checkSizeChosen, formatKes, initialSize, showsCrossedOutPrice } from '@shop/domain/rules';
import { ADDED_TO_BAG_MESSAGE } from '@shop/domain/texts';
import { TOAST_DURATIONS } from '@shop/domain/timings';
import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ProductPicture } from '../../../components/ui/product-picture';
import { addProductToStoredBag } from '../../../lib/bag-store';
import { notify } from '../../../lib/notify';
import { sizeInStock, soldOutSizeName } from '../../../lib/size-stock';
import type { StoryBundle, StoryItem, StoryProduct, StoryVideo } from '../api/types';

type SlideProps = {
  /** The story is held or paused: a video pauses with it. */
  stopped: boolean;
  /** A video tells how long its slide lasts, once it knows. */
  onDuration: (ms: number) => void;
  /** The shopper is using the slide's panel (choosing a size): the story waits. */
  onBusy: () => void;
  /** Leaving the story for a page (a product, a bundle, a video). */
  onLeave: () => void;
};

const VIDEO_MAX_MS = 60_000;
const LINK = 'inline-flex min-h-11 items-center font-semibold underline underline-offset-4';

function Backdrop({
  src,
  alt,
  fit = 'cover',
}: {
  src: string | null;
  alt: string;
  fit?: 'cover' | 'contain';
}) {
  return (
    <ProductPicture
      src={src}
      alt={alt}
      sizes="(min-width: 640px) 448px, 100vw"
      width={448}
      height={796}
      eager
      className={clsx('absolute inset-0 size-full', fit === 'cover' ? 'object-cover' : 'object-contain')}
    />
  );
}

function Panel({ onBusy, children }: { onBusy: () => void; children: ReactNode }) {
  return (
    // Its own taps: they neither move the story nor hold it.
    <div
      onPointerDown={(event) => (event.stopPropagation(), onBusy())}
      onPointerUp={(event) => event.stopPropagation()}
      onFocus={onBusy}
      className="bg-paper text-ink absolute inset-x-3 bottom-3 z-20 rounded-2xl p-4 shadow-xl"
    >
      {children}
    </div>
  );
}

function ProductSlide({ product, onBusy, onLeave }: { product: StoryProduct } & SlideProps) {
  const groupId = useId();
  const [size, setSize] = useState(() => initialSize(product.sizes, product.size_stock));
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const add = () => {
    const check = checkSizeChosen(product.sizes, size);
    if (!check.ok) return setMessage({ error: true, text: check.error });
    if (!addProductToStoredBag(product, check.size)) {
      return setMessage({
        error: true,
        text: 'Your bag could not be saved on this device. Please check your browser storage settings.',
      });
    }
    setMessage({ error: false, text: ADDED_TO_BAG_MESSAGE });
    notify.success(ADDED_TO_BAG_MESSAGE, TOAST_DURATIONS.addToBag);
  };
  return (
    <>
      <Backdrop src={product.images[0] ?? null} alt={product.name} />
      <Panel onBusy={onBusy}>
        <p className="text-base leading-tight font-bold">{product.name}</p>
        <p className="mt-1 text-sm">
          <span className="font-bold">{formatKes(product.price)}</span>
          {showsCrossedOutPrice(product) && product.original_price ? (
            <s className="text-muted ml-2">{formatKes(product.original_price)}</s>
          ) : null}
        </p>
        {product.sizes.length > 0 ? (
          <div role="group" aria-labelledby={groupId} className="mt-3 flex flex-wrap items-center gap-2">
            <span id={groupId} className="text-sm font-semibold">
              Size
            </span>
            {product.sizes.map((s) => {
              const open = sizeInStock(s, product.size_stock);
              return (
                <button
                  key={s}
                  type="button"
                  aria-pressed={s === size}
                  disabled={!open}
                  aria-label={open ? undefined : soldOutSizeName(s)}
                  onClick={() => (setSize(s), setMessage(null))}
                  className={clsx(
                    'min-h-11 min-w-11 rounded-full border px-3 text-sm font-semibold',
                    !open
                      ? 'text-muted border-ink/15 bg-neutral-100 line-through'
                      : s === size
                        ? 'border-ink bg-ink text-paper'
                        : 'border-ink/25 bg-white',
                  )}
                >
                  {s}
                </button>
              );
            })}
          </div>
        ) : null}
        <p
          role={message?.error ? 'alert' : 'status'}
          className={clsx(
            'mt-2 min-h-5 text-sm font-medium',
            message?.error ? 'text-red-700' : 'text-green-800',
          )}
        >
          {message?.text ?? ''}
        </p>
        <div className="mt-1 flex items-center gap-4">
          <button
            type="button"
            onClick={add}
            className="bg-ink text-paper inline-flex min-h-11 flex-1 items-center justify-center rounded-full px-5 text-sm font-semibold"
          >
            Add to Bag
          </button>
          <Link to={`/products/${product.slug}`} onClick={onLeave} className={LINK}>
            Details
          </Link>
        </div>
      </Panel>
    </>
  );
}

function BundleSlide({ bundle, onBusy, onLeave }: { bundle: StoryBundle } & SlideProps) {
  return (
    <>
      <Backdrop src={bundle.image} alt={bundle.name} />
      <Panel onBusy={onBusy}>
        <p className="text-muted text-xs font-semibold tracking-wide uppercase">Bundle</p>
        <p className="text-base leading-tight font-bold">{bundle.name}</p>
        <p className="mt-1 text-sm">
          <span className="font-bold">{formatKes(bundle.price)}</span>
          {bundle.savings > 0 ? (
            <span className="ml-2 text-green-800">Save {formatKes(bundle.savings)}</span>
          ) : null}
        </p>
        <Link to={`/bundles/${bundle.slug}`} onClick={onLeave} className={LINK}>
          View bundle
        </Link>
      </Panel>
    </>
  );
}

function VideoSlide({ video, stopped, onDuration, onBusy, onLeave }: { video: StoryVideo } & SlideProps) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (stopped) el.pause();
    else void el.play().catch(() => undefined);
  }, [stopped]);
  return (
    <>
      {video.youtube ? (
        // A YouTube poster is landscape: shown whole on the dark story.
        <Backdrop src={video.poster} alt={video.title} fit="contain" />
      ) : (
        <video
          ref={ref}
          src={video.url}
          poster={video.poster ?? undefined}
          muted
          playsInline
          autoPlay
          preload="metadata"
          aria-label={video.title}
          onLoadedMetadata={(e) => {
            const seconds = e.currentTarget.duration;
            if (Number.isFinite(seconds) && seconds > 0) onDuration(Math.min(seconds * 1000, VIDEO_MAX_MS));
          }}
          className="absolute inset-0 size-full object-cover"
        />
      )}
      <Panel onBusy={onBusy}>
        <p className="text-base leading-tight font-bold">{video.title}</p>
        <Link to={`/videos/${video.id}`} onClick={onLeave} className={LINK}>
          {video.youtube ? 'Watch the video' : 'Shop this video'}
        </Link>
      </Panel>
    </>
  );
}

export function StorySlide({ item, ...props }: { item: StoryItem } & SlideProps) {
  if (item.kind === 'product') return <ProductSlide product={item} {...props} />;
  if (item.kind === 'bundle') return <BundleSlide bundle={item} {...props} />;
  return <VideoSlide video={item} {...props} />;
}
