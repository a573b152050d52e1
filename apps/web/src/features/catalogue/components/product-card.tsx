// One product in the grid: a swipeable picture carousel (it remembers where the shopper left it),
// access and discount badges, price, and stock. The card is a link to the product's page; a plain
// click opens the product dialog instead, so the grid keeps its place.
import { accessBadges, formatKes, showsCrossedOutPrice, stockBadge } from '@shop/domain/rules';
import { discountBadgeText, productCountdownText } from '@shop/domain/texts';
import { clsx } from 'clsx';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { useMinuteClock } from '../../../lib/use-minute-clock';
import { WishlistButton } from '../../../lib/wishlist-state';
import type { ProductCard as Product } from '../api/types';
import { CardCarousel } from './card-carousel';

const STOCK_TONE = { 'in-stock': 'text-emerald-700', low: 'text-amber-700', out: 'text-red-700' } as const;

export type ProductCardProps = {
  product: Product;
  compact?: boolean;
  /** The first cards are the page's largest paint: their picture loads at once. */
  eager?: boolean;
  onOpen?: (product: Product) => void;
};

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function ProductCard({ product, compact = false, eager = false, onOpen }: ProductCardProps) {
  const stock = stockBadge(product.stock, compact);
  const discount = discountBadgeText(product.discount_percentage);
  const badges = accessBadges(product);
  const waiting = product.early_access_only && product.early_access_until ? product.early_access_until : null;
  const now = useMinuteClock();
  return (
    <article className="group relative" aria-label={product.name}>
      <CardCarousel
        productId={product.id}
        images={product.images}
        alt={product.name}
        eager={eager}
        sizes={
          compact
            ? '(min-width: 1024px) 180px, 33vw'
            : '(min-width: 1024px) 270px, (min-width: 768px) 33vw, 50vw'
        }
      >
        <div className="pointer-events-none absolute top-2 left-2 flex flex-col items-start gap-1">
          {discount ? (
            <span className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold text-white">
              {discount}
            </span>
          ) : null}
          {badges.map((badge) => (
            <span
              key={badge}
              className="bg-ink text-accent rounded-full px-2 py-0.5 text-[10px] font-bold tracking-wide"
            >
              {badge}
            </span>
          ))}
        </div>
        <WishlistButton
          product={product}
          className={clsx('absolute top-0 right-0 z-10 bg-white/90', compact ? 'p-1.5' : 'p-1')}
        />
      </CardCarousel>
      <h3 className={clsx('mt-2 line-clamp-2 font-medium', compact ? 'text-xs' : 'text-sm')}>
        <Link
          to={`/products/${product.slug}`}
          onClick={(event) => {
            if (!onOpen || !plainClick(event)) return;
            event.preventDefault();
            onOpen(product);
          }}
          className="after:absolute after:inset-0 after:content-['']"
        >
          {product.name}
        </Link>
      </h3>
      <p className="mt-1 flex flex-wrap items-baseline gap-x-2">
        <span className={clsx('font-bold', compact && 'text-sm')}>{formatKes(product.price)}</span>
        {showsCrossedOutPrice(product, compact) ? (
          <s className="text-muted text-xs">
            <span className="sr-only">Was </span>
            {formatKes(product.original_price!)}
          </s>
        ) : null}
      </p>
      <p className={clsx('text-xs', STOCK_TONE[stock.tone])}>{stock.text}</p>
      {waiting && now !== null ? (
        <p className="text-xs font-semibold text-violet-700">{productCountdownText(waiting, now)}</p>
      ) : null}
    </article>
  );
}
