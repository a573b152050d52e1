// The one place that reads process.env. Every variable is validated here; a bad value stops the
// process with the variable's name and the reason, instead of failing later in a confusing way.
import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { storageUrl } from './lib/storage-url';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const url = (protocols: string[]) =>
  z
    .url({ message: `must be a URL (${protocols.join(', ')})` })
    .refine(
      (v) => protocols.some((p) => v.startsWith(`${p}:`)),
      `must start with ${protocols.map((p) => `${p}:`).join(' or ')}`,
    );

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number({ message: 'must be a port number' }).int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    PUBLIC_URL: url(['http', 'https']).optional(),
    SHOP_NAME: z.string().trim().min(1, 'must not be empty').max(60).default('TNT Thrift'),
    DATABASE_URL: url(['postgres', 'postgresql']).optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    // npm run start:cluster: how many server processes run behind nginx (default: one per core).
    WEB_CONCURRENCY: z.coerce
      .number({ message: 'must be a number of processes' })
      .int()
      .min(1)
      .max(64)
      .default(availableParallelism()),
    NGINX_PATH: z.string().min(1).default('/usr/sbin/nginx'),
    // Uploads and generated pictures in an S3-compatible bucket (lib/storage-url.ts); unset: DATA_DIR/uploads.
    STORAGE_URL: storageUrl.optional(),
    SEED: bool.default(true),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ADMIN_EMAIL: z.email({ message: 'must be an e-mail address' }).optional(),
    ADMIN_PASSWORD: z.string().min(10, 'must be at least 10 characters').optional(),
    SUPPORT_EMAIL: z.email({ message: 'must be an e-mail address' }).default('support@tntthrift.co.ke'),
    // How many proxies of ours stand in front (X-Forwarded-For entries to skip from the right);
    // true/false are read as 1/0 for settings written before it was a number.
    TRUST_PROXY: z
      .string()
      .regex(/^(true|false|yes|no|[0-9])$/, 'must be the number of proxies in front (0-9) or true/false')
      .transform((v) => (v === 'true' || v === 'yes' ? 1 : v === 'false' || v === 'no' ? 0 : Number(v)))
      .default(0),
    WEB_DIST: z.string().min(1).optional(),
    // How long each server process keeps the catalogue and pages as visitors see them (0: not at all).
    VISITOR_CACHE_SECONDS: z.coerce
      .number({ message: 'must be a number of seconds' })
      .min(0)
      .max(60)
      .default(5),
    // Accounts: Google sign-in (OIDC), mail, SMS codes and the admin second-factor rule.
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    GOOGLE_ISSUER: url(['http', 'https']).default('https://accounts.google.com'),
    SMTP_URL: url(['smtp', 'smtps']).optional(),
    MAIL_FROM: z.string().min(3).optional(),
    SMS_PROVIDER: z.enum(['outbox', 'africastalking']).default('outbox'),
    AFRICASTALKING_USERNAME: z.string().min(1).optional(),
    AFRICASTALKING_API_KEY: z.string().min(1).optional(),
    AFRICASTALKING_SENDER_ID: z.string().min(1).optional(),
    ADMIN_REQUIRE_2FA: bool.default(false),
    // Payments: the built-in sandbox (no keys) or Flutterwave (M-Pesa, card, bank).
    // Optional here so "left out" can be told from "chose sandbox": production must choose (REL-7).
    PAYMENT_PROVIDER: z.enum(['sandbox', 'flutterwave']).optional(),
    FLW_PUBLIC_KEY: z.string().min(1).optional(),
    FLW_SECRET_KEY: z.string().min(1).optional(),
    // The webhook's verif-hash secret (set the same value in the provider's dashboard).
    FLW_SECRET_HASH: z.string().min(16, 'must be at least 16 characters').optional(),
    FLW_API_URL: url(['http', 'https']).default('https://api.flutterwave.com'),
    CHECKOUT_HOLD_MINUTES: z.coerce
      .number({ message: 'must be a number of minutes' })
      .int()
      .min(1)
      .max(120)
      .default(15),
    // Background work in this process: releasing expired holds, reconciling payments, order e-mails.
    BACKGROUND_JOBS: bool.default(true),
  })
  .superRefine((env, ctx) => {
    // Half a Google client or half an SMS account would fail only when a shopper tries it: say so now.
    if (!env.GOOGLE_CLIENT_ID !== !env.GOOGLE_CLIENT_SECRET) {
      const missing = env.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'must be set together with its pair' });
    }
    // A live shop that forgot its payment keys would take orders on the practice sheet and charge
    // nobody: in production the practice sheet runs only when asked for by name.
    if (env.NODE_ENV === 'production' && !env.PAYMENT_PROVIDER) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message:
          'must be set in production: flutterwave to take real payments, or sandbox to run the practice payment sheet (nothing is charged) on purpose',
      });
    }
    if (env.PAYMENT_PROVIDER === 'flutterwave') {
      for (const name of ['FLW_PUBLIC_KEY', 'FLW_SECRET_KEY', 'FLW_SECRET_HASH'] as const) {
        if (!env[name])
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'is needed for PAYMENT_PROVIDER=flutterwave',
          });
      }
    }
    if (env.SMS_PROVIDER === 'africastalking') {
      for (const name of ['AFRICASTALKING_USERNAME', 'AFRICASTALKING_API_KEY'] as const) {
        if (!env[name])
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'is needed for SMS_PROVIDER=africastalking',
          });
      }
    }
  })
  .transform((env) => ({ ...env, PAYMENT_PROVIDER: env.PAYMENT_PROVIDER ?? 'sandbox' }));

export type Config = z.infer<typeof schema> & { webDist: string };

/** Reads and validates the environment; prints every wrong variable and exits 1 on a bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = parseConfig(env);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      console.error(`Configuration error: ${issue.path.join('.') || '(environment)'} ${issue.message}`);
    }
    process.exit(1);
  }
  const webDist = parsed.data.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname;
  return { ...parsed.data, webDist };
}

/** Validation without exiting (empty variables count as unset); tests use it directly. */
export function parseConfig(env: Record<string, string | undefined>) {
  return schema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')),
  );
}

/**
 * The environment a process started by this one gets (start:cluster's server processes): this
 * process's own, with `changes` on top, so each is configured exactly as the launcher was.
 */
export const childEnvironment = (changes: Record<string, string>): NodeJS.ProcessEnv => ({
  ...process.env,
  ...changes,
});
