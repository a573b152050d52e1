// A card's pictures as a native scroll-snap strip: a finger swipes it with no script at all; arrows
// and dots serve mouse and keyboard. The index a shopper leaves a product at is remembered on the
// device (the spec's per-product image index) and restored after the page hydrates.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ProductPicture } from '../../../components/ui/product-picture';
import { readImageIndex, saveImageIndex } from '../../../lib/image-index';
import { useHydratedSoon } from '../../../lib/use-hydrated';

// Out of sight and out of the pointer's way until a mouse hovers the card (hover only exists where a
// mouse does) or the keyboard focuses the arrow.
const ARROW =
  'absolute top-1/2 z-10 flex size-8 -translate-y-1/2 items-center justify-center rounded-full bg-white/85 shadow pointer-events-none opacity-0 group-hover:pointer-events-auto group-hover:opacity-100 focus-visible:pointer-events-auto focus-visible:opacity-100';

type Props = {
  productId: string;
  images: readonly string[];
  alt: string;
  sizes: string;
  eager: boolean;
  children?: ReactNode;
};

export function CardCarousel({ productId, images, alt, sizes, eager, children }: Props) {
  const strip = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  // The server sends each card's first picture only (a lighter page); the rest join once it is live.
  // In a transition: drawing every first-screen card's pictures at once blocked a phone.
  const live = useHydratedSoon();
  const count = images.length;
  const shown = count === 0 ? [null] : live ? images : images.slice(0, 1);

  useEffect(() => {
    if (!live) return;
    const saved = readImageIndex(productId);
    if (saved > 0 && saved < count && strip.current) {
      strip.current.scrollTo({ left: saved * strip.current.clientWidth, behavior: 'instant' });
      setIndex(saved);
    }
  }, [productId, count, live]);

  const show = (next: number) => {
    const el = strip.current;
    if (!el) return;
    const target = (next + count) % count;
    el.scrollTo({ left: target * el.clientWidth, behavior: 'smooth' });
  };

  return (
    <div className="relative aspect-[4/5] overflow-hidden rounded-xl bg-neutral-200">
      <div
        ref={strip}
        className="flex h-full snap-x snap-mandatory overflow-x-auto [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        onScroll={(event) => {
          const el = event.currentTarget;
          const at = Math.round(el.scrollLeft / Math.max(1, el.clientWidth));
          if (at !== index) {
            setIndex(at);
            saveImageIndex(productId, at);
          }
        }}
      >
        {shown.map((src, i) => (
          <ProductPicture
            key={`${src}:${i}`}
            src={src}
            sizes={sizes}
            alt={i === 0 ? alt : `${alt}, picture ${i + 1} of ${count}`}
            width={640}
            height={800}
            eager={eager && i === 0}
            className="h-full w-full shrink-0 snap-start object-cover"
          />
        ))}
        {/* Inside the strip, so keyboard users reach the strip's pictures through it (its containing
            block is the frame around the strip: the arrows stay put while the pictures scroll). Hidden
            until a pointer hovers the card or the keyboard focuses one. */}
        {live && count > 1 ? (
          <>
            <button
              type="button"
              aria-label={`Previous picture of ${alt}`}
              onClick={() => show(index - 1)}
              className={`${ARROW} left-1`}
            >
              <ChevronLeft className="size-4" aria-hidden />
            </button>
            <button
              type="button"
              aria-label={`Next picture of ${alt}`}
              onClick={() => show(index + 1)}
              className={`${ARROW} right-1`}
            >
              <ChevronRight className="size-4" aria-hidden />
            </button>
          </>
        ) : null}
      </div>
      {children}
      {live && count > 1 ? (
        <div
          className="pointer-events-none absolute bottom-2 left-0 flex w-full justify-center gap-1"
          aria-hidden
        >
          {images.map((src, i) => (
            <span
              key={src + i}
              className={i === index ? 'size-1.5 rounded-full bg-white' : 'size-1.5 rounded-full bg-white/50'}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
