// better-auth owns sign-in, sessions and password storage. Passwords are hashed with Argon2id
// (19 MiB, 2 passes: the OWASP minimum) instead of better-auth's default scrypt.
import { hash, verify } from '@node-rs/argon2';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Db } from '../../db/database';
import * as tables from './accounts.tables';

export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

export type AuthOptions = {
  db: Db;
  secret: string;
  baseURL: string;
  production: boolean;
  trustedOrigins?: string[];
};

/** Creates the shop's better-auth instance on the given database. */
export function createAuth({ db, secret, baseURL, production, trustedOrigins = [] }: AuthOptions) {
  return betterAuth({
    appName: 'shop',
    secret,
    baseURL,
    basePath: '/api/auth',
    trustedOrigins,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: tables.user,
        session: tables.session,
        account: tables.account,
        verification: tables.verification,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 10,
      password: {
        hash: (password) => hash(password, ARGON2_OPTIONS),
        verify: ({ hash: stored, password }) => verify(stored, password),
      },
    },
    advanced: {
      useSecureCookies: production,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: production },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
