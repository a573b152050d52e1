// The product list: a table on wide screens, cards on phones. Each name opens the product's form
// (?id= on the same address, keeping the filters so Back and "All products" return to this page);
// Quick edit changes the price and the stock in a dialog without leaving the list.
import { formatKes } from '@shop/domain/rules';
import { clsx } from 'clsx';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import type { ProductRow } from '../api/products-api';
import { DataList, type Column } from '../components/data-list';
import { Thumb } from '../components/thumb';
import { Badge } from '../components/status-badges';
import { plural, sentenceCase } from '../format';
import { ProductBadges } from './product-badges';
import { LOW_STOCK, SORT_LABELS, type ProductSort } from './product-params';

type Props = {
  products: ProductRow[];
  sort: ProductSort;
  hrefFor: (id: string) => string;
  onQuickEdit: (product: ProductRow) => void;
};

function QuickEditButton({
  product,
  onQuickEdit,
}: {
  product: ProductRow;
  onQuickEdit: Props['onQuickEdit'];
}) {
  return (
    <button
      type="button"
      onClick={() => onQuickEdit(product)}
      aria-label={`Quick edit ${product.name}: price and stock`}
      className={buttonClasses('outline', 'sm', 'relative z-10 whitespace-nowrap')}
    >
      Quick edit
    </button>
  );
}

function Price({ product }: { product: ProductRow }) {
  return (
    <>
      <span className="font-semibold whitespace-nowrap">{formatKes(product.price)}</span>
      {product.original_price && product.original_price > product.price ? (
        <s className="block text-xs whitespace-nowrap text-muted">
          <span className="sr-only">was </span>
          {formatKes(product.original_price)}
        </s>
      ) : null}
    </>
  );
}

/**
 * Pieces on sale: sold out in red, low stock (5 or fewer) in amber, with the number of sizes and a
 * size that is running out even when the others have plenty.
 */
function Stock({ product }: { product: ProductRow }) {
  const low = product.stock > 0 && product.stock <= LOW_STOCK;
  const sizeLow =
    !low && product.stock > 0 && product.variant_count > 0 && product.lowest_size_stock <= LOW_STOCK;
  return (
    <span className="inline-flex flex-col items-end gap-0.5">
      {product.stock === 0 ? (
        <Badge colour="red">sold out</Badge>
      ) : low ? (
        <Badge colour="yellow" label="Low stock">
          {product.stock} left
        </Badge>
      ) : (
        <span className="font-semibold">{product.stock.toLocaleString('en-US')}</span>
      )}
      {product.variant_count > 0 ? (
        <span className="text-xs whitespace-nowrap text-muted">{plural(product.variant_count, 'size')}</span>
      ) : null}
      {sizeLow ? (
        <span className="text-xs whitespace-nowrap text-amber-800">
          {product.lowest_size_stock === 0 ? 'a size sold out' : `a size at ${product.lowest_size_stock}`}
        </span>
      ) : null}
      {product.stock_check_needed ? <Badge colour="yellow">recount sizes</Badge> : null}
    </span>
  );
}

const productColumns = (
  hrefFor: (id: string) => string,
  onQuickEdit: Props['onQuickEdit'],
): Column<ProductRow>[] => [
  {
    header: <span className="sr-only">Picture</span>,
    headerClassName: 'w-16',
    compact: true,
    cell: (p) => <Thumb src={p.image} />,
  },
  {
    header: 'Product',
    rowHeader: true,
    className: 'max-w-72 font-normal',
    cell: (p) => (
      <>
        <Link to={hrefFor(p.id)} className="line-clamp-2 font-semibold underline-offset-2 hover:underline">
          {p.name}
        </Link>
        <span className="block truncate text-xs text-muted">
          {p.sku ? `${p.sku} · ` : ''}/{p.slug}
        </span>
      </>
    ),
  },
  { header: 'Category', cell: (p) => sentenceCase(p.category) },
  { header: 'Price', align: 'right', cell: (p) => <Price product={p} /> },
  { header: 'Stock', align: 'right', cell: (p) => <Stock product={p} /> },
  {
    header: 'Shown as',
    cell: (p) => (
      <span className="flex max-w-64 flex-wrap gap-1">
        <ProductBadges product={p} />
      </span>
    ),
  },
  {
    header: <span className="sr-only">Quick edit</span>,
    cell: (p) => <QuickEditButton product={p} onQuickEdit={onQuickEdit} />,
  },
];

/** A phone's card: the whole card opens the product (a stretched link); Quick edit sits above it. */
function ProductCard({
  product: p,
  href,
  onQuickEdit,
}: {
  product: ProductRow;
  href: string;
  onQuickEdit: Props['onQuickEdit'];
}) {
  return (
    <div
      className={clsx(
        'relative flex gap-3 rounded-2xl border border-ink/10 p-3 hover:border-ink/40',
        p.is_active ? 'bg-white' : 'bg-stone-50',
      )}
    >
      <Thumb src={p.image} size={64} />
      <span className="min-w-0 flex-1">
        <span className="flex items-start justify-between gap-2">
          <Link to={href} className="line-clamp-2 min-w-0 font-semibold after:absolute after:inset-0">
            {p.name}
          </Link>
          <span className="shrink-0 text-right text-sm">
            <Price product={p} />
          </span>
        </span>
        <span className="mt-0.5 flex items-center justify-between gap-2 text-xs text-muted">
          <span className="truncate">{sentenceCase(p.category)}</span>
          <Stock product={p} />
        </span>
        <span className="mt-1 flex flex-wrap items-center justify-between gap-1">
          <span className="flex flex-wrap gap-1">
            <ProductBadges product={p} />
          </span>
          <QuickEditButton product={p} onQuickEdit={onQuickEdit} />
        </span>
      </span>
    </div>
  );
}

export const ProductsTable = ({ products, sort, hrefFor, onQuickEdit }: Props) => (
  <DataList
    items={products}
    itemKey={(p) => p.id}
    caption={`Products, ${SORT_LABELS[sort].toLowerCase()}`}
    label="Products"
    columns={productColumns(hrefFor, onQuickEdit)}
    card={(p) => <ProductCard product={p} href={hrefFor(p.id)} onQuickEdit={onQuickEdit} />}
    rowClassName={(p) => clsx('hover:bg-ink/[0.02]', !p.is_active && 'bg-stone-50')}
  />
);
