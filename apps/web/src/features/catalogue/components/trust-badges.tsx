// Why shop here, in four lines, from the same delivery settings the checkout charges by.
import { formatKes } from '@shop/domain/rules';
import { RETURN_WINDOW_DAYS } from '@shop/domain/timings';
import { BadgeCheck, RotateCcw, Smartphone, Truck } from 'lucide-react';
import { useDeliverySettings } from '../../../lib/shop-settings';

const BADGES = [
  { Icon: Smartphone, title: 'Pay with M-Pesa', text: 'Card and bank work too' },
  { Icon: RotateCcw, title: `${RETURN_WINDOW_DAYS}-day returns`, text: 'If it is not as described' },
  { Icon: BadgeCheck, title: 'Hand-checked', text: 'Every piece inspected before it ships' },
];

export function TrustBadges() {
  const freeFrom = formatKes(useDeliverySettings().free_from);
  return (
    <section aria-label="Why shop with us" className="border-ink/10 border-t">
      <ul className="mx-auto grid max-w-6xl grid-cols-2 gap-4 px-4 py-8 md:grid-cols-4">
        {[
          { Icon: Truck, title: 'Free Nairobi delivery', text: `On orders of ${freeFrom} or more` },
          ...BADGES,
        ].map(({ Icon, title, text }) => (
          <li key={title} className="flex items-start gap-3">
            <Icon className="text-ink mt-0.5 size-6 shrink-0" aria-hidden />
            <div>
              <p className="text-sm font-bold">{title}</p>
              <p className="text-muted text-xs">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
