// The order's two badges (spec §4): its status (pending yellow, paid blue, fulfilled green, cancelled
// red, other grey) and its fulfillment (shipped blue, delivered green, others yellow, '_' as a space).
// The colour is never the only signal: the words are on the badge, and a screen reader hears which
// badge it is.
import { fulfillmentBadge, orderStatusBadge, type StatusBadge } from '@shop/domain/rules';
import { clsx } from 'clsx';
import { BADGE_CLASSES } from '../api/order-format';

function Badge({ badge, kind }: { badge: StatusBadge; kind: string }) {
  return (
    <span
      data-testid={`${kind.toLowerCase().replace(/\s+/g, '-')}-badge`}
      data-colour={badge.colour}
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        BADGE_CLASSES[badge.colour],
      )}
    >
      <span className="sr-only">{kind}: </span>
      {badge.label}
    </span>
  );
}

export const OrderStatusBadge = ({ status }: { status: string }) => (
  <Badge badge={orderStatusBadge(status)} kind="Order status" />
);

export const FulfillmentBadge = ({ status }: { status: string }) => (
  <Badge badge={fulfillmentBadge(status)} kind="Delivery" />
);
