// Who sees which navigation links: 'VIP Lounge' for vip-tier customers only, Upload for admins.
import { describe, expect, it } from 'vitest';
import type { Me } from '../../lib/me';
import { mainLinks } from './navbar-links';

const customer = (patch: Partial<Me>): Me => ({
  user: { id: 'u1', email: 'shopper@example.com', name: 'Shopper' },
  isAdmin: false,
  tier: 'regular',
  earlyAccessMember: false,
  ...patch,
});
const labels = (me: Me | undefined) => mainLinks(me).map((link) => link.label);

describe('mainLinks', () => {
  it('shows VIP Lounge to vip customers only', () => {
    expect(labels(customer({ tier: 'vip' }))).toContain('VIP Lounge');
    expect(mainLinks(customer({ tier: 'vip' })).find((l) => l.label === 'VIP Lounge')?.to).toBe(
      '/vip-collection',
    );
    for (const tier of ['regular', 'premium', null] as const) {
      expect(labels(customer({ tier, earlyAccessMember: true }))).not.toContain('VIP Lounge');
    }
    expect(labels({ user: null, isAdmin: false, tier: 'vip' })).not.toContain('VIP Lounge');
    expect(labels(undefined)).toEqual(['Shop', 'Bundles', 'FAQ']);
  });

  it('shows Upload to admins', () => {
    expect(labels(customer({ isAdmin: true }))).toContain('Upload');
    expect(labels(customer({}))).not.toContain('Upload');
  });
});
