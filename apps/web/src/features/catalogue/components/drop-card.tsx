// One piece on the drop page: picture, access badges, name (a link to its page), price, stock and the
// countdown until it goes public ('PUBLIC NOW' after), the same facts and words as the shop's product
// card. A card of its own rather than product-card.tsx: sharing that module with this lazy page would
// split it out of the home page's chunk and push the first download of / past its budget.
import { accessBadges, formatKes, showsCrossedOutPrice, stockBadge } from '@shop/domain/rules';
import { discountBadgeText, productCountdownText } from '@shop/domain/texts';
import { Link } from 'react-router';
import { ProductPicture } from '../../../components/ui/product-picture';
import type { DropView } from '../api/drop-queries';

type DropProduct = DropView['products'][number];

const STOCK_TONE = { 'in-stock': 'text-emerald-700', low: 'text-amber-700', out: 'text-red-700' } as const;

export function DropCard({
  product,
  now,
  eager,
}: {
  product: DropProduct;
  now: number | null;
  eager: boolean;
}) {
  const stock = stockBadge(product.stock, false);
  const discount = discountBadgeText(product.discount_percentage);
  const badges = [...(product.is_featured ? ['FEATURED'] : []), ...accessBadges(product)];
  const waiting = product.early_access_only && product.early_access_until ? product.early_access_until : null;
  return (
    <article className="relative" aria-label={product.name}>
      <div className="bg-ink/5 relative aspect-[4/5] overflow-hidden rounded-2xl">
        <ProductPicture
          src={product.images[0]}
          alt={product.name}
          sizes="(min-width: 1024px) 270px, (min-width: 768px) 33vw, 50vw"
          width={540}
          height={675}
          eager={eager}
          className="size-full object-cover"
        />
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
      </div>
      <h3 className="mt-2 line-clamp-2 text-sm font-medium">
        <Link to={`/products/${product.slug}`} className="after:absolute after:inset-0 after:content-['']">
          {product.name}
        </Link>
      </h3>
      <p className="mt-1 flex flex-wrap items-baseline gap-x-2">
        <span className="font-bold">{formatKes(product.price)}</span>
        {showsCrossedOutPrice(product, false) ? (
          <s className="text-muted text-xs">
            <span className="sr-only">Was </span>
            {formatKes(product.original_price!)}
          </s>
        ) : null}
      </p>
      <p className={`text-xs ${STOCK_TONE[stock.tone]}`}>{stock.text}</p>
      {waiting && now !== null ? (
        <p className="text-xs font-semibold text-violet-700">{productCountdownText(waiting, now)}</p>
      ) : null}
    </article>
  );
}
