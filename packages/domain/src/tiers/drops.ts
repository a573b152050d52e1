// A drop's life: it goes public at one moment, and each kind of member may shop it a number of hours
// before (vip 48, premium 36, early-access member 24). Everything here is derived from that moment.
import { HOUR_MS, toEpochMs, type Instant } from '../time';
import { EARLY_ACCESS_HOURS, effectiveTier, type Viewer } from './viewer';

/** upcoming: no window open yet; vip_live: only VIPs; early_access_live: premium (then members) too. */
export type DropStatus = 'upcoming' | 'vip_live' | 'early_access_live' | 'public';

/** Who gets a window of their own, earliest first. */
export type DropAudience = keyof typeof EARLY_ACCESS_HOURS;
export const DROP_AUDIENCES: readonly DropAudience[] = ['vip', 'premium', 'member'];

/** When an audience's window opens, as epoch ms; null when the launch time is unreadable. */
export function windowOpensAt(publicAt: Instant, audience: DropAudience): number | null {
  const at = toEpochMs(publicAt);
  return at === null ? null : at - EARLY_ACCESS_HOURS[audience] * HOUR_MS;
}

/** The drop's status at `now`; each boundary belongs to the later status (opening is inclusive). */
export function dropStatus(publicAt: Instant, now: Instant): DropStatus | null {
  const launch = toEpochMs(publicAt);
  const at = toEpochMs(now);
  if (launch === null || at === null) return null;
  if (at >= launch) return 'public';
  if (at >= (windowOpensAt(launch, 'premium') ?? launch)) return 'early_access_live';
  if (at >= (windowOpensAt(launch, 'vip') ?? launch)) return 'vip_live';
  return 'upcoming';
}

/** The window a viewer shops in: their tier's, else the member flag's; null for everyone else. */
export function dropAudienceOf(viewer: Viewer): DropAudience | null {
  const tier = effectiveTier(viewer);
  if (tier === 'vip' || tier === 'premium') return tier;
  return viewer.signedIn && viewer.earlyAccessMember ? 'member' : null;
}

/** The audiences whose window has opened by `now` (all of them once the drop is public). */
export function openAudiences(publicAt: Instant, now: Instant): DropAudience[] {
  const at = toEpochMs(now);
  if (at === null) return [];
  return DROP_AUDIENCES.filter((audience) => {
    const opens = windowOpensAt(publicAt, audience);
    return opens !== null && at >= opens;
  });
}

const NAIROBI_MOMENT = new Intl.DateTimeFormat('en-KE', {
  timeZone: 'Africa/Nairobi',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** A moment as the shop writes it in messages and mail: "Sat 5 Dec, 18:00" in Nairobi time. */
export function nairobiMomentText(at: Instant): string {
  const ms = toEpochMs(at);
  return ms === null ? '' : NAIROBI_MOMENT.format(ms);
}

/** The refusal when a drop piece is bought before the shopper's window: names the piece and the hour. */
export function dropNotOpenMessage(name: string, opensAt: Instant): string {
  const at = toEpochMs(opensAt);
  if (at === null) return `${name} is not on sale to you yet.`;
  return `${name} opens to you on ${nairobiMomentText(at)} (Nairobi time).`;
}
