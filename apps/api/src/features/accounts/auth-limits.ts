// Rate limits in front of better-auth's endpoints, counted in PostgreSQL so every server process sees
// the same attempts (AUTH-2, AUTH-8). Sign-ins count per address and per account through every door
// (e-mail or phone number, JSON or form body): rotating the address (X-Forwarded-For or real) does
// not reset an account's count. An attempt is counted before better-auth sees it and given back when
// it succeeds, so fifty parallel guesses cannot all slip through before the first is recorded, and a
// shopper who signs in correctly spends nothing. Codes sent by SMS and recovery mails count every
// request: they cost money and fill inboxes.
import type { RateLimit } from '@shop/domain/rules';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppDeps } from '../../app-deps';
import { clientIp } from '../../lib/client-ip';
import { errorBody, invalidInputBody } from '../../lib/errors';
import { maskAccount } from '../../lib/mask';
import { NUL_MESSAGE } from '@shop/contracts';
import { consumeAttempt, takeAttempt, type TakenAttempt } from '../rate-limits/rate-limits.service';
import { signInAccountName } from './accounts.service';
import { bodyFields } from './auth-body';

const MINUTE = 60_000;
// Per-address limits are generous: many Kenyan mobile users share one address (carrier NAT). The
// per-account limit is the one that stops password guessing.
export const SIGN_IN_LIMITS = {
  account: { maxAttempts: 10, windowMs: 15 * MINUTE },
  address: { maxAttempts: 50, windowMs: 15 * MINUTE },
} satisfies Record<string, RateLimit>;
export const CODE_LIMITS = {
  address: { maxAttempts: 30, windowMs: 15 * MINUTE },
} satisfies Record<string, RateLimit>;
export const SEND_LIMITS = {
  account: { maxAttempts: 3, windowMs: 60 * MINUTE },
  address: { maxAttempts: 20, windowMs: 60 * MINUTE },
} satisfies Record<string, RateLimit>;
export const SIGN_UP_LIMIT: RateLimit = { maxAttempts: 100, windowMs: 60 * MINUTE };

export const TOO_MANY_SIGN_INS = 'Too many sign-in attempts. Please wait 15 minutes and try again.';
export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a while and try again.';

/** Every way to sign in with a password. */
const SIGN_IN_PATHS = new Set(['/sign-in/email', '/sign-in/phone-number']);
const CODE_PATHS = new Set([
  '/two-factor/verify-totp',
  '/two-factor/verify-otp',
  '/two-factor/verify-backup-code',
  '/phone-number/verify',
]);
const SEND_PATHS = new Set([
  '/request-password-reset',
  '/send-verification-email',
  '/two-factor/send-otp',
  '/phone-number/send-otp',
]);

/**
 * The path as better-auth's router will match it: without the mount point, a trailing slash or
 * doubled slashes, so `/sign-in/email/` cannot walk around the limit.
 */
const authPath = (path: string) =>
  path
    .replace(/^\/api\/auth/, '')
    .replace(/\/{2,}/g, '/')
    .replace(/(.)\/+$/, '$1');

/** Counts one attempt under every key, or none: a refused key gives back the ones already taken. */
async function takeAll(deps: AppDeps, keys: Array<[string, RateLimit]>): Promise<TakenAttempt[] | null> {
  const taken: TakenAttempt[] = [];
  for (const [key, limit] of keys) {
    const attempt = await takeAttempt(deps, key, limit);
    if (!attempt) {
      await Promise.all(taken.map((t) => t.giveBack()));
      return null;
    }
    taken.push(attempt);
  }
  return taken;
}

const giveBackAll = (taken: TakenAttempt[]) => Promise.all(taken.map((t) => t.giveBack()));
const succeeded = (c: Context) => c.res.status < 400;

export const authLimits =
  (deps: AppDeps): MiddlewareHandler =>
  async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const path = authPath(c.req.path);
    const ip = clientIp(c, deps.config.TRUST_PROXY);
    const tooMany = (message: string) => c.json(errorBody('rate_limited', message), 429);

    // PostgreSQL text cannot hold NUL: refused here, before it reaches a key or better-auth's queries.
    const fields = await bodyFields(c.req.raw);
    const withNul = Object.keys(fields).find((name) => fields[name]?.includes('\u0000'));
    if (withNul) return c.json(invalidInputBody([{ path: withNul, message: NUL_MESSAGE }]), 400);

    if (SIGN_IN_PATHS.has(path)) {
      const account = await signInAccountName(deps, fields);
      const keys: Array<[string, RateLimit]> = [[`sign-in:ip:${ip}`, SIGN_IN_LIMITS.address]];
      if (account) keys.push([`sign-in:account:${account}`, SIGN_IN_LIMITS.account]);
      const log = { ip, account: maskAccount(account), path };
      const taken = await takeAll(deps, keys);
      if (!taken) {
        deps.logger.warn({ event: 'sign_in_limited', ...log }, 'sign-in rate limited');
        return tooMany(TOO_MANY_SIGN_INS);
      }
      await next();
      if (succeeded(c)) await giveBackAll(taken);
      else deps.logger.warn({ event: 'sign_in_failed', ...log }, 'sign-in failed');
      return;
    }
    if (SEND_PATHS.has(path)) {
      const subject = (fields.email ?? fields.phoneNumber ?? '').trim().toLowerCase();
      const byAddress = await consumeAttempt(deps, `send:ip:${ip}`, SEND_LIMITS.address);
      const bySubject = subject
        ? await consumeAttempt(deps, `send:to:${subject}`, SEND_LIMITS.account)
        : true;
      if (!byAddress || !bySubject) return tooMany(TOO_MANY_REQUESTS);
      return next();
    }
    if (CODE_PATHS.has(path)) {
      const taken = await takeAttempt(deps, `code:ip:${ip}`, CODE_LIMITS.address);
      if (!taken) return tooMany(TOO_MANY_SIGN_INS);
      await next();
      if (succeeded(c)) await taken.giveBack();
      else deps.logger.warn({ event: 'code_failed', ip, path }, 'second-factor or phone code refused');
      return;
    }
    if (path === '/sign-up/email') {
      if (!(await consumeAttempt(deps, `sign-up:ip:${ip}`, SIGN_UP_LIMIT))) return tooMany(TOO_MANY_REQUESTS);
    }
    return next();
  };
