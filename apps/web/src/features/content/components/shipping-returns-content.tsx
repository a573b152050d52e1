// The shipping and returns policy. The delivery figures are the owner's delivery settings, the same
// values the checkout charges, so the page and the amount paid cannot disagree.
import { DELIVERY_AREAS, clockHour, formatKes, type DeliverySettings } from '@shop/domain/rules';
import { deliveryTimeText } from '@shop/domain/texts';
import { DAMAGE_REPORT_HOURS, REFUND_BUSINESS_DAYS, RETURN_WINDOW_DAYS } from '@shop/domain/timings';
import { Link } from 'react-router';
import { useShopConfig } from '../../../lib/shop-config';
import { useDeliverySettings } from '../../../lib/shop-settings';
import { useSupportChatUrl, useSupportSettings } from '../../../lib/support-links';
import { PageSection, StaticPage } from './static-page';

function FeeTable({ fees }: { fees: DeliverySettings }) {
  const rows = [
    [`Nairobi, orders of ${formatKes(fees.free_from)} or more`, 'Free'],
    [`Nairobi, orders below ${formatKes(fees.free_from)}`, formatKes(fees.standard_fee)],
    [
      `Same-day delivery (order before ${clockHour(fees.same_day_cutoff_hour)} EAT)`,
      formatKes(fees.same_day_fee),
    ],
  ];
  return (
    <table className="mt-4 w-full border-collapse overflow-hidden rounded-xl text-left text-sm sm:text-base">
      <caption className="sr-only">Delivery fees</caption>
      <thead className="bg-ink text-paper">
        <tr>
          {['Delivery', 'Fee'].map((label) => (
            <th key={label} scope="col" className="px-4 py-3 font-semibold last:text-right">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, fee]) => (
          <tr key={label} className="border-b border-ink/10 bg-white">
            <td className="px-4 py-3">{label}</td>
            <td className="whitespace-nowrap px-4 py-3 text-right font-semibold text-ink">{fee}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ShippingReturnsContent() {
  const { shopName, supportEmail } = useShopConfig();
  const { hours } = useSupportSettings();
  const fees = useDeliverySettings();
  const chatUrl = useSupportChatUrl();
  const refundDays = `${REFUND_BUSINESS_DAYS.min}-${REFUND_BUSINESS_DAYS.max} business days`;
  return (
    <StaticPage
      title="Shipping & Returns"
      intro={
        <p>
          {shopName} delivers across Nairobi and the towns around it. Here is what delivery costs, how long it
          takes, and what to do if something isn&apos;t right.
        </p>
      }
    >
      <PageSection id="delivery-fees" title="Delivery fees">
        <p>
          Delivery within Nairobi is <strong>free for orders of {formatKes(fees.free_from)} or more</strong>.
          Below that it costs {formatKes(fees.standard_fee)}. In a hurry? <strong>Same-day delivery</strong>{' '}
          costs {formatKes(fees.same_day_fee)} when you order before {clockHour(fees.same_day_cutoff_hour)}{' '}
          East Africa Time.
        </p>
        <FeeTable fees={fees} />
        <p className="mt-4">
          Your bag total does not include delivery. The checkout shows the delivery fee on its own line before
          you pay, and it is part of the amount you pay.
        </p>
      </PageSection>

      <PageSection id="delivery-times" title="Delivery times">
        <p>Counted from the moment your payment is confirmed:</p>
        <ul>
          {DELIVERY_AREAS.map((area) => (
            <li key={area.area}>
              <strong>{area.label}:</strong> {deliveryTimeText(area.area)}
            </li>
          ))}
        </ul>
        <p>
          After you pay, we ask for your delivery details: who receives the parcel, a phone number, the
          address and, if you like, your location on the map. We use that number to arrange the handover with
          you.
        </p>
      </PageSection>

      <PageSection id="returns" title="Returns">
        <p>
          You can return an item <strong>within {RETURN_WINDOW_DAYS} days of delivery</strong> if it is
          unworn, unwashed and still has its tags.
        </p>
        <p>
          Thrift pieces are one of a kind, so we cannot always swap an item for the same thing in another
          size. An exchange depends on what is in stock; if nothing suits you, we refund you instead.
        </p>
        <p>
          To start a return, message us with your order number (you find it under{' '}
          <Link to="/guest-orders">My Orders</Link>) and tell us what you would like to return. We will
          arrange the pick-up or drop-off with you.
        </p>
      </PageSection>

      <PageSection id="refunds" title="Refunds">
        <p>
          Once the returned item reaches us and we have checked it, your refund is paid within{' '}
          <strong>{refundDays}</strong>, to the M-Pesa number, card or bank account you paid with.
        </p>
      </PageSection>

      <PageSection id="damaged-items" title="Damaged or wrong items">
        <p>
          If an item arrives damaged or is not what you ordered, tell us{' '}
          <strong>within {DAMAGE_REPORT_HOURS} hours of delivery</strong> and send photos of the item and its
          packaging. We will put it right with a replacement where we have one, or a full refund.
        </p>
      </PageSection>

      <PageSection id="contact" title="Questions?">
        <p>
          Our team is available {hours}.{' '}
          <a href={chatUrl} target="_blank" rel="noopener noreferrer">
            Chat with support
          </a>{' '}
          or write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
        </p>
      </PageSection>
    </StaticPage>
  );
}
