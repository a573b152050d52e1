import { describe, it, expect } from 'vitest';
import { productAccess, requiredTier } from './access';
import { GUEST_VIEWER, earlyAccessHours, showsVipLounge, type Viewer } from './viewer';

const signedIn = (patch: Partial<Viewer>): Viewer => ({
  ...GUEST_VIEWER,
  signedIn: true,
  tier: 'regular',
  ...patch,
});
const vip = signedIn({ tier: 'vip' });
const premium = signedIn({ tier: 'premium' });
const member = signedIn({ earlyAccessMember: true });
const regular = signedIn({});
const admin = signedIn({ isAdmin: true });
const publicAt = '2024-06-10T12:00:00Z';
const hoursBefore = (h: number) => Date.parse(publicAt) - h * 3_600_000;
const drop = { early_access_only: true, early_access_until: publicAt };

describe('earlyAccessHours', () => {
  it('vip 48, premium 36, member 24, regular and visitors none', () => {
    expect(earlyAccessHours(vip)).toBe(48);
    expect(earlyAccessHours(premium)).toBe(36);
    expect(earlyAccessHours(member)).toBe(24);
    expect(earlyAccessHours(regular)).toBeNull();
    expect(earlyAccessHours({ ...vip, signedIn: false })).toBeNull();
  });
});

describe('productAccess', () => {
  it('opens an early drop to each tier at its own hour', () => {
    expect(productAccess(drop, vip, hoursBefore(48)).purchasable).toBe(true);
    expect(productAccess(drop, premium, hoursBefore(48))).toEqual({
      allowed: true,
      purchasable: false,
      reason: 'opens_later',
      opensAt: hoursBefore(36),
    });
    expect(productAccess(drop, premium, hoursBefore(36)).purchasable).toBe(true);
    expect(productAccess(drop, member, hoursBefore(25)).purchasable).toBe(false);
    expect(productAccess(drop, member, hoursBefore(24)).purchasable).toBe(true);
  });

  it('hides early drops from non-members until public, then opens them to all', () => {
    expect(productAccess(drop, regular, hoursBefore(1))).toEqual({
      allowed: false,
      purchasable: false,
      reason: 'members_only',
      opensAt: Date.parse(publicAt),
    });
    expect(productAccess(drop, GUEST_VIEWER, publicAt)).toMatchObject({ allowed: true, purchasable: true });
  });

  it('without a public date an early-access item stays members-only', () => {
    const item = { early_access_only: true, early_access_until: null };
    expect(productAccess(item, member, 0).purchasable).toBe(true);
    expect(productAccess(item, regular, 0).allowed).toBe(false);
    expect(productAccess(drop, member, 'broken clock').purchasable).toBe(false);
  });

  it('keeps tier gates whatever the time', () => {
    expect(productAccess({ vip_only: true }, premium, 0)).toMatchObject({
      allowed: false,
      reason: 'vip_only',
    });
    expect(productAccess({ tier_required: 'vip' }, vip, 0).purchasable).toBe(true);
    expect(productAccess({ tier_required: 'premium' }, regular, 0).reason).toBe('premium_only');
    expect(productAccess({ tier_required: 'premium' }, premium, 0).reason).toBe('open');
    expect(productAccess({ vip_only: true, ...drop }, GUEST_VIEWER, publicAt).allowed).toBe(false);
  });

  it('lets admins see and buy everything', () => {
    expect(productAccess({ vip_only: true, ...drop }, admin, 0)).toMatchObject({
      allowed: true,
      reason: 'admin',
    });
  });

  it('names the tier a product needs', () => {
    expect(requiredTier({})).toBeNull();
    expect(requiredTier({ vip_only: true })).toBe('vip');
    expect(requiredTier({ tier_required: 'premium' })).toBe('premium');
  });
});

describe('VIP Lounge', () => {
  it('shows the VIP Lounge link to vip only', () => {
    expect(showsVipLounge(vip)).toBe(true);
    expect(showsVipLounge(premium)).toBe(false);
  });
});
