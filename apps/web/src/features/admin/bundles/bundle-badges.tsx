// A bundle's state in words and colour: on sale or off, featured on the home page, and what the
// storefront can sell now (its own count when tracked, else what its scarcest piece allows).
import { stockBadge, type BadgeColour, type StockTone } from '@shop/domain/rules';
import type { AdminBundle } from '../api/bundles-api';
import { Badge } from '../components/status-badges';

const STOCK_COLOURS: Record<StockTone, BadgeColour> = { 'in-stock': 'green', low: 'yellow', out: 'red' };

export function BundleBadges({
  bundle,
}: {
  bundle: Pick<AdminBundle, 'is_active' | 'is_featured' | 'available'>;
}) {
  const stock = stockBadge(bundle.available);
  return (
    <span className="flex flex-wrap gap-1">
      <Badge colour={bundle.is_active ? 'green' : 'grey'} label="Status">
        {bundle.is_active ? 'active' : 'off'}
      </Badge>
      {bundle.is_featured ? (
        <Badge colour="blue" label="Home page">
          featured
        </Badge>
      ) : null}
      <Badge colour={STOCK_COLOURS[stock.tone]} label="Stock">
        {/* The storefront's words as they are ('Only 2 left'), not title-cased like the state words. */}
        <span className="normal-case">{stock.text}</span>
      </Badge>
    </span>
  );
}
