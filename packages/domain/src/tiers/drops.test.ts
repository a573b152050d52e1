import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { productAccess } from './access';
import { dropAudienceOf, dropNotOpenMessage, dropStatus, openAudiences, windowOpensAt } from './drops';
import { GUEST_VIEWER, type Viewer } from './viewer';

// 18:00 in Nairobi is 15:00 UTC: the launch is written the way the owner types it.
const launch = Date.parse('2026-12-05T18:00:00+03:00');
const HOUR = 3_600_000;
const viewer = (patch: Partial<Viewer>): Viewer => ({
  ...GUEST_VIEWER,
  signedIn: true,
  tier: 'regular',
  ...patch,
});
const vip = viewer({ tier: 'vip' });
const premium = viewer({ tier: 'premium' });
const member = viewer({ earlyAccessMember: true });
const regular = viewer({});
const drop = { early_access_only: true, early_access_until: new Date(launch).toISOString() };

describe('dropStatus', () => {
  it('walks upcoming → vip_live → early_access_live → public at 48 h, 36 h and 0 h', () => {
    expect(dropStatus(launch, launch - 48 * HOUR - 1_000)).toBe('upcoming');
    expect(dropStatus(launch, launch - 48 * HOUR)).toBe('vip_live');
    expect(dropStatus(launch, launch - 36 * HOUR - 1_000)).toBe('vip_live');
    expect(dropStatus(launch, launch - 36 * HOUR)).toBe('early_access_live');
    expect(dropStatus(launch, launch - 1_000)).toBe('early_access_live');
    expect(dropStatus(launch, launch)).toBe('public');
    expect(dropStatus('not a time', launch)).toBeNull();
  });

  it('never goes back as time passes (property)', () => {
    const rank = { upcoming: 0, vip_live: 1, early_access_live: 2, public: 3 };
    fc.assert(
      fc.property(fc.integer({ min: -100 * HOUR, max: 100 * HOUR }), fc.nat(100 * HOUR), (offset, later) => {
        const before = dropStatus(launch, launch + offset);
        const after = dropStatus(launch, launch + offset + later);
        expect(rank[after ?? 'upcoming']).toBeGreaterThanOrEqual(rank[before ?? 'upcoming']);
      }),
    );
  });
});

describe('windows in Nairobi time', () => {
  it('opens each window at its hour, to the second', () => {
    expect(new Date(windowOpensAt(launch, 'vip') ?? 0).toISOString()).toBe('2026-12-03T15:00:00.000Z');
    expect(new Date(windowOpensAt(launch, 'premium') ?? 0).toISOString()).toBe('2026-12-04T03:00:00.000Z');
    expect(new Date(windowOpensAt(launch, 'member') ?? 0).toISOString()).toBe('2026-12-04T15:00:00.000Z');
  });

  it('agrees with productAccess the second before and after each window', () => {
    const cases: [Viewer, number][] = [
      [vip, 48],
      [premium, 36],
      [member, 24],
    ];
    for (const [who, hours] of cases) {
      const opens = launch - hours * HOUR;
      expect(productAccess(drop, who, opens - 1_000).purchasable).toBe(false);
      expect(productAccess(drop, who, opens).purchasable).toBe(true);
      expect(openAudiences(launch, opens - 1_000)).not.toContain(dropAudienceOf(who));
      expect(openAudiences(launch, opens)).toContain(dropAudienceOf(who));
    }
    expect(productAccess(drop, regular, launch - 1_000).allowed).toBe(false);
    expect(productAccess(drop, regular, launch).purchasable).toBe(true);
  });

  it('a viewer may buy exactly when their audience is open (property)', () => {
    const viewers = fc.constantFrom(vip, premium, member, regular, GUEST_VIEWER);
    fc.assert(
      fc.property(viewers, fc.integer({ min: -60 * HOUR, max: 2 * HOUR }), (who, offset) => {
        const at = launch + offset;
        const audience = dropAudienceOf(who);
        const open = at >= launch || (audience !== null && openAudiences(launch, at).includes(audience));
        expect(productAccess(drop, who, at).purchasable).toBe(open);
      }),
    );
  });
});

describe('dropAudienceOf and the refusal', () => {
  it('names the window a viewer shops in', () => {
    expect(dropAudienceOf(vip)).toBe('vip');
    expect(dropAudienceOf({ ...premium, earlyAccessMember: true })).toBe('premium');
    expect(dropAudienceOf(member)).toBe('member');
    expect(dropAudienceOf(regular)).toBeNull();
    expect(dropAudienceOf(GUEST_VIEWER)).toBeNull();
  });

  it('tells the shopper when the piece opens to them, in Nairobi time', () => {
    const message = dropNotOpenMessage('Denim jacket', windowOpensAt(launch, 'member') ?? 0);
    expect(message).toContain('Denim jacket opens to you on');
    expect(message).toContain('18:00');
    expect(dropNotOpenMessage('Denim jacket', 'soon')).toBe('Denim jacket is not on sale to you yet.');
  });
});
