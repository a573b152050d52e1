// A bundle's page body: its pictures, price against the pieces bought one by one, what it saves,
// every piece with a size picker where the piece has sizes (sizes one bundle cannot be made from are
// shown but off, the first that can preselected), and Add Bundle to Bag (off at stock 0: the bundle's
// stock is what its pieces' sizes can really make).
import {
  bundleAvailability,
  canBuyStock,
  formatKes,
  initialSize,
  sortSizes,
  stockBadge,
} from '@shop/domain/rules';
import { SIZE_REQUIRED_MESSAGE } from '@shop/domain/texts';
import { clsx } from 'clsx';
import { ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/notify';
import type { Bundle } from '../api/types';
import { useBagActions } from '../hooks/use-bag-actions';
import { bundleSavings } from './bundle-card';
import { ProductPicture } from '../../../components/ui/product-picture';
import { ProductGallery } from './product-gallery';
import { SizePicker } from './size-picker';

const STOCK_TONE = { 'in-stock': 'text-emerald-700', low: 'text-amber-700', out: 'text-red-700' } as const;

/** The bundle's own pictures, or its pieces' first pictures when it has none. */
export const bundleImages = (bundle: Bundle) => {
  const own = [bundle.featured_image, ...bundle.images].filter((src): src is string => !!src);
  const pictures = own.length > 0 ? own : bundle.bundle_items.map((item) => item.product.images[0] ?? '');
  return [...new Set(pictures.filter(Boolean))];
};

type Piece = Bundle['bundle_items'][number];

/** The sizes a piece comes in, smallest first (a piece without sizes has only the '' count). */
const pieceSizes = ({ product }: Piece) => sortSizes(Object.keys(product.size_stock));

/** Bundles each size of a piece can make: one bundle takes `quantity` pieces of one size. */
function bundlesBySize({ quantity, product }: Piece): Record<string, number> {
  const perBundle = Math.max(1, quantity);
  return Object.fromEntries(
    Object.entries(product.size_stock).map(([size, n]) => [size, Math.floor(n / perBundle)]),
  );
}

function firstSizes(bundle: Bundle): Record<string, string> {
  const sizes: Record<string, string> = {};
  for (const item of bundle.bundle_items) {
    const first = initialSize(pieceSizes(item), bundlesBySize(item));
    if (first) sizes[item.product.id] = first;
  }
  return sizes;
}

/** What the bag line may hold: the bundle's stock, and no more than the chosen sizes can make. */
function stockInSizes(bundle: Bundle, sizes: Readonly<Record<string, string>>): number {
  const inSizes = bundleAvailability(
    {
      trackInventory: false,
      ownStock: 0,
      components: bundle.bundle_items.map(({ quantity, product }) => ({
        productId: product.id,
        quantity,
        sizeStock: product.size_stock,
      })),
    },
    sizes,
  );
  return Math.min(bundle.stock, inSizes);
}

export function BundleDetails({ bundle }: { bundle: Bundle }) {
  const [chosen, setChosen] = useState<Record<string, string>>(() => firstSizes(bundle));
  const [missing, setMissing] = useState<string[]>([]);
  const bag = useBagActions();
  const images = bundleImages(bundle);
  const savings = bundleSavings(bundle);
  const stock = stockBadge(bundle.stock);
  const buyable = canBuyStock(bundle.stock);

  const choose = (productId: string, size: string) => {
    setChosen((was) => ({ ...was, [productId]: size }));
    setMissing((list) => list.filter((id) => id !== productId));
  };

  const addBundle = () => {
    const unsized = bundle.bundle_items
      .filter((item) => pieceSizes(item).length > 0 && !chosen[item.product.id])
      .map(({ product }) => product.id);
    setMissing(unsized);
    if (unsized.length > 0) {
      notify.error(SIZE_REQUIRED_MESSAGE);
      return;
    }
    bag.addBundle(
      {
        ...bundle,
        stock: stockInSizes(bundle, chosen),
        images,
        products: bundle.bundle_items.map(({ quantity, product }) => ({ quantity, product })),
      },
      chosen,
    );
  };

  return (
    <div className="grid gap-6 md:grid-cols-2 md:gap-10">
      <ProductGallery
        images={images}
        name={bundle.name}
        eager
        sizes="(min-width: 1152px) 540px, (min-width: 768px) 50vw, 100vw"
      />
      <div className="flex min-w-0 flex-col gap-4">
        <p className="bg-accent text-accent-ink w-fit rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide">
          BUNDLE · {bundle.bundle_items.length} ITEMS
        </p>
        <div>
          <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{bundle.name}</h1>
          <p className="mt-2 flex flex-wrap items-baseline gap-x-3">
            <span className="text-2xl font-bold">{formatKes(bundle.price)}</span>
            {bundle.components_total > bundle.price ? (
              <s className="text-muted">
                <span className="sr-only">Bought separately </span>
                {formatKes(bundle.components_total)}
              </s>
            ) : null}
          </p>
          {savings > 0 ? (
            <p className="mt-1 font-semibold text-emerald-700">You save {formatKes(savings)}</p>
          ) : null}
          <p className={clsx('mt-1 text-sm font-semibold', STOCK_TONE[stock.tone])}>{stock.text}</p>
        </div>
        {bundle.description ? (
          <p className="text-sm leading-relaxed whitespace-pre-line">{bundle.description}</p>
        ) : null}

        <section aria-labelledby="bundle-items-heading">
          <h2 id="bundle-items-heading" className="mb-2 text-lg font-bold">
            What&apos;s inside
          </h2>
          <ul className="divide-ink/10 border-ink/10 divide-y border-y">
            {bundle.bundle_items.map((item) => {
              const { quantity, product } = item;
              const sizes = pieceSizes(item);
              return (
                <li key={product.id} className="flex gap-3 py-3">
                  <div className="h-20 w-16 shrink-0 overflow-hidden rounded-lg bg-neutral-200">
                    {product.images[0] ? (
                      <ProductPicture
                        width={64}
                        height={80}
                        src={product.images[0]}
                        alt=""
                        sizes="64px"
                        className="h-full w-full object-cover"
                      />
                    ) : null}
                  </div>
                  <div className="min-w-0 flex-1">
                    <p className="font-medium">
                      {quantity > 1 ? <span>{quantity} × </span> : null}
                      <Link to={`/products/${product.slug}`} className="underline-offset-4 hover:underline">
                        {product.name}
                      </Link>
                    </p>
                    <p className="text-muted text-sm">{formatKes(product.price)}</p>
                    {sizes.length > 0 ? (
                      <div className="mt-2">
                        <SizePicker
                          id={`bundle-size-${product.id}`}
                          groupLabel={`Size for ${product.name}`}
                          sizes={sizes}
                          stock={bundlesBySize(item)}
                          value={chosen[product.id] ?? null}
                          onChange={(size) => choose(product.id, size)}
                          error={missing.includes(product.id) ? SIZE_REQUIRED_MESSAGE : null}
                        />
                      </div>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        </section>

        <Button disabled={!buyable} onClick={addBundle}>
          <ShoppingBag aria-hidden="true" className="size-4" />
          Add Bundle to Bag
        </Button>
      </div>
    </div>
  );
}
