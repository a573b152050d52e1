// better-auth's tables as its schema CLI writes them (npx auth@1.6 generate), plus the shop's own
// admin_users and profiles. Admin rights live in admin_users and are read on every request.
import { relations } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { moment } from '../../db/columns';

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').default(false).notNull(),
  image: text('image'),
  // two-factor and phone-number plugins (TOTP / SMS second factor, a verified phone for SMS codes).
  twoFactorEnabled: boolean('two_factor_enabled').default(false),
  phoneNumber: text('phone_number').unique(),
  phoneNumberVerified: boolean('phone_number_verified'),
  createdAt: timestamp('created_at').defaultNow().notNull(),
  updatedAt: timestamp('updated_at')
    .defaultNow()
    .$onUpdate(() => /* @__PURE__ */ new Date())
    .notNull(),
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at').notNull(),
    token: text('token').notNull().unique(),
    createdAt: timestamp('created_at').defaultNow().notNull(),
    updatedAt: timestamp('updated_at')
      .$onUpdate(() => /* @__PURE__ */ new Date())
      .notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    // Set when this session passed a second factor; admins may be required to have one (AUTH-7).
    secondFactorVerified: boolean('second_factor_verified').default(false).notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (table) => [index('session_userId_idx').on(table.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at'),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at').defaultNow().notNull(),
    updatedAt: timestamp('updated_at')
      .$onUpdate(() => /* @__PURE__ */ new Date())
      .notNull(),
  },
  (table) => [index('account_userId_idx').on(table.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at').notNull(),
    createdAt: timestamp('created_at').defaultNow().notNull(),
    updatedAt: timestamp('updated_at')
      .defaultNow()
      .$onUpdate(() => /* @__PURE__ */ new Date())
      .notNull(),
  },
  (table) => [index('verification_identifier_idx').on(table.identifier)],
);

export const twoFactor = pgTable(
  'two_factor',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    verified: boolean('verified').default(true),
    failedVerificationCount: integer('failed_verification_count').default(0),
    lockedUntil: timestamp('locked_until'),
  },
  (table) => [index('twoFactor_secret_idx').on(table.secret), index('twoFactor_userId_idx').on(table.userId)],
);

export const userRelations = relations(user, ({ many }) => ({
  sessions: many(session),
  accounts: many(account),
  twoFactors: many(twoFactor),
}));

export const twoFactorRelations = relations(twoFactor, ({ one }) => ({
  user: one(user, {
    fields: [twoFactor.userId],
    references: [user.id],
  }),
}));

export const sessionRelations = relations(session, ({ one }) => ({
  user: one(user, {
    fields: [session.userId],
    references: [user.id],
  }),
}));

export const accountRelations = relations(account, ({ one }) => ({
  user: one(user, {
    fields: [account.userId],
    references: [user.id],
  }),
}));

export const adminUsers = pgTable('admin_users', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  createdAt: moment('created_at').defaultNow().notNull(),
});

export type BodySize = {
  height?: string;
  weight?: string;
  measurements?: { chest?: string; waist?: string; hips?: string; inseam?: string; shoe_size?: string };
};

// One row per user (id = user.id). Tier and totals are written by the server only.
export const profiles = pgTable(
  'profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    fullName: text('full_name'),
    avatarUrl: text('avatar_url'),
    customerTier: text('customer_tier', { enum: ['regular', 'premium', 'vip'] })
      .notNull()
      .default('regular'),
    totalSpent: integer('total_spent').notNull().default(0),
    totalOrders: integer('total_orders').notNull().default(0),
    vipSince: moment('vip_since'),
    earlyAccessMember: boolean('early_access_member').notNull().default(false),
    earlyAccessJoinedAt: moment('early_access_joined_at'),
    stylePreferences: text('style_preferences')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    bodySize: jsonb('body_size').$type<BodySize>().notNull().default({}),
    deliveryPreferences: text('delivery_preferences').notNull().default(''),
    additionalPreferences: jsonb('additional_preferences').$type<{ notes?: string }>().notNull().default({}),
    createdAt: moment('created_at').defaultNow().notNull(),
    updatedAt: moment('updated_at').defaultNow().notNull(),
  },
  (t) => [
    check('profiles_tier', sql`${t.customerTier} IN ('regular', 'premium', 'vip')`),
    check('profiles_totals_not_negative', sql`${t.totalSpent} >= 0 AND ${t.totalOrders} >= 0`),
  ],
);
