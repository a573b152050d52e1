// The footer's link columns: where to shop, the legal pages, and how to reach a person.
import { Mail, MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { emit } from '../../lib/events';
import { useShopConfig } from '../../lib/shop-config';
import { useSupportChatUrl, useSupportSettings } from '../../lib/support-links';

const QUICK_LINKS = [
  { to: '/', label: 'Shop' },
  { to: '/bundles', label: 'Bundles' },
  { to: '/faq', label: 'FAQ' },
  { to: '/guest-orders', label: 'My Orders' },
  { to: '/about', label: 'About' },
];

const LEGAL_LINKS = [
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/shipping-returns', label: 'Shipping & Returns' },
];

const LINK = 'inline-flex min-h-9 items-center gap-2 rounded text-paper/80 hover:text-accent';

function Column({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  return (
    <nav aria-label={title} className={className}>
      <h2 className="mb-3 text-xs font-bold uppercase tracking-widest text-accent">{title}</h2>
      <ul className="space-y-1 text-sm">{children}</ul>
    </nav>
  );
}

function LinkColumn({ title, links }: { title: string; links: readonly { to: string; label: string }[] }) {
  return (
    <Column title={title}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={LINK}>
            {link.label}
          </Link>
        </li>
      ))}
    </Column>
  );
}

export function FooterLinkColumns() {
  const { supportEmail } = useShopConfig();
  const { hours } = useSupportSettings();
  const chatUrl = useSupportChatUrl();
  return (
    <>
      <LinkColumn title="Shop" links={QUICK_LINKS} />
      <LinkColumn title="Legal" links={LEGAL_LINKS} />
      <Column title="Help" className="col-span-2 sm:col-span-1">
        <li>
          {/* The shop's own chat; WhatsApp is where the link goes before the page's scripts run. */}
          <a
            href={chatUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={LINK}
            onClick={(event) => {
              event.preventDefault();
              emit('open-chat', {});
            }}
          >
            <MessageCircle aria-hidden="true" className="size-4 shrink-0" />
            Chat with support
          </a>
        </li>
        <li>
          <a href={`mailto:${supportEmail}`} className={`${LINK} [overflow-wrap:anywhere]`}>
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            {supportEmail}
          </a>
        </li>
        <li className="pt-1 text-xs leading-relaxed text-paper/70">{hours}</li>
      </Column>
    </>
  );
}
