// Attribution: a `?ref=CODE` visit sets a signed first-party cookie for 30 days (set by the server,
// HttpOnly, so page scripts can neither read nor forge it); a checkout opened with it remembers the
// creator; the transaction that makes the order paid credits the creator once, if the payment falls
// inside the window and the buyer is not the creator. A creator's linked discount code credits too.
import {
  commissionBasis,
  isSelfReferral,
  normaliseReferralCode,
  parseReferralCookie,
  REFERRAL_COOKIE,
  REFERRAL_WINDOW_MS,
  referralCookieValue,
  withinReferralWindow,
} from '@shop/domain/rules';
import type { Context, MiddlewareHandler } from 'hono';
import { setAnswerHeader } from '../../lib/http-cache';
import { getSignedCookie, setSignedCookie } from 'hono/cookie';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/database';
import type { Checkout } from '../checkout/checkout.repo';
import {
  activeCreatorByCode,
  insertCommission,
  noteReferral,
  recordClick,
  referralOf,
} from './referrals.repo';

type Deps = Pick<AppDeps, 'database' | 'secret' | 'config' | 'logger'>;

async function referralCookie(deps: Deps, c: Context) {
  const value = await getSignedCookie(c, deps.secret, REFERRAL_COOKIE);
  return parseReferralCookie(typeof value === 'string' ? value : null);
}

/**
 * For page visits (never the API): a `ref` in the address that names an active creator counts a click
 * and (re)starts the 30-day window. An unknown code changes nothing. Costs nothing without `ref`.
 */
export const referralVisits =
  (deps: Deps): MiddlewareHandler =>
  async (c, next) => {
    // The cheap test first: this runs in front of every request.
    const raw = c.req.method === 'GET' && c.req.url.includes('ref=') ? c.req.query('ref') : undefined;
    if (!raw || c.req.path.startsWith('/api/')) return next();
    let cookieSet = false;
    try {
      const code = normaliseReferralCode(raw);
      const creator = code ? await activeCreatorByCode(deps.database.db, code) : null;
      if (code && creator) {
        const now = new Date();
        const earlier = await referralCookie(deps, c);
        // A reload of the same link is not a new click.
        if (earlier?.code !== code) await recordClick(deps.database.db, creator.id, now);
        await setSignedCookie(c, REFERRAL_COOKIE, referralCookieValue(code, now), deps.secret, {
          path: '/',
          httpOnly: true,
          sameSite: 'Lax',
          secure: deps.config.NODE_ENV === 'production',
          maxAge: Math.floor(REFERRAL_WINDOW_MS / 1000),
        });
        cookieSet = true;
      }
    } catch (error) {
      // The page matters more than the click.
      deps.logger.warn({ err: error }, 'referral visit not recorded');
    }
    await next();
    // A page answer carrying one visitor's referral cookie must never be kept by a shared cache.
    if (cookieSet) setAnswerHeader(c, 'Cache-Control', 'private, no-store');
  };

/** A checkout opened with a referral cookie remembers the creator and the click's time. */
export async function noteCheckoutReferral(deps: Deps, c: Context, checkoutId: string) {
  const cookie = await referralCookie(deps, c);
  if (!cookie) return;
  const creator = await activeCreatorByCode(deps.database.db, cookie.code);
  if (creator) await noteReferral(deps.database.db, checkoutId, creator.id, cookie.clickedAt);
}

/**
 * In the transaction that makes the order paid: credit the referring creator once (the order id is
 * unique among credits), when paid inside the window and not bought by the creator themselves.
 */
export async function creditReferral(tx: Db, checkout: Checkout, orderId: string, paidAt: Date) {
  const referral = await referralOf(tx, checkout);
  if (!referral) return;
  if (referral.clickedAt && !withinReferralWindow(referral.clickedAt, paidAt)) return;
  const buyer = { userId: checkout.userId, email: checkout.customerEmail, phone: checkout.phone };
  if (isSelfReferral({ userId: referral.userId, email: referral.email, phone: referral.phone }, buyer))
    return;
  await insertCommission(tx, {
    creatorId: referral.creatorId,
    orderId,
    basis: commissionBasis(checkout),
    commissionPercent: referral.commissionPercent,
    source: referral.source,
  });
}
