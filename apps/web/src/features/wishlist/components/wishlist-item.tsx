// One saved piece: its picture and name (links to its page), price, stock, the heart that removes it,
// a size list when it has sizes (the first one in stock chosen, as in the product dialog; sold-out
// sizes are listed but cannot be chosen) and Add to Bag. A piece no longer on sale says so and can only
// be removed.
import { canBuyStock, checkSizeChosen, formatKes, initialSize, stockBadge } from '@shop/domain/rules';
import { ADDED_TO_BAG_MESSAGE } from '@shop/domain/texts';
import { TOAST_DURATIONS } from '@shop/domain/timings';
import { clsx } from 'clsx';
import { ShoppingBag } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ProductPicture } from '../../../components/ui/product-picture';
import { addProductToStoredBag } from '../../../lib/bag-store';
import { notify } from '../../../lib/notify';
import { sizeInStock, soldOutSizeName } from '../../../lib/size-stock';
import { WishlistButton } from '../../../lib/wishlist-state';
import type { WishlistItem } from '../hooks/use-wishlist-items';

const STOCK_TONE = { 'in-stock': 'text-emerald-700', low: 'text-amber-700', out: 'text-red-700' } as const;
export const NO_LONGER_AVAILABLE = 'No longer available';
const BAG_NOT_SAVED =
  'Your bag could not be saved on this device. Please check your browser storage settings.';

type Props = {
  item: WishlistItem;
  /** The server has not answered yet (or could not): a piece without a card is not known to be gone. */
  settled: boolean;
};

export function WishlistItemCard({ item: { entry, card }, settled }: Props) {
  const sizes = card?.sizes ?? [];
  const counts = card?.size_stock;
  // The shopper's pick; until then the first size in stock (the card may arrive after the first paint).
  const [picked, setPicked] = useState<string | null>(null);
  const size = picked !== null && sizeInStock(picked, counts) ? picked : initialSize(sizes, counts);
  const sizeId = useId();
  const product = card ?? { ...entry, images: entry.image ? [entry.image] : [] };
  const stock = card ? stockBadge(card.stock) : null;
  const gone = !card && settled;

  const addToBag = () => {
    if (!card) return;
    const check = checkSizeChosen(card.sizes, size);
    if (!check.ok) return notify.error(check.error);
    if (!addProductToStoredBag(card, check.size)) return notify.error(BAG_NOT_SAVED);
    notify.success(ADDED_TO_BAG_MESSAGE, TOAST_DURATIONS.addToBag);
  };

  return (
    <article aria-label={product.name} className="flex h-full flex-col">
      <div className="relative">
        <Link to={`/products/${product.slug}`} tabIndex={-1} aria-hidden="true">
          <ProductPicture
            src={product.images[0]}
            alt=""
            sizes="(min-width: 1024px) 270px, (min-width: 768px) 33vw, 50vw"
            width={640}
            height={800}
            className={clsx(
              'aspect-[4/5] w-full rounded-xl bg-neutral-200 object-cover',
              gone && 'opacity-50',
            )}
          />
        </Link>
        <WishlistButton product={product} className="absolute top-0 right-0 bg-white/90 p-1" />
      </div>
      <h2 className="mt-2 line-clamp-2 text-sm font-medium">
        <Link to={`/products/${product.slug}`} className="hover:underline">
          {product.name}
        </Link>
      </h2>
      <p className="mt-1 font-bold">{formatKes(product.price)}</p>
      {stock ? (
        <p className={clsx('text-xs', STOCK_TONE[stock.tone])}>{stock.text}</p>
      ) : (
        <p className="text-muted text-xs">{gone ? NO_LONGER_AVAILABLE : '\u00a0'}</p>
      )}
      <div className="mt-auto flex flex-col gap-2 pt-3">
        {sizes.length > 0 ? (
          <>
            <label htmlFor={sizeId} className="sr-only">
              Size for {product.name}
            </label>
            <select
              id={sizeId}
              value={size ?? ''}
              onChange={(event) => setPicked(event.target.value)}
              className="border-ink/25 min-h-11 w-full rounded-full border bg-white px-4 text-sm"
            >
              {size === null ? <option value="">Sold out</option> : null}
              {sizes.map((s) => {
                const open = sizeInStock(s, counts);
                return (
                  <option key={s} value={s} disabled={!open}>
                    Size {open ? s : soldOutSizeName(s)}
                  </option>
                );
              })}
            </select>
          </>
        ) : null}
        <Button className="w-full px-3" disabled={!card || !canBuyStock(card.stock)} onClick={addToBag}>
          <ShoppingBag aria-hidden="true" className="size-4 shrink-0" />
          Add to Bag
        </Button>
      </div>
    </article>
  );
}
