// One single line of the bag: picture, name, size (a picker once the server said which sizes exist and
// what each has: sold-out sizes are listed but cannot be chosen; choosing a size another line already
// has merges the two), quantity 1–10 (or what its size has left), line price and remove.
import { BAG_LINE_MIN, formatKes, itemQuantityCeiling, type BagItem } from '@shop/domain/rules';
import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { sizeInStock, soldOutSizeName, type SizeCounts } from '../../../lib/size-stock';
import { useBagStore } from '../../../lib/bag-store';
import { BagLinePicture } from './bag-line-picture';
import { QuantityStepper } from './quantity-stepper';

type Props = {
  line: BagItem;
  sizes: readonly string[] | undefined;
  /** The product's pieces by size, from the server's quote. */
  sizeStock?: SizeCounts;
  onNavigate?: () => void;
};

export function BagItemLine({ line, sizes, sizeStock, onNavigate }: Props) {
  const { product, quantity, selectedSize } = line;
  const setQuantity = useBagStore((s) => s.setQuantity);
  const changeSize = useBagStore((s) => s.changeSize);
  const remove = useBagStore((s) => s.remove);
  // Up to 10, or what the line's size has (the server's quote keeps that count on the line).
  const max = itemQuantityCeiling(line);
  const choices = sizes && selectedSize && !sizes.includes(selectedSize) ? [selectedSize, ...sizes] : sizes;
  return (
    <li className="flex gap-3 py-4" data-testid="bag-line">
      <BagLinePicture src={product.images[0]} />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <Link
              to={`/products/${product.slug ?? product.id}`}
              onClick={onNavigate}
              className="line-clamp-2 font-semibold underline-offset-4 hover:underline"
            >
              {product.name || 'Item'}
            </Link>
            <p className="text-muted text-sm">{formatKes(product.price)} each</p>
          </div>
          <button
            type="button"
            onClick={() => remove(product.id, selectedSize)}
            aria-label={`Remove ${product.name} from bag`}
            className="hover:bg-ink/5 -mt-2 -mr-2 grid size-11 shrink-0 place-items-center rounded-full"
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </button>
        </div>
        {choices && choices.length > 0 && selectedSize ? (
          <label className="flex items-center gap-2 text-sm">
            <span className="text-muted">Size</span>
            <select
              value={selectedSize}
              onChange={(event) => changeSize(product.id, selectedSize, event.target.value)}
              aria-label={`Size of ${product.name}`}
              className="border-ink/20 min-h-11 rounded-lg border bg-white px-2 font-semibold"
            >
              {choices.map((size) => {
                // The line's own size stays listed as it is; the quote takes a sold-out line away.
                const open = size === selectedSize || sizeInStock(size, sizeStock);
                return (
                  <option key={size} value={size} disabled={!open}>
                    {open ? size : soldOutSizeName(size)}
                  </option>
                );
              })}
            </select>
          </label>
        ) : selectedSize ? (
          <p className="text-sm">
            <span className="text-muted">Size</span> <span className="font-semibold">{selectedSize}</span>
          </p>
        ) : null}
        <div className="flex items-center justify-between gap-2">
          <QuantityStepper
            name={product.name}
            quantity={quantity}
            min={BAG_LINE_MIN}
            max={max}
            onChange={(next) => setQuantity(product.id, selectedSize, next)}
          />
          <p className="font-bold tabular-nums">{formatKes(product.price * quantity)}</p>
        </div>
      </div>
    </li>
  );
}
