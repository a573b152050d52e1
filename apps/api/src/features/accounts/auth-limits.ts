// Rate limits in front of better-auth's endpoints, counted in PostgreSQL so every server process sees
// the same attempts (AUTH-2). Failed sign-ins count per address and per account: rotating the
// address (X-Forwarded-For or real) does not reset an account's count, and a shopper who signs in
// correctly spends nothing. Codes sent by SMS and recovery mails count every request: they cost
// money and fill inboxes.
import type { RateLimit } from '@shop/domain';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps } from '../../app-deps';
import { clientIp } from '../../lib/client-ip';
import { errorBody } from '../../lib/errors';
import { attemptAllowed, consumeAttempt } from '../rate-limits/rate-limits.service';

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

/** The e-mail or phone number a request is about, lower-cased, or '' when it names none. */
async function subjectOf(request: Request): Promise<string> {
  try {
    const body = (await request.clone().json()) as { email?: unknown; phoneNumber?: unknown };
    const subject = typeof body.email === 'string' ? body.email : body.phoneNumber;
    return typeof subject === 'string' ? subject.trim().toLowerCase() : '';
  } catch {
    return '';
  }
}

/** Masks an e-mail for logs: enough to follow an attack, not enough to name the shopper. */
const mask = (email: string) => email.replace(/^(.).*(@.*)$/, '$1***$2');

export const authLimits =
  (deps: AppDeps): MiddlewareHandler =>
  async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const path = c.req.path.replace(/^\/api\/auth/, '');
    const ip = clientIp(c, deps.config.TRUST_PROXY);
    const tooMany = (message: string) => c.json(errorBody('rate_limited', message), 429);

    if (path === '/sign-in/email') {
      const email = await subjectOf(c.req.raw);
      const keys = [`sign-in:ip:${ip}`, ...(email ? [`sign-in:account:${email}`] : [])];
      const limits = [SIGN_IN_LIMITS.address, SIGN_IN_LIMITS.account];
      const allowed = await Promise.all(keys.map((key, i) => attemptAllowed(deps, key, limits[i]!)));
      if (allowed.includes(false)) {
        deps.logger.warn({ event: 'sign_in_limited', ip, account: mask(email) }, 'sign-in rate limited');
        return tooMany(TOO_MANY_SIGN_INS);
      }
      await next();
      if (c.res.status === 401 || c.res.status === 403) {
        deps.logger.warn({ event: 'sign_in_failed', ip, account: mask(email) }, 'sign-in failed');
        await Promise.all(keys.map((key, i) => consumeAttempt(deps, key, limits[i]!)));
      }
      return;
    }
    if (CODE_PATHS.has(path)) {
      const key = `code:ip:${ip}`;
      if (!(await attemptAllowed(deps, key, CODE_LIMITS.address))) return tooMany(TOO_MANY_SIGN_INS);
      await next();
      if (c.res.status >= 400 && c.res.status < 500) {
        deps.logger.warn({ event: 'code_failed', ip, path }, 'second-factor or phone code refused');
        await consumeAttempt(deps, key, CODE_LIMITS.address);
      }
      return;
    }
    if (SEND_PATHS.has(path)) {
      const subject = await subjectOf(c.req.raw);
      const byAddress = await consumeAttempt(deps, `send:ip:${ip}`, SEND_LIMITS.address);
      const bySubject = subject
        ? await consumeAttempt(deps, `send:to:${subject}`, SEND_LIMITS.account)
        : true;
      if (!byAddress || !bySubject) return tooMany(TOO_MANY_REQUESTS);
      return next();
    }
    if (path === '/sign-up/email') {
      if (!(await consumeAttempt(deps, `sign-up:ip:${ip}`, SIGN_UP_LIMIT))) return tooMany(TOO_MANY_REQUESTS);
    }
    return next();
  };
