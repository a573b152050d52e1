// One product filling the swipe feed (TNT view and /feed): its pictures rotating every 3 s, name,
// price and stock over a dark fade, View details and the heart, and the heart burst of a double tap.
import { formatKes, imageVariantUrl, stockBadge } from '@shop/domain/rules';
import { Heart } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { WishlistButton } from '../../../lib/wishlist-state';
import type { ProductCard } from '../api/types';
import { useRotatingPicture } from '../hooks/use-swipe-feed';

type Props = { product: ProductCard; hearted: boolean; onOpen: (product: ProductCard) => void; hint: string };

/** Keeps a button's tap from counting as a tap on the feed (double tap). */
const ownTap = { onPointerUp: (event: { stopPropagation: () => void }) => event.stopPropagation() };

export function FeedProductSlide({ product, hearted, onOpen, hint }: Props) {
  const images = product.images;
  const picture = useRotatingPicture(images.length, product.id);
  const stock = stockBadge(product.stock);
  return (
    <>
      {images.length > 0 ? (
        <img
          key={images[picture]}
          src={imageVariantUrl(images[picture]!, 1024)}
          alt={product.name}
          className="absolute inset-0 h-full w-full object-cover"
          draggable={false}
        />
      ) : null}
      <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/90 to-transparent p-5 pt-24">
        <p className="text-lg font-bold">{product.name}</p>
        <p className="text-accent text-xl font-black">{formatKes(product.price)}</p>
        <p className="text-sm text-neutral-300">{stock.text}</p>
        <div className="mt-3 flex gap-2">
          <button
            type="button"
            {...ownTap}
            onClick={() => onOpen(product)}
            className={buttonClasses('accent', 'md')}
          >
            View details
          </button>
          <div {...ownTap}>
            <WishlistButton product={product} className="border border-white/60 text-white" />
          </div>
        </div>
        <p className="mt-2 text-xs text-neutral-400">{hint}</p>
      </div>
      {hearted ? (
        <Heart
          className="fill-accent text-accent absolute top-1/2 left-1/2 size-24 -translate-x-1/2 -translate-y-1/2"
          aria-hidden
        />
      ) : null}
    </>
  );
}
