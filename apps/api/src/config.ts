// The one place that reads process.env. Every variable is validated here; a bad value stops the
// process with the variable's name and the reason, instead of failing later in a confusing way.
import { z } from 'zod';

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

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ message: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: url(['http', 'https']).optional(),
  SHOP_NAME: z.string().trim().min(1, 'must not be empty').max(60).default('TNT Thrift'),
  DATABASE_URL: url(['postgres', 'postgresql']).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  SEED: bool.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.email({ message: 'must be an e-mail address' }).optional(),
  ADMIN_PASSWORD: z.string().min(10, 'must be at least 10 characters').optional(),
  SUPPORT_EMAIL: z.email({ message: 'must be an e-mail address' }).default('support@tntthrift.co.ke'),
  TRUST_PROXY: bool.default(false),
  WEB_DIST: z.string().min(1).optional(),
});

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
