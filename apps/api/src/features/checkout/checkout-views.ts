// What the browser is told of an opened checkout: the checkout as priced (never the held stock or the
// provider's ids) and the payment modal's settings.
import { CURRENCY, logoSource, PROVIDER_PAYMENT_OPTIONS } from '@shop/domain/rules';
import type { AppDeps } from '../../app-deps';
import { shopIdentity } from '../settings/settings.service';
import type { Checkout } from './checkout.repo';

type Deps = Pick<AppDeps, 'config' | 'payments' | 'database' | 'logger'>;

/** What the browser may know of a checkout. */
export function checkoutView(c: Checkout) {
  return {
    id: c.id,
    tx_ref: c.txRef,
    status: c.status,
    subtotal: c.subtotal,
    discount: c.discountAmount,
    discount_code: c.discountCode,
    delivery_option: c.deliveryOption,
    delivery_fee: c.deliveryFee,
    total: c.total,
    currency: CURRENCY,
    payment_method: c.paymentMethod,
    expires_at: c.expiresAt.toISOString(),
    lines: c.lines,
  };
}

/** The provider modal's settings (spec §7): key, tx_ref, amount, KES, options, customer, customizations. */
export async function modalSettings(deps: Deps, c: Checkout) {
  const shop = await shopIdentity(deps);
  const base = deps.config.PUBLIC_URL ?? '';
  const guest = !c.userId;
  return {
    provider: deps.payments.name,
    public_key: deps.payments.publicKey,
    tx_ref: c.txRef,
    amount: c.total,
    currency: CURRENCY,
    payment_options: PROVIDER_PAYMENT_OPTIONS[c.paymentMethod],
    payment_method: c.paymentMethod,
    customer: {
      // Guests get placeholder values, as the spec's modal does.
      email: c.customerEmail ?? `guest-${c.id.slice(0, 8)}@guest.invalid`,
      phone_number: c.phone ?? '',
      name: guest ? 'Guest Shopper' : (c.customerName ?? 'Customer'),
    },
    customizations: {
      title: shop.name,
      description: `Payment for ${c.lines.items.length + c.lines.bundles.length} item(s)`,
      logo: `${base}${shop.logo ? logoSource(shop.logo) : '/favicon.svg'}`,
    },
  };
}
