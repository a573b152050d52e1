// One bundle line: its picture, name marked as a bundle, a popover with the first three pieces'
// pictures and '+ n more' (opening in the flow of the line, so it never runs off a phone's edge), quantity 1–5, the line price and remove.
import {
  BUNDLE_LINE_MIN,
  bundleLineKey,
  bundleQuantityCeiling,
  formatKes,
  type BagBundleLine,
} from '@shop/domain/rules';
import { ChevronDown, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { ProductPicture } from '../../../components/ui/product-picture';
import { useBagStore } from '../../../lib/bag-store';
import { BagLinePicture } from './bag-line-picture';
import { QuantityStepper } from './quantity-stepper';

const SHOWN_PIECES = 3;

function BundlePieces({ line }: { line: BagBundleLine }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const pieces = line.bundle.products;
  const more = pieces.length - SHOWN_PIECES;
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={(event) => {
          // Escape folds the pieces away before it would close the whole bag.
          if (event.key === 'Escape' && open) {
            event.stopPropagation();
            setOpen(false);
          }
        }}
        className="text-muted hover:text-ink inline-flex min-h-11 items-center gap-1 text-sm font-medium underline underline-offset-4"
      >
        {pieces.length} {pieces.length === 1 ? 'item' : 'items'} inside
        <ChevronDown aria-hidden="true" className={open ? 'size-4 rotate-180' : 'size-4'} />
      </button>
      {open ? (
        <div
          id={panelId}
          role="region"
          aria-label={`What's inside ${line.bundle.name}`}
          className="bg-paper border-ink/10 mb-1 w-fit max-w-full rounded-xl border p-2 shadow-md"
          data-testid="bundle-popover"
        >
          <ul className="flex flex-wrap items-center gap-2">
            {pieces.slice(0, SHOWN_PIECES).map(({ product, quantity }) => (
              <li key={product.id} className="w-14 shrink-0">
                <div className="h-14 w-14 overflow-hidden rounded-lg bg-neutral-200">
                  <ProductPicture
                    src={product.images[0]}
                    alt={quantity > 1 ? `${quantity} × ${product.name}` : product.name}
                    width={56}
                    height={56}
                    sizes="56px"
                    className="h-full w-full object-cover"
                  />
                </div>
              </li>
            ))}
            {more > 0 ? <li className="text-sm font-semibold whitespace-nowrap">+ {more} more</li> : null}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

export function BagBundleLineView({ line }: { line: BagBundleLine }) {
  const { bundle, quantity } = line;
  const key = bundleLineKey(line);
  const setBundleQuantity = useBagStore((s) => s.setBundleQuantity);
  const removeBundle = useBagStore((s) => s.removeBundle);
  const picture = bundle.featured_image ?? bundle.images[0] ?? bundle.products[0]?.product.images[0];
  return (
    <li className="flex gap-3 py-4" data-testid="bag-bundle-line">
      <BagLinePicture src={picture} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="line-clamp-2 font-semibold">
              {bundle.name} <span className="text-muted text-sm font-medium">(Bundle)</span>
            </p>
            <p className="text-muted text-sm">{formatKes(bundle.price)} each</p>
          </div>
          <button
            type="button"
            onClick={() => removeBundle(key)}
            aria-label={`Remove ${bundle.name} from bag`}
            className="hover:bg-ink/5 -mt-2 -mr-2 grid size-11 shrink-0 place-items-center rounded-full"
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </button>
        </div>
        <BundlePieces line={line} />
        <div className="flex items-center justify-between gap-2">
          <QuantityStepper
            name={bundle.name}
            quantity={quantity}
            min={BUNDLE_LINE_MIN}
            max={bundleQuantityCeiling(line)}
            onChange={(next) => setBundleQuantity(key, next)}
          />
          <p className="font-bold tabular-nums">{formatKes(bundle.price * quantity)}</p>
        </div>
      </div>
    </li>
  );
}
