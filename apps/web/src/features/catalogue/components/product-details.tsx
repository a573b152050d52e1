// The body the product dialog and the product page share: pictures or video, name, price, badges,
// the early-access countdown, sizes (the first one in stock chosen; sold-out ones shown but off), Add
// to Bag and Buy Now (off at stock 0), the size chart, the description and the fabric details. It
// renders from a card's fields at once; the detail's extras (description, video, fabrics) fill in when
// they arrive.
import {
  accessBadges,
  canBuyStock,
  formatKes,
  initialSize,
  isAlmostGone,
  showsCrossedOutPrice,
  stockBadge,
} from '@shop/domain/rules';
import { discountBadgeText, productCountdownText, ALMOST_GONE_TEXT } from '@shop/domain/texts';
import { clsx } from 'clsx';
import { Clock, ShoppingBag, Truck, Zap } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { emit } from '../../../lib/events';
import { useDeliverySettings } from '../../../lib/shop-settings';
import { sizeInStock } from '../../../lib/size-stock';
import { useMinuteClock } from '../../../lib/use-minute-clock';
import { WishlistButton } from '../../../lib/wishlist-state';
import type { ProductCard, ProductDetail } from '../api/types';
import { useBagActions } from '../hooks/use-bag-actions';
import { useYourSize } from '../hooks/use-your-size';
import { AskAboutPiece } from './ask-about-piece';
import { BuyNowSizeDialog } from './buy-now-size-dialog';
import { FabricViewer } from './fabric-viewer';
import { ProductGallery } from './product-gallery';
import { SizePicker } from './size-picker';

const STOCK_TONE = { 'in-stock': 'text-emerald-700', low: 'text-amber-700', out: 'text-red-700' } as const;

// The countdown depends on the clock, so it shows after hydration (the server's time is not the
// shopper's) and moves on every minute.
function EarlyAccessCountdown({ until }: { until: string }) {
  const now = useMinuteClock();
  return (
    <p className="inline-flex min-h-6 items-center gap-1.5 text-sm font-semibold text-violet-700">
      <Clock aria-hidden="true" className="size-4" />
      {now === null ? null : (
        <>
          <span className="sr-only">Public in </span>
          {productCountdownText(until, now)}
        </>
      )}
    </p>
  );
}

function Section({ title, children, open = false }: { title: string; children: ReactNode; open?: boolean }) {
  return (
    <details open={open} className="group border-ink/10 border-t py-1">
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between font-semibold">
        {title}
        <span aria-hidden="true" className="text-xl transition-transform group-open:rotate-45">
          +
        </span>
      </summary>
      <div className="pb-4">{children}</div>
    </details>
  );
}

const sizeChartStart = (category: string) => ({
  category: category === 'shoes' ? ('shoes' as const) : ('clothing' as const),
});

type Props = {
  product: ProductCard;
  /** The full product, once loaded. */
  detail?: ProductDetail;
  /** Why the detail could not be loaded, if it could not. */
  detailError?: string | null;
  variant: 'page' | 'dialog';
  titleId: string;
  /** Called after Add to Bag put the product in the bag. */
  onAdded?: () => void;
};

export function ProductDetails({ product, detail, detailError, variant, titleId, onAdded }: Props) {
  const item = detail ?? product;
  // The shopper's pick, else the size their profile points to ("Your size"), else the first still
  // in stock (sold-out sizes are shown but cannot be chosen); the detail's fresher counts may take a
  // preselected size away.
  const [picked, setSize] = useState<string | null>(null);
  const yourSize = useYourSize(item);
  const size =
    picked !== null && sizeInStock(picked, item.size_stock)
      ? picked
      : (yourSize?.size ?? initialSize(item.sizes, item.size_stock));
  const [sizeError, setSizeError] = useState<string | null>(null);
  const [choosingSize, setChoosingSize] = useState(false);
  const bag = useBagActions();
  const freeFrom = useDeliverySettings().free_from;
  const buyable = canBuyStock(item.stock);
  const stock = stockBadge(item.stock);
  const discount = discountBadgeText(item.discount_percentage);
  const badges = [
    ...accessBadges(item),
    ...(detail?.is_new ? ['NEW'] : []),
    ...(detail?.is_bestseller ? ['BESTSELLER'] : []),
  ];
  const until = item.early_access_only && item.early_access_until ? item.early_access_until : null;
  const Title = variant === 'page' ? 'h1' : 'h2';

  const choose = (next: string) => {
    setSize(next);
    setSizeError(null);
  };

  return (
    <div
      className={clsx(
        'grid gap-6',
        variant === 'page' ? 'md:grid-cols-2 md:gap-10' : 'md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]',
      )}
    >
      <ProductGallery
        images={item.images}
        name={item.name}
        videoUrl={detail?.video_url}
        eager={variant === 'page'}
        sizes={
          variant === 'page'
            ? '(min-width: 1152px) 540px, (min-width: 768px) 50vw, 100vw'
            : '(min-width: 768px) 380px, 100vw'
        }
      />
      <div className="flex min-w-0 flex-col gap-4">
        {badges.length > 0 || discount ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Badges">
            {discount ? (
              <li className="rounded-full bg-red-600 px-2.5 py-0.5 text-xs font-bold text-white">
                {discount}
              </li>
            ) : null}
            {badges.map((badge) => (
              <li
                key={badge}
                className="bg-ink text-accent rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide"
              >
                {badge}
              </li>
            ))}
          </ul>
        ) : null}
        <div>
          {detail?.drop_name ? (
            <p className="text-muted text-xs font-semibold tracking-wide uppercase">{detail.drop_name}</p>
          ) : null}
          <div className="flex items-start justify-between gap-2">
            <Title
              id={titleId}
              className={clsx(
                'min-w-0 font-black tracking-tight',
                variant === 'page' ? 'text-3xl sm:text-4xl' : 'text-2xl',
              )}
            >
              {item.name}
            </Title>
            <WishlistButton product={item} className="border-ink/25 hover:bg-ink/5 shrink-0 border" />
          </div>
          <p className="mt-2 flex flex-wrap items-baseline gap-x-3">
            <span className="text-2xl font-bold">{formatKes(item.price)}</span>
            {showsCrossedOutPrice(item) ? (
              <s className="text-muted">
                <span className="sr-only">Was </span>
                {formatKes(item.original_price!)}
              </s>
            ) : null}
          </p>
          <p className={clsx('mt-1 text-sm font-semibold', STOCK_TONE[stock.tone])}>
            {stock.text}
            {isAlmostGone(item.stock) ? <span className="ml-2 text-red-700">{ALMOST_GONE_TEXT}</span> : null}
          </p>
          {until ? <EarlyAccessCountdown until={until} /> : null}
        </div>

        {item.sizes.length > 0 ? (
          <SizePicker
            id={`${titleId}-size`}
            sizes={item.sizes}
            stock={item.size_stock}
            value={size}
            onChange={choose}
            error={sizeError}
            onSizeChart={() => emit('open-size-chart', sizeChartStart(item.category))}
            suggestion={yourSize}
          />
        ) : null}

        <div className="grid grid-cols-2 gap-3">
          <Button
            disabled={!buyable}
            onClick={() => {
              const error = bag.addToBag(item, size);
              setSizeError(error);
              if (error === null) onAdded?.();
            }}
          >
            <ShoppingBag aria-hidden="true" className="size-4" />
            Add to Bag
          </Button>
          <Button
            variant="accent"
            disabled={!buyable}
            // With sizes, the size dialog asks first (spec); without, Buy Now goes straight on.
            onClick={() =>
              item.sizes.length > 0 ? setChoosingSize(true) : setSizeError(bag.buyNow(item, null))
            }
          >
            <Zap aria-hidden="true" className="size-4" />
            Buy Now
          </Button>
        </div>
        {choosingSize ? (
          <BuyNowSizeDialog
            productName={item.name}
            sizes={item.sizes}
            stock={item.size_stock}
            initialSize={size}
            onBuy={(chosen) => bag.buyNow(item, chosen)}
            onClose={() => setChoosingSize(false)}
          />
        ) : null}
        <p className="text-muted flex items-center gap-2 text-sm">
          <Truck aria-hidden="true" className="size-4 shrink-0" />
          Free delivery in Nairobi on orders from {formatKes(freeFrom)}.
        </p>
        {variant === 'page' && detail ? <AskAboutPiece product={detail} /> : null}

        <div>
          <Section title="Description" open>
            {detail ? (
              <>
                <p className="text-sm leading-relaxed whitespace-pre-line">
                  {detail.description || 'No description yet.'}
                </p>
                {detail.styles.length > 0 ? (
                  <p className="text-muted mt-3 text-sm">Style: {detail.styles.join(' · ')}</p>
                ) : null}
              </>
            ) : detailError ? (
              <p className="text-sm text-red-700">{detailError}</p>
            ) : (
              <div aria-busy="true" aria-label="Loading the description" className="space-y-2">
                <div className="h-3 animate-pulse rounded bg-neutral-200" />
                <div className="h-3 w-4/5 animate-pulse rounded bg-neutral-200" />
              </div>
            )}
          </Section>
          <Section title="Fabric details" open={variant === 'page'}>
            {detail ? (
              <FabricViewer fabrics={detail.fabric_details} productName={item.name} />
            ) : (
              <p className="text-muted text-sm">{detailError ?? 'Loading…'}</p>
            )}
          </Section>
        </div>
      </div>
    </div>
  );
}
