// The privacy policy, written for shoppers in Kenya under the Data Protection Act, 2019.
import { Link } from 'react-router';
import { useShopConfig } from '../../../lib/shop-config';
import { PageSection, StaticPage } from './static-page';

export function PrivacyContent() {
  const { shopName, supportEmail } = useShopConfig();
  const mail = <a href={`mailto:${supportEmail}`}>{supportEmail}</a>;
  return (
    <StaticPage
      title="Privacy Policy"
      intro={
        <p>
          {shopName} is an online thrift shop based in Nairobi. This page explains what we know about you,
          why, and the control you have over it under Kenya&apos;s Data Protection Act, 2019.
        </p>
      }
    >
      <PageSection id="who-we-are" title="Who we are">
        <p>
          {shopName} decides how your personal data is used in running this shop (the &ldquo;data
          controller&rdquo;). For anything about your data, write to {mail}.
        </p>
      </PageSection>

      <PageSection id="what-we-collect" title="What we collect">
        <ul>
          <li>
            <strong>Account details:</strong> your name, e-mail address and a password we store only as a
            secure hash, never in readable form. If you sign in with Google, we receive your name and e-mail
            from Google.
          </li>
          <li>
            <strong>Phone number:</strong> to confirm payments, find guest orders and arrange delivery.
          </li>
          <li>
            <strong>Delivery details:</strong> the recipient&apos;s name, phone number, delivery address and,
            only if you choose to share it, your location on the map.
          </li>
          <li>
            <strong>Orders:</strong> what you bought, what you paid, the payment reference and the
            order&apos;s status. Your total spend and number of orders decide your membership tier.
          </li>
          <li>
            <strong>Early-access sign-up:</strong> your e-mail address and, if you give it, your first name.
          </li>
          <li>
            <strong>Preferences you add:</strong> sizes, styles and notification choices on your profile, and
            videos you upload.
          </li>
          <li>
            <strong>On your device:</strong> your bag, wishlist and a random guest id are kept in your
            browser&apos;s storage so they survive a refresh. They stay on your phone or computer until a
            guest order or sign-in sends what is needed to us.
          </li>
          <li>
            <strong>Technical data:</strong> when a page fails, the page address and error message are sent to
            us so we can fix it. Our servers also log IP addresses for security.
          </li>
        </ul>
      </PageSection>

      <PageSection id="why" title="Why we use it">
        <ul>
          <li>To take, deliver and support your orders, and to handle returns and refunds.</li>
          <li>To verify payments with our payment provider and keep an order for every confirmed payment.</li>
          <li>To run your account, membership tier and early access to new drops.</li>
          <li>
            To send the e-mails you asked for, such as drop alerts. You can switch these off in your profile
            or leave the early-access list at any time.
          </li>
          <li>To keep the shop safe: preventing fraud, abuse and repeated sign-in attempts.</li>
          <li>To keep the business and tax records Kenyan law requires.</li>
        </ul>
        <p>We do not sell your data and we do not use it for advertising by other companies.</p>
      </PageSection>

      <PageSection id="payments" title="Payments">
        <p>
          M-Pesa, card and bank payments are processed by our payment provider.{' '}
          <strong>We never see or store your card number or your M-Pesa PIN.</strong> We receive only what we
          need to confirm your order: the payment reference, the amount, the method and whether it succeeded.
        </p>
      </PageSection>

      <PageSection id="sharing" title="Who we share it with">
        <ul>
          <li>Our payment provider, to take and verify payments.</li>
          <li>
            The rider or courier delivering your order: the recipient&apos;s name, phone number and address.
          </li>
          <li>
            The services that host the shop and send our e-mails, under agreements to protect your data.
          </li>
          <li>Authorities, when Kenyan law requires it.</li>
        </ul>
      </PageSection>

      <PageSection id="cookies" title="Cookies and device storage">
        <p>
          We use a single session cookie to keep you signed in. It cannot be read by scripts on the page, and
          we use no advertising or tracking cookies. Your bag, wishlist and guest id live in your
          browser&apos;s storage; clearing your browser data removes them.
        </p>
      </PageSection>

      <PageSection id="retention" title="How long we keep it">
        <ul>
          <li>Orders and payment records: as long as tax and accounting law requires.</li>
          <li>Your account and profile: until you ask us to delete your account.</li>
          <li>The early-access list: until you unsubscribe.</li>
          <li>
            Error reports and security logs: only as long as needed to fix problems and protect the shop.
          </li>
        </ul>
      </PageSection>

      <PageSection id="your-rights" title="Your rights">
        <p>Under the Data Protection Act, 2019 you have the right to:</p>
        <ul>
          <li>be told how your personal data is used (this page);</li>
          <li>see the personal data we hold about you;</li>
          <li>have wrong or misleading data corrected, and data we no longer need deleted;</li>
          <li>object to our use of your data, including for marketing;</li>
          <li>withdraw a consent you gave, such as for drop e-mails;</li>
          <li>receive your data in a portable, machine-readable form.</li>
        </ul>
        <p>
          To use any of these rights, write to {mail}; we answer within the time the Act sets. If you are not
          happy with our answer, you can complain to the Office of the Data Protection Commissioner.
        </p>
      </PageSection>

      <PageSection id="security" title="Keeping it safe">
        <p>
          The shop runs over an encrypted connection, passwords are hashed, sign-in can be protected with a
          second step, and only the people who need your data to serve you can see it.
        </p>
      </PageSection>

      <PageSection id="changes" title="Changes and contact">
        <p>
          If we change this policy we will update this page, and tell you by e-mail when the change matters to
          you. Questions are welcome at {mail}. See also our <Link to="/terms">Terms of Service</Link>.
        </p>
      </PageSection>
    </StaticPage>
  );
}
