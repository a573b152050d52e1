// What the bag drawer and the bag page show: the server's corrections, the lines, the discount box,
// the totals (delivery is confirmed at checkout, not part of the bag total) and the two buttons.
import { bagItemCount, bagTotals, bundleLineKey, formatKes, isBagEmpty, itemKeyOf } from '@shop/domain/rules';
import { BAG_EMPTY_MESSAGE } from '@shop/domain/texts';
import { ShoppingBag } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { AmountRow } from '../../../components/ui/amount-row';
import { BagChangesPanel } from '../../../components/ui/bag-changes-panel';
import { Button, buttonClasses } from '../../../components/ui/button';
import { OfflineNote } from '../../../components/ui/offline-note';
import { useBagQuote } from '../hooks/use-bag-quote';
import { useBagStore } from '../../../lib/bag-store';
import { useOnline } from '../../../lib/use-online';
import { BagBundleLineView } from './bag-bundle-line';
import { BagItemLine } from './bag-item-line';

const DiscountBox = lazy(() => import('./discount-box'));

type Props = {
  onCheckout: () => void;
  /** The drawer offers View Bag; the bag page does not. */
  onViewBag?: () => void;
  /** Called when a link inside leaves for another page (the drawer closes). */
  onNavigate?: () => void;
};

export function BagContents({ onCheckout, onViewBag, onNavigate }: Props) {
  const items = useBagStore((s) => s.items);
  const bundles = useBagStore((s) => s.bundles);
  const discountCode = useBagStore((s) => s.discountCode);
  const { changes, sizes, sizeStock } = useBagQuote();
  const bag = { items, bundles, discountCode };
  const totals = bagTotals(bag);
  const count = bagItemCount(bag);
  const online = useOnline();

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 sm:px-6">
        <BagChangesPanel changes={changes} testId="bag-changes" className="mt-3" />
        {isBagEmpty(bag) ? (
          <div className="flex flex-col items-center gap-4 py-16 text-center">
            <ShoppingBag aria-hidden="true" className="text-muted size-12" />
            <p className="text-lg font-semibold">{BAG_EMPTY_MESSAGE}</p>
            <Link to="/" onClick={onNavigate} className={buttonClasses('outline')}>
              Continue shopping
            </Link>
          </div>
        ) : (
          <>
            <h3 className="sr-only">
              {count} {count === 1 ? 'item' : 'items'}
            </h3>
            <ul className="divide-ink/10 divide-y" aria-label="Items in your bag">
              {items.map((line) => (
                <BagItemLine
                  key={itemKeyOf(line)}
                  line={line}
                  sizes={sizes[line.product.id]}
                  sizeStock={sizeStock[line.product.id]}
                  onNavigate={onNavigate}
                />
              ))}
              {bundles.map((line) => (
                <BagBundleLineView key={bundleLineKey(line)} line={line} />
              ))}
            </ul>
          </>
        )}
      </div>
      {isBagEmpty(bag) ? null : (
        <div className="border-ink/10 space-y-3 border-t px-4 pt-3 pb-4 sm:px-6">
          <Suspense fallback={<div className="h-[5.25rem]" aria-hidden="true" />}>
            <DiscountBox />
          </Suspense>
          <dl className="space-y-1 text-sm">
            <AmountRow label="Subtotal" testId="bag-subtotal">
              {formatKes(totals.subtotal)}
            </AmountRow>
            {discountCode ? (
              <AmountRow
                label={`Discount (${discountCode.code})`}
                testId="bag-discount"
                className="text-emerald-800"
              >
                −{formatKes(totals.discount)}
              </AmountRow>
            ) : null}
            <AmountRow label="Total" testId="bag-total" total>
              {formatKes(totals.total)}
            </AmountRow>
          </dl>
          <p className="text-muted text-xs">Delivery fee is confirmed at checkout.</p>
          {online ? null : <OfflineNote />}
          <div className={onViewBag ? 'grid grid-cols-2 gap-2' : 'grid'}>
            {onViewBag ? (
              <Button variant="outline" onClick={onViewBag}>
                View Bag
              </Button>
            ) : null}
            <Button onClick={onCheckout} disabled={!online}>
              Checkout
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
