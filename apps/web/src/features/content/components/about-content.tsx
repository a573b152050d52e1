// The shop's story: who we are, how drops and early access work, and the numbers behind it.
import { ITEMS_SOLD_CLAIM, TAGLINE } from '@shop/domain/texts';
import { EARLY_ACCESS_HOURS } from '@shop/domain/timings';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { useShopConfig } from '../../../lib/shop-config';
import { scrollToEarlyAccessSignup } from '../../../lib/scroll-to-early-access';
import { PageSection, StaticPage } from './static-page';

const STATS = [
  { value: ITEMS_SOLD_CLAIM, label: 'Items sold' },
  { value: '200+', label: 'Early-access members' },
  { value: 'M-Pesa', label: 'Pay the way you pay' },
];

export function AboutContent() {
  const { shopName } = useShopConfig();
  return (
    <StaticPage
      title={`About ${shopName}`}
      intro={
        <>
          <p className="font-semibold text-ink">{TAGLINE}</p>
          <p className="mt-2">
            {shopName} is a curated thrift shop from Nairobi: hand-picked second-hand bags, clothing and
            shoes, released in small drops, paid for with M-Pesa and delivered to your door.
          </p>
        </>
      }
    >
      <dl className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-3">
        {STATS.map((stat) => (
          <div key={stat.label} className="rounded-2xl bg-ink px-4 py-5 text-paper">
            <dt className="text-xs uppercase tracking-widest text-paper/70">{stat.label}</dt>
            <dd className="mt-1 text-2xl font-black text-accent">{stat.value}</dd>
          </div>
        ))}
      </dl>

      <PageSection id="story" title="Our story">
        <p>
          We started with a simple idea: the best pieces in Nairobi&apos;s thrift markets deserve to be found
          without spending a whole Saturday digging through bales. So we do the digging. Every bag, dress,
          jacket and pair of shoes is chosen by hand, checked, cleaned and photographed before it reaches the
          shop.
        </p>
        <p>
          Buying second-hand keeps good clothes in use and out of landfill. It is the most affordable way to
          dress well, and the most sustainable one. Quality pieces, fair prices, less waste.
        </p>
      </PageSection>

      <PageSection id="drops" title="How drops work">
        <p>
          New stock arrives in limited drops rather than all at once. Most pieces are one of a kind, so when
          something is gone, it is gone. An item is yours once your payment is confirmed, which keeps things
          fair for everyone shopping the same drop.
        </p>
      </PageSection>

      <PageSection id="early-access" title="Early access">
        <p>
          Members see each drop before everyone else: early-access members get {EARLY_ACCESS_HOURS.member}{' '}
          hours, Premium customers {EARLY_ACCESS_HOURS.premium} hours and VIPs {EARLY_ACCESS_HOURS.vip} hours.
          Joining the list is free, and tiers are earned simply by shopping with us.
        </p>
        <p className="mt-5 flex flex-wrap gap-3">
          <button type="button" onClick={scrollToEarlyAccessSignup} className={buttonClasses('accent')}>
            Join early access
          </button>
          <Link to="/" className={buttonClasses('outline', 'md', 'no-underline!')}>
            Shop the latest drop
          </Link>
        </p>
      </PageSection>

      <PageSection id="promise" title="Our promise">
        <ul>
          <li>Honest descriptions, including any signs of wear.</li>
          <li>Prices in shillings, M-Pesa first, and no surprises at checkout.</li>
          <li>
            Fast delivery across Nairobi and easy returns (see{' '}
            <Link to="/shipping-returns">Shipping &amp; Returns</Link>).
          </li>
          <li>Real people to talk to when you need help.</li>
        </ul>
        <p className="mt-6 text-2xl font-black tracking-tight text-ink">Shop, Save, Style, Repeat.</p>
      </PageSection>
    </StaticPage>
  );
}
