// The TNT swipe feed (small screens, loaded when chosen): one product fills the screen; swiping up
// or down by 50 px or more moves to the next or previous one; its pictures rotate every 3 s; a
// double tap (two taps within 300 ms) adds it to the wishlist. Arrow keys move, Escape leaves.
import { X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import type { ProductCard as Product } from '../api/types';
import { feedStep } from '../api/feed-position';
import { useSwipeGestures, useWishBurst } from '../hooks/use-swipe-feed';
import { FeedProductSlide } from './feed-product-slide';

type Props = { products: readonly Product[]; onClose: () => void; onOpen: (product: Product) => void };

export default function TntFeed({ products, onClose, onOpen }: Props) {
  const [at, setAt] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const product = products[at];
  const { hearted, wish } = useWishBurst();
  const gestures = useSwipeGestures({
    onStep: (step) => setAt((i) => feedStep(i, step, products.length)),
    onDoubleTap: () => product && wish(product),
    onEscape: onClose,
  });

  useEffect(() => {
    root.current?.focus();
  }, []);

  if (!product) return null;
  return (
    <div
      ref={root}
      tabIndex={-1}
      role="region"
      aria-roledescription="swipe feed"
      aria-label={`TNT feed: ${product.name}, ${at + 1} of ${products.length}`}
      className="fixed inset-0 z-40 touch-none bg-black text-white outline-none select-none"
      {...gestures}
    >
      <FeedProductSlide
        key={product.id}
        product={product}
        hearted={hearted}
        onOpen={onOpen}
        hint="Swipe up for the next piece · double tap to save it"
      />
      <button
        type="button"
        onPointerUp={(event) => event.stopPropagation()}
        onClick={onClose}
        className={buttonClasses('ghost', 'icon', 'absolute top-3 right-3 bg-black/40 text-white')}
        aria-label="Leave the swipe feed"
      >
        <X className="size-5" aria-hidden />
      </button>
    </div>
  );
}
