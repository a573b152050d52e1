// The terms of sale. Membership numbers are the owner's tier settings as the server rendered the page,
// so the page states the rules the shop actually applies.
import { DEFAULT_TIER_SETTINGS, formatKes, tierThresholds, type CustomerTier } from '@shop/domain/rules';
import { TIER_BENEFITS } from '@shop/domain/texts';
import { EARLY_ACCESS_HOURS } from '@shop/domain/timings';
import { Link } from 'react-router';
import { useShopConfig } from '../../../lib/shop-config';
import { PageSection, StaticPage } from './static-page';

const TIER_NAMES: Record<CustomerTier, string> = { regular: 'Regular', premium: 'Premium', vip: 'VIP' };

function TierList() {
  const thresholds = tierThresholds(useShopConfig().tiers ?? DEFAULT_TIER_SETTINGS);
  return (
    <ul>
      {(['premium', 'vip'] as const).map((tier) => (
        <li key={tier}>
          <strong>{TIER_NAMES[tier]}:</strong> {formatKes(thresholds[tier].totalSpent)} spent over at least{' '}
          {thresholds[tier].totalOrders} orders. Benefits: {TIER_BENEFITS[tier].join(', ')}.
        </li>
      ))}
    </ul>
  );
}

export function TermsContent() {
  const { shopName, supportEmail } = useShopConfig();
  const mail = <a href={`mailto:${supportEmail}`}>{supportEmail}</a>;
  return (
    <StaticPage
      title="Terms of Service"
      intro={
        <p>
          These terms apply when you shop at {shopName}. By placing an order or creating an account you agree
          to them. They are written to be read; if anything is unclear, ask us at {mail}.
        </p>
      }
    >
      <PageSection id="ordering" title="Ordering">
        <p>
          You can shop as a guest or with an account. Add items to your bag, check out, and pay. Your order is
          placed when our payment provider confirms your payment; we then e-mail or show you the confirmation
          and ask for your delivery details.
        </p>
      </PageSection>

      <PageSection id="prices" title="Prices">
        <p>
          All prices are in Kenyan shillings (KES), in whole shillings. The price charged is the one our
          server confirms at checkout, after any valid discount code. Delivery is charged separately and shown
          before you pay (see <Link to="/shipping-returns">Shipping &amp; Returns</Link>). Discount codes have
          their own conditions and expiry, cannot be exchanged for cash and cannot be combined unless we say
          so.
        </p>
      </PageSection>

      <PageSection id="payment" title="Payment">
        <p>
          M-Pesa is the default way to pay; card and bank payments are also accepted. Payments are processed
          by our payment provider, and we never see your card number or M-Pesa PIN. A payment that fails or is
          cancelled does not create an order.
        </p>
      </PageSection>

      <PageSection id="condition" title="Second-hand items">
        <p>
          Most of what we sell is pre-loved. Every piece is checked and described honestly, including any
          visible signs of wear. Colours can look slightly different on different screens, and sizes of
          vintage pieces can differ from today&apos;s labels, so check the measurements and the size chart.
        </p>
      </PageSection>

      <PageSection id="availability" title="Availability">
        <p>
          Thrift pieces are usually one of a kind. Adding an item to your bag does not reserve it: while you
          pay, we hold it for you for a short time, and{' '}
          <strong>an item is only yours once your payment is confirmed</strong>. If a payment is confirmed
          after the item was sold to someone else, we refund you in full.
        </p>
      </PageSection>

      <PageSection id="delivery-returns" title="Delivery, returns and refunds">
        <p>
          Delivery fees and times, returns, refunds and damaged-item reports follow our{' '}
          <Link to="/shipping-returns">Shipping &amp; Returns policy</Link>. Nothing in these terms takes away
          the rights you have under the Consumer Protection Act, 2012.
        </p>
      </PageSection>

      <PageSection id="accounts" title="Accounts">
        <p>
          Give accurate details and keep your password to yourself; you are responsible for what happens under
          your account. Guest orders are linked to the device you ordered on and your phone number. We may
          suspend accounts that break these terms.
        </p>
      </PageSection>

      <PageSection id="membership" title="Early access and membership tiers">
        <p>
          Joining the early-access list is free. New drops open to members before everyone else:{' '}
          {EARLY_ACCESS_HOURS.member} hours early for early-access members, {EARLY_ACCESS_HOURS.premium} hours
          for Premium and {EARLY_ACCESS_HOURS.vip} hours for VIP customers. Tiers are earned automatically
          from confirmed orders:
        </p>
        <TierList />
        <p>
          Everyone else enjoys the {TIER_NAMES.regular} tier:{' '}
          {TIER_BENEFITS.regular.join(' and ').toLowerCase()}. Some items are reserved for a tier. We may
          change tier benefits for the future; benefits already used stay yours.
        </p>
      </PageSection>

      <PageSection id="acceptable-use" title="Acceptable use">
        <p>
          Do not misuse the shop: no automated buying or scraping, no attempts to get around prices, limits or
          security, and no unlawful, hateful or infringing content in videos, reviews or messages. Content you
          upload stays yours, and you allow us to show it in the shop.
        </p>
      </PageSection>

      <PageSection id="liability" title="Liability">
        <p>
          We take care to describe items accurately and keep the shop running, but we are not liable for
          losses we could not reasonably foresee or control. Our liability for an order is limited to the
          amount you paid for it, except where the law does not allow such a limit.
        </p>
      </PageSection>

      <PageSection id="law" title="Governing law">
        <p>
          These terms are governed by the laws of Kenya, and the courts of Kenya decide any dispute we cannot
          settle together first.
        </p>
      </PageSection>

      <PageSection id="contact" title="Changes and contact">
        <p>
          We may update these terms; the version on this page when you place an order applies to that order.
          Questions: {mail}. How we handle your data is explained in our{' '}
          <Link to="/privacy">Privacy Policy</Link>.
        </p>
      </PageSection>
    </StaticPage>
  );
}
