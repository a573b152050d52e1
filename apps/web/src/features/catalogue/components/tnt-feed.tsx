// The TNT swipe feed (small screens, loaded when chosen): one product fills the screen; swiping up
// or down by 50 px or more moves to the next or previous one; its pictures rotate every 3 s; a
// double tap (two taps within 300 ms) adds it to the wishlist. Arrow keys move, Escape leaves.
import { formatKes, imageVariantUrl, stockBadge, SWIPE_THRESHOLD_PX } from '@shop/domain/rules';
import { DOUBLE_TAP_MS, TNT_ROTATION_MS } from '@shop/domain/timings';
import { useQueryClient } from '@tanstack/react-query';
import { Heart, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { useApi } from '../../../lib/use-api';
import { WishlistButton } from '../../../lib/wishlist-state';
import { addToWishlistEverywhere } from '../../../lib/wishlist-sync';
import { wishlistEntryOf } from '../../../lib/wishlist-storage';
import type { ProductCard as Product } from '../api/types';

type Props = { products: readonly Product[]; onClose: () => void; onOpen: (product: Product) => void };

export default function TntFeed({ products, onClose, onOpen }: Props) {
  const [at, setAt] = useState(0);
  const [picture, setPicture] = useState(0);
  const [hearted, setHearted] = useState(false);
  const start = useRef<number | null>(null);
  const lastTap = useRef(0);
  const root = useRef<HTMLDivElement>(null);
  const product = products[at];
  const images = product?.images ?? [];

  useEffect(() => {
    root.current?.focus();
  }, []);
  useEffect(() => {
    if (images.length < 2) return;
    const timer = setInterval(() => setPicture((p) => (p + 1) % images.length), TNT_ROTATION_MS);
    return () => clearInterval(timer);
  }, [at, images.length]);

  const move = (step: number) => {
    setAt((i) => Math.min(products.length - 1, Math.max(0, i + step)));
    setPicture(0);
  };

  const api = useApi();
  const queryClient = useQueryClient();
  // The same store as the hearts: the device list, the toast, and the account when signed in.
  const wish = () => {
    if (!product) return;
    void addToWishlistEverywhere(wishlistEntryOf(product), { api, queryClient });
    setHearted(true);
    setTimeout(() => setHearted(false), 700);
  };

  if (!product) return null;
  const stock = stockBadge(product.stock);
  return (
    <div
      ref={root}
      tabIndex={-1}
      role="region"
      aria-roledescription="swipe feed"
      aria-label={`TNT feed: ${product.name}, ${at + 1} of ${products.length}`}
      className="fixed inset-0 z-40 touch-none bg-black text-white outline-none select-none"
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown' || event.key === 'PageDown') move(1);
        else if (event.key === 'ArrowUp' || event.key === 'PageUp') move(-1);
        else if (event.key === 'Escape') onClose();
        else return;
        event.preventDefault();
      }}
      onPointerDown={(event) => {
        start.current = event.clientY;
      }}
      onPointerUp={(event) => {
        const from = start.current;
        start.current = null;
        if (from === null) return;
        const distance = event.clientY - from;
        if (Math.abs(distance) >= SWIPE_THRESHOLD_PX) {
          move(distance < 0 ? 1 : -1);
          return;
        }
        const now = event.timeStamp;
        if (now - lastTap.current <= DOUBLE_TAP_MS) {
          lastTap.current = 0;
          wish();
        } else lastTap.current = now;
      }}
    >
      {images.length > 0 ? (
        <img
          key={images[picture % images.length]}
          src={imageVariantUrl(images[picture % images.length]!, 1024)}
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
            onPointerUp={(event) => event.stopPropagation()}
            onClick={() => onOpen(product)}
            className={buttonClasses('accent', 'md')}
          >
            View details
          </button>
          <div onPointerUp={(event) => event.stopPropagation()}>
            <WishlistButton product={product} className="border border-white/60 text-white" />
          </div>
        </div>
        <p className="mt-2 text-xs text-neutral-400">Swipe up for the next piece · double tap to save it</p>
      </div>
      {hearted ? (
        <Heart
          className="fill-accent text-accent absolute top-1/2 left-1/2 size-24 -translate-x-1/2 -translate-y-1/2"
          aria-hidden
        />
      ) : null}
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
