// The creators programme: applications from /collaborate, approved creators with their referral code
// and commission rate, link clicks, the checkouts opened under a referral, the orders credited (one per
// order), payouts with their M-Pesa reference, the owner's collaborations, and the audit trail.
import { COLLAB_STATUSES } from '@shop/domain/rules';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, moment, updatedAt } from '../../db/columns';
import { user } from '../accounts/accounts.tables';
import { discounts } from '../discounts/discounts.tables';

export type SocialHandle = { network: string; handle: string; followers: number };

export const CREATOR_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const creatorApplications = pgTable(
  'creator_applications',
  {
    id: idColumn(),
    name: text('name').notNull(),
    // Lower-cased.
    email: text('email').notNull(),
    // +254 form: where payouts go by M-Pesa.
    phone: text('phone').notNull(),
    socials: jsonb('socials').$type<SocialHandle[]>().notNull(),
    niche: text('niche').notNull(),
    sampleLinks: jsonb('sample_links').$type<string[]>().notNull(),
    pitch: text('pitch').notNull().default(''),
    // The signed-in applicant, if any.
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    status: text('status', { enum: CREATOR_APPLICATION_STATUSES }).notNull().default('pending'),
    decisionMessage: text('decision_message'),
    decidedAt: moment('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    // One open application per e-mail and per phone.
    uniqueIndex('creator_applications_open_email')
      .on(t.email)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('creator_applications_open_phone')
      .on(t.phone)
      .where(sql`${t.status} = 'pending'`),
    check('creator_applications_status', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

export const creators = pgTable(
  'creators',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id').references(() => creatorApplications.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    code: text('code').notNull(),
    commissionPercent: integer('commission_percent').notNull(),
    // A discount code the owner linked: shoppers using it are credited to this creator too.
    discountId: uuid('discount_id').references(() => discounts.id, { onDelete: 'set null' }),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('creators_user_unique').on(t.userId),
    uniqueIndex('creators_code_unique').on(t.code),
    check('creators_commission', sql`${t.commissionPercent} between 0 and 50`),
  ],
);

export const referralClicks = pgTable(
  'referral_clicks',
  {
    id: idColumn(),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('referral_clicks_creator_idx').on(t.creatorId, t.createdAt)],
);

/** The referral a checkout was opened under (from the cookie); judged when the payment is verified. */
export const checkoutReferrals = pgTable('checkout_referrals', {
  checkoutId: uuid('checkout_id').primaryKey(),
  creatorId: uuid('creator_id')
    .notNull()
    .references(() => creators.id, { onDelete: 'cascade' }),
  clickedAt: moment('clicked_at').notNull(),
});

/** One row per credited order, written in the transaction that makes the order paid. */
export const creatorCommissions = pgTable(
  'creator_commissions',
  {
    id: idColumn(),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').notNull(),
    basis: integer('basis').notNull(),
    commissionPercent: integer('commission_percent').notNull(),
    source: text('source', { enum: ['link', 'discount_code'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('creator_commissions_order_unique').on(t.orderId),
    index('creator_commissions_creator_idx').on(t.creatorId, t.createdAt),
  ],
);

export const creatorPayouts = pgTable(
  'creator_payouts',
  {
    id: idColumn(),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    mpesaReference: text('mpesa_reference').notNull(),
    note: text('note').notNull().default(''),
    paidBy: text('paid_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('creator_payouts_reference_unique').on(t.mpesaReference),
    index('creator_payouts_creator_idx').on(t.creatorId, t.createdAt),
    check('creator_payouts_amount', sql`${t.amount} > 0`),
  ],
);

/** Every owner decision about creators and money, never changed afterwards. */
export const creatorAudit = pgTable(
  'creator_audit',
  {
    id: idColumn(),
    creatorId: uuid('creator_id').references(() => creators.id, { onDelete: 'set null' }),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('creator_audit_creator_idx').on(t.creatorId, t.createdAt)],
);

export const creatorCollabs = pgTable(
  'creator_collabs',
  {
    id: idColumn(),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    piecesSent: text('pieces_sent').notNull().default(''),
    deliverables: text('deliverables').notNull().default(''),
    dueOn: date('due_on', { mode: 'string' }),
    status: text('status', { enum: COLLAB_STATUSES }).notNull().default('planned'),
    remindedAt: moment('reminded_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('creator_collabs_creator_idx').on(t.creatorId)],
);
