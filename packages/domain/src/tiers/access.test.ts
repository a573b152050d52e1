import { describe, it, expect } from 'vitest';
import { isVipCollectionItemVisible, productAccess, requiredTier } from './access';
import {
  EARLY_ACCESS_DENIED_MESSAGE,
  EARLY_ACCESS_SIGN_IN_MESSAGE,
  VIP_COLLECTION_DENIED_MESSAGE,
  VIP_COLLECTION_SIGN_IN_MESSAGE,
  earlyAccessPageAccess,
  showsEarlyAccessBanner,
  vipCollectionAccess,
} from './pages';
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

describe('VIP collection', () => {
  it('shows vip items to vip, premium items to vip and premium', () => {
    expect(isVipCollectionItemVisible({ vip_only: true }, vip)).toBe(true);
    expect(isVipCollectionItemVisible({ vip_only: true }, premium)).toBe(false);
    expect(isVipCollectionItemVisible({ tier_required: 'vip' }, premium)).toBe(false);
    expect(isVipCollectionItemVisible({ tier_required: 'premium' }, premium)).toBe(true);
    expect(isVipCollectionItemVisible({ tier_required: 'premium' }, regular)).toBe(false);
    expect(isVipCollectionItemVisible({ vip_only: true }, admin)).toBe(true);
  });

  it('the page needs a vip or premium session', () => {
    expect(vipCollectionAccess(GUEST_VIEWER)).toEqual({
      ok: false,
      error: VIP_COLLECTION_SIGN_IN_MESSAGE,
      redirectTo: '/',
    });
    expect(vipCollectionAccess(regular)).toEqual({
      ok: false,
      error: VIP_COLLECTION_DENIED_MESSAGE,
      redirectTo: '/',
    });
    expect(vipCollectionAccess(premium)).toEqual({ ok: true });
    expect(vipCollectionAccess(admin)).toEqual({ ok: true });
  });
});

describe('early-access page', () => {
  it('needs a session and a tier or the member flag', () => {
    expect(earlyAccessPageAccess(GUEST_VIEWER)).toEqual({
      ok: false,
      error: EARLY_ACCESS_SIGN_IN_MESSAGE,
      redirectTo: '/',
    });
    expect(earlyAccessPageAccess(regular)).toEqual({
      ok: false,
      error: EARLY_ACCESS_DENIED_MESSAGE,
      redirectTo: '/',
    });
    expect(earlyAccessPageAccess(member)).toEqual({ ok: true });
    expect(earlyAccessPageAccess(vip)).toEqual({ ok: true });
    expect(earlyAccessPageAccess(admin)).toEqual({ ok: true });
  });

  it('regular users without the flag see no banner', () => {
    expect(showsEarlyAccessBanner(regular)).toBe(false);
    expect(showsEarlyAccessBanner(premium)).toBe(true);
  });

  it('shows the VIP Lounge link to vip only', () => {
    expect(showsVipLounge(vip)).toBe(true);
    expect(showsVipLounge(premium)).toBe(false);
  });
});
