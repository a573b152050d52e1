import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_SUPPORT_SETTINGS, orderHelpMessage, socialLinks, whatsappLink } from './support';

describe('whatsappLink', () => {
  it('gives wa.me the number as digits only, with the text typed in', () => {
    expect(whatsappLink('+254712345678')).toBe('https://wa.me/254712345678');
    expect(whatsappLink('+254712345678', orderHelpMessage('AB12CD34'))).toBe(
      'https://wa.me/254712345678?text=Hi%2C%20I%20need%20help%20with%20my%20order%20%23AB12CD34.',
    );
    expect(whatsappLink('+254 712 345 678', '   ')).toBe('https://wa.me/254712345678');
  });

  it('carries any text through unchanged (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
        (text) => {
          const [base, query] = whatsappLink('+254712345678', text).split('?text=');
          expect(base).toBe('https://wa.me/254712345678');
          expect(decodeURIComponent(query!)).toBe(text.trim());
        },
      ),
    );
  });
});

describe('socialLinks', () => {
  it('lists the accounts the shop has, in the footer order, leaving out empty ones', () => {
    expect(socialLinks(DEFAULT_SUPPORT_SETTINGS).map((s) => s.name)).toEqual([
      'Instagram',
      'TikTok',
      'Facebook',
      'X',
    ]);
    const some = { ...DEFAULT_SUPPORT_SETTINGS, tiktok: '', x: '' };
    expect(socialLinks(some)).toEqual([
      { network: 'instagram', name: 'Instagram', href: 'https://www.instagram.com/tntthrift' },
      { network: 'facebook', name: 'Facebook', href: 'https://www.facebook.com/tntthrift' },
    ]);
  });
});
