// The shop's social accounts, as the owner set them (admin → Content → Support); an account left
// empty is not shown. lucide no longer ships brand marks, so these are small outline glyphs drawn on
// lucide's 24 px grid to sit beside its icons.
import { socialLinks, type SocialNetwork } from '@shop/domain/rules';
import type { ReactNode } from 'react';
import { useSupportSettings } from '../../lib/support-links';

const GLYPHS: Record<SocialNetwork, ReactNode> = {
  instagram: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="4" />
      <circle cx="12" cy="12" r="3.5" />
      <path d="M16.5 7.5v.01" />
    </>
  ),
  tiktok: (
    <path d="M21 7.9v4a10 10 0 0 1-5-1.9V15a6.5 6.5 0 1 1-8-6.3V13a2.5 2.5 0 1 0 4 2V3.5h4.1A6 6 0 0 0 21 7.9z" />
  ),
  facebook: <path d="M7 10v4h3v7h4v-7h3l1-4h-4V8a1 1 0 0 1 1-1h3V3h-3a5 5 0 0 0-5 5v2H7z" />,
  x: <path d="M4 4l11.7 16H20L8.3 4H4zM4 20l6.8-6.8M13.2 10.8 20 4" />,
};

export function FooterSocialLinks() {
  const socials = socialLinks(useSupportSettings());
  if (socials.length === 0) return null;
  return (
    <ul className="flex gap-2">
      {socials.map((social) => (
        <li key={social.network}>
          <a
            href={social.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${social.name} (opens in a new tab)`}
            className="flex size-11 items-center justify-center rounded-full border border-paper/20 text-paper/90 transition-colors hover:border-accent hover:text-accent"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.75"
              strokeLinecap="round"
              strokeLinejoin="round"
              className="size-5"
            >
              {GLYPHS[social.network]}
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
