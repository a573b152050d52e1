// better-auth owns sign-in, sessions, password storage, second factors and Google sign-in. Passwords
// are hashed with Argon2id (19 MiB, 2 passes: the OWASP minimum) instead of better-auth's scrypt.
// Mail and text messages go through the shop's mailer and SMS sender (outboxes by default).
import { hash, verify } from '@node-rs/argon2';
import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth, phoneNumber, twoFactor } from 'better-auth/plugins';
import { NORMALISED_PHONE_PATTERN } from '@shop/domain/rules';
import type { Db } from '../../db/database';
import { createMailer, mailFrom, type Mailer, type MailSender } from '../mailer/mailer.service';
import type { MailBrand } from '../mailer/templates/mail-brand';
import {
  africasTalkingSettings,
  createSmsSender,
  type AfricasTalkingSettings,
  type SmsSender,
} from '../sms/sms.service';
import { linkSubscriptionsOf } from '../early-access/early-access.service';
import { createProfile, markSecondFactorVerified } from './accounts.repo';
import * as tables from './accounts.tables';
import { passwordResetMail, verificationMail } from './auth-mails';

export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

/** Sessions last a week and are extended once a day while in use (the web keeps them fresh). */
export const SESSION_SECONDS = 7 * 24 * 3600;
export const SESSION_REFRESH_SECONDS = 24 * 3600;

export type GoogleSettings = { clientId: string; clientSecret: string; issuer: string };

export type AuthSettings = {
  shopName: string;
  mailFrom: string;
  smtpUrl?: string;
  google?: GoogleSettings;
  africasTalking?: AfricasTalkingSettings;
};

export type AuthOptions = {
  db: Db;
  secret: string;
  baseURL: string;
  production: boolean;
  trustedOrigins?: string[];
  settings?: Partial<AuthSettings>;
  /** The shop's name and logo now (the owner's settings) for the mails and SMS codes; the configured
   *  name without. */
  currentBrand?: () => Promise<MailBrand>;
  /** The sender of those mails now (currentMailFrom); settings.mailFrom without. */
  currentMailFrom?: () => Promise<MailSender>;
};

/** The settings for createAuth from the validated configuration. */
export function authSettings(config: {
  SHOP_NAME: string;
  MAIL_FROM?: string;
  SUPPORT_EMAIL: string;
  SMTP_URL?: string;
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_CLIENT_SECRET?: string;
  GOOGLE_ISSUER: string;
  SMS_PROVIDER: string;
  AFRICASTALKING_USERNAME?: string;
  AFRICASTALKING_API_KEY?: string;
  AFRICASTALKING_SENDER_ID?: string;
}): AuthSettings {
  const { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret } = config;
  return {
    shopName: config.SHOP_NAME,
    mailFrom: mailFrom(config),
    smtpUrl: config.SMTP_URL,
    google: clientId && clientSecret ? { clientId, clientSecret, issuer: config.GOOGLE_ISSUER } : undefined,
    africasTalking: africasTalkingSettings(config),
  };
}

const SECOND_FACTOR_PATHS = [
  '/two-factor/verify-totp',
  '/two-factor/verify-otp',
  '/two-factor/verify-backup-code',
];

/** Creates the shop's better-auth instance on the given database. */
export function createAuth({
  db,
  secret,
  baseURL,
  production,
  trustedOrigins = [],
  settings = {},
  currentBrand,
  currentMailFrom,
}: AuthOptions) {
  // appName and the authenticator apps' issuer are fixed when the server starts: an issuer is written
  // into each phone at enrolment and a later change would not reach those entries anyway.
  const shopName = settings.shopName ?? 'TNT Thrift';
  const brand =
    currentBrand ?? (async (): Promise<MailBrand> => ({ shopName, shopUrl: baseURL.replace(/\/$/, '') }));
  const nameNow = async () => (await brand()).shopName;
  const mailer: Mailer = createMailer({
    db,
    smtpUrl: settings.smtpUrl,
    from: currentMailFrom ?? settings.mailFrom ?? shopName,
  });
  const sms: SmsSender = createSmsSender({ db, africasTalking: settings.africasTalking });
  const google = settings.google;

  return betterAuth({
    appName: shopName,
    secret,
    baseURL,
    basePath: '/api/auth',
    trustedOrigins,
    // Failed sign-ins are logged by the shop's own limiter (without secrets); keep better-auth quiet.
    logger: { level: 'error' },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: tables.user,
        session: tables.session,
        account: tables.account,
        verification: tables.verification,
        twoFactor: tables.twoFactor,
      },
    }),
    // Limits live in PostgreSQL (rate-limits feature, per address and per account), so every server
    // process counts the same attempts; better-auth's own limiter would count in one process's memory.
    rateLimit: { enabled: false },
    session: {
      expiresIn: SESSION_SECONDS,
      updateAge: SESSION_REFRESH_SECONDS,
      additionalFields: {
        secondFactorVerified: { type: 'boolean', required: false, defaultValue: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 10,
      revokeSessionsOnPasswordReset: true,
      password: {
        hash: (password) => hash(password, ARGON2_OPTIONS),
        verify: ({ hash: stored, password }) => verify(stored, password),
      },
      sendResetPassword: async ({ user, url }) =>
        mailer.send(await passwordResetMail(await brand(), user.email, url)),
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) =>
        mailer.send(await verificationMail(await brand(), user.email, url)),
    },
    account: {
      // Signing in with Google joins the shop account of the same e-mail only once that account's
      // address is confirmed (better-auth's default), so nobody can register a stranger's e-mail
      // with a password and wait. A signed-in shopper may link a Google account of another address.
      accountLinking: { enabled: true, trustedProviders: ['google'], allowDifferentEmails: true },
    },
    databaseHooks: {
      user: {
        create: { after: (created) => createProfile(db, created.id, created.name) },
      },
      session: {
        create: {
          // A session made by passing a second factor remembers it (AUTH-7: admins may need one).
          before: async (session, ctx) => ({
            data: { ...session, secondFactorVerified: SECOND_FACTOR_PATHS.includes(ctx?.path ?? '') },
          }),
          // An early-access subscription of the account's verified e-mail joins the account (made
          // before the account, or while signed out). Only verified: anyone can type an address into
          // a sign-up form, and membership should not go to whoever registers a stranger's e-mail.
          // A failure here must not cost the sign-in; the next sign-in tries again.
          after: async (session) => {
            await linkSubscriptionsOf(db, session.userId).catch(() => undefined);
          },
        },
      },
    },
    hooks: {
      // A signed-in user who verifies a code (an admin after Google sign-in) upgrades this session.
      after: createAuthMiddleware(async (ctx) => {
        if (!SECOND_FACTOR_PATHS.includes(ctx.path) || ctx.context.returned instanceof Error) return;
        const current = (await getSessionFromCtx(ctx))?.session;
        if (current) await markSecondFactorVerified(db, current.id);
      }),
    },
    plugins: [
      twoFactor({
        issuer: shopName,
        // Someone who only ever signed in with Google has no password to confirm with; their
        // session is the proof. Accounts with a password still confirm it.
        allowPasswordless: true,
        otpOptions: {
          // The SMS factor: a code to the account's verified phone number.
          sendOTP: async ({ user, otp }) => {
            const { phoneNumber: phone, phoneNumberVerified } = user as {
              phoneNumber?: string | null;
              phoneNumberVerified?: boolean | null;
            };
            if (!phone || !phoneNumberVerified) {
              throw new APIError('BAD_REQUEST', {
                message: 'This account has no verified phone for SMS codes.',
              });
            }
            await sms.send(phone, `${otp} is your ${await nameNow()} sign-in code.`);
          },
        },
      }),
      phoneNumber({
        // The web sends numbers already in +2547XXXXXXXX form; anything else is refused.
        phoneNumberValidator: (value) => NORMALISED_PHONE_PATTERN.test(value),
        sendOTP: async ({ phoneNumber: to, code }) =>
          sms.send(to, `${code} is your ${await nameNow()} verification code.`),
      }),
      ...(google
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'google',
                  name: 'Google',
                  clientId: google.clientId,
                  clientSecret: google.clientSecret,
                  discoveryUrl: `${google.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
    advanced: {
      useSecureCookies: production,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: production },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
