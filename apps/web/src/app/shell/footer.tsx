// The page's foot: the early-access sign-up (the marquee and "Join Early Access" buttons lead here),
// the shop's numbers and social accounts, and every link a shopper looks for at the bottom of a page.
import { ITEMS_SOLD_CLAIM, MARQUEE_EARLY_ACCESS_CLAIM, MEMBERS_CLAIM, TAGLINE } from '@shop/domain/texts';
import { EarlyAccessForm } from '../../features/early-access/components/early-access-form';
import { EARLY_ACCESS_SIGNUP_ID } from '../../lib/scroll-to-early-access';
import { useShopConfig } from '../../lib/shop-config';
import { Container } from '../../components/ui/container';
import { AccessibilityButton } from './a11y-open-button';
import { FooterLinkColumns } from './footer-link-columns';
import { FooterSocialLinks } from './footer-social-links';

// Computed once per process/page load; server and browser agree except across a New Year's midnight.
const YEAR = new Date().getFullYear();

export function Footer() {
  const { shopName } = useShopConfig();
  return (
    <footer className="mt-16 bg-ink text-paper">
      <Container className="py-12 sm:py-16">
        <section
          id={EARLY_ACCESS_SIGNUP_ID}
          aria-labelledby="early-access-heading"
          className="grid scroll-mt-24 gap-6 rounded-3xl border border-paper/15 bg-paper/5 p-5 transition-shadow sm:p-8 md:grid-cols-2 md:items-center md:gap-10"
        >
          <div>
            <p className="text-xs font-bold uppercase tracking-widest text-accent">Early access · free</p>
            <h2 id="early-access-heading" className="mt-2 text-2xl font-black tracking-tight sm:text-3xl">
              {MEMBERS_CLAIM}
            </h2>
            <p className="mt-3 text-paper/75">
              New drops open to members {MARQUEE_EARLY_ACCESS_CLAIM} before everyone else. Free to join, no
              spam, leave any time.
            </p>
          </div>
          <EarlyAccessForm />
        </section>

        <div className="mt-12 grid grid-cols-2 gap-x-6 gap-y-10 sm:grid-cols-3 lg:grid-cols-[1.5fr_1fr_1fr_1.2fr]">
          <div className="col-span-2 sm:col-span-3 lg:col-span-1">
            <p className="text-xl font-black uppercase tracking-tight">{shopName}</p>
            <p className="mt-2 text-sm text-paper/75">{TAGLINE}</p>
            <dl className="mt-5">
              <dt className="text-xs font-bold uppercase tracking-widest text-paper/70">Items Sold</dt>
              <dd className="text-3xl font-black text-accent">{ITEMS_SOLD_CLAIM}</dd>
            </dl>
            <div className="mt-5">
              <FooterSocialLinks />
            </div>
          </div>
          <FooterLinkColumns />
        </div>

        <div className="mt-12 flex flex-col gap-2 border-t border-paper/15 pt-6 text-xs text-paper/70 sm:flex-row sm:justify-between">
          <p>
            © {YEAR} {shopName}. All rights reserved.
          </p>
          <p>Prices in KES · Pay with M-Pesa, card or bank · Nairobi delivery</p>
          <AccessibilityButton className="inline-flex min-h-11 items-center gap-2 self-start font-semibold underline-offset-4 hover:underline sm:-my-3" />
        </div>
      </Container>
    </footer>
  );
}
