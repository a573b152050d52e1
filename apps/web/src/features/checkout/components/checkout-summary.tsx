// The order summary (spec §2): "name x quantity" with the line price; bundles as "name (Bundle) x
// quantity" with their pieces as "quantity x name"; "Your bag is empty" when there is nothing.
import { bundleLineKey, formatKes, isBagEmpty, itemKeyOf, type Bag } from '@shop/domain/rules';
import { CHECKOUT_EMPTY_BAG_MESSAGE } from '@shop/domain/texts';
import { useId } from 'react';

export function CheckoutSummary({ bag }: { bag: Bag }) {
  const headingId = useId();
  if (isBagEmpty(bag)) {
    return <p className="py-8 text-center text-lg font-semibold">{CHECKOUT_EMPTY_BAG_MESSAGE}</p>;
  }
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-sm font-bold tracking-wide uppercase">
        Order summary
      </h3>
      <ul className="divide-ink/10 mt-2 divide-y text-sm" data-testid="checkout-lines">
        {bag.items.map((line) => (
          <li key={itemKeyOf(line)} className="flex justify-between gap-3 py-2">
            <span className="min-w-0">
              <span className="font-semibold">
                {line.product.name} x {line.quantity}
              </span>
              {line.selectedSize ? (
                <span className="text-muted block text-xs">Size {line.selectedSize}</span>
              ) : null}
            </span>
            <span className="shrink-0 font-semibold tabular-nums">
              {formatKes(line.product.price * line.quantity)}
            </span>
          </li>
        ))}
        {bag.bundles.map((line) => (
          <li key={bundleLineKey(line)} className="py-2">
            <div className="flex justify-between gap-3">
              <span className="min-w-0 font-semibold">
                {line.bundle.name} (Bundle) x {line.quantity}
              </span>
              <span className="shrink-0 font-semibold tabular-nums">
                {formatKes(line.bundle.price * line.quantity)}
              </span>
            </div>
            <ul
              className="text-muted mt-1 space-y-0.5 pl-3 text-xs"
              aria-label={`Pieces in ${line.bundle.name}`}
            >
              {line.bundle.products.map((piece) => (
                <li key={piece.product.id}>
                  {piece.quantity} x {piece.product.name}
                  {line.selectedSizes[piece.product.id] ? ` (${line.selectedSizes[piece.product.id]})` : ''}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
