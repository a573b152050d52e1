// The owner's customer analytics (document 2 §2 /admin/customer-analytics, §3 customer notes and tags,
// §5 notes and tags need a phone and a value, §7 get_customer_analytics_summary, get_sales_over_time,
// get_customer_segment, get_customer_notes / get_customer_tags). A customer is a phone number.
import {
  ANALYTICS_PERIODS,
  checkKenyanPhone,
  CUSTOMER_SEGMENTS,
  DEFAULT_ANALYTICS_PERIOD,
  SALES_INTERVALS,
  type CustomerSegment,
  type CustomerTier,
} from '@shop/domain/rules';
import { PHONE_INVALID_MESSAGE } from '@shop/domain/texts';
import { z } from 'zod';
import { NUL_MESSAGE, textInput } from './text';

export const CUSTOMER_PHONE_REQUIRED = 'Please enter the customer’s phone number';
export const NOTE_REQUIRED = 'Please write a note';
export const TAG_REQUIRED = 'Please enter a tag';
export const NOTE_MAX = 1000;
export const TAG_MAX = 40;

/** A phone as the owner types it, normalised to +254…; empty and invalid numbers get their messages. */
export const customerPhone = z
  .string({ error: CUSTOMER_PHONE_REQUIRED })
  .trim()
  .min(1, CUSTOMER_PHONE_REQUIRED)
  .transform((value, ctx) => {
    const checked = checkKenyanPhone(value);
    if (checked.ok) return checked.phone;
    ctx.addIssue({ code: 'custom', message: PHONE_INVALID_MESSAGE });
    return z.NEVER;
  });

export const analyticsPeriodQuery = z.object({
  period: z.enum(ANALYTICS_PERIODS).default(DEFAULT_ANALYTICS_PERIOD),
});
export const salesOverTimeQuery = z.object({ interval: z.enum(SALES_INTERVALS).default('day') });

export const customerListQuery = z.object({
  segment: z.enum(CUSTOMER_SEGMENTS).optional(),
  // A phone number (any form), a name or an e-mail, or a tag.
  q: textInput().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});
export type CustomerListQuery = z.infer<typeof customerListQuery>;

export const customerPhoneParam = z.object({ phone: customerPhone });
export const customerRemarkIdParam = z.object({ id: z.uuid('must be an id') });

/** A text the owner must give: missing, blank or only spaces get `message`. */
const requiredText = (message: string) =>
  z
    .string({ error: message })
    .refine((v) => !v.includes('\u0000'), NUL_MESSAGE)
    .trim()
    .min(1, message);

/** POST /api/admin/analytics/notes — customer_notes insert {phone_number, note}. */
export const customerNoteInput = z.object({
  phone_number: customerPhone,
  note: requiredText(NOTE_REQUIRED).max(NOTE_MAX, `A note has at most ${NOTE_MAX} characters`),
});
/** POST /api/admin/analytics/tags — customer_tags insert {phone_number, tag}. */
export const customerTagInput = z.object({
  phone_number: customerPhone,
  tag: requiredText(TAG_REQUIRED).max(TAG_MAX, `A tag has at most ${TAG_MAX} characters`),
});
export type CustomerNoteInput = z.input<typeof customerNoteInput>;
export type CustomerTagInput = z.input<typeof customerTagInput>;

/** One figure of the summary: this period, the one before, and the change in whole percent. */
export type AnalyticsFigure = { current: number; previous: number; change_percent: number | null };

export type AnalyticsSummary = {
  period: (typeof ANALYTICS_PERIODS)[number];
  customers: AnalyticsFigure;
  new_customers: AnalyticsFigure;
  /** Percent of the period's customers who have bought more than once, one decimal. */
  repeat_rate: AnalyticsFigure;
  average_order_value: AnalyticsFigure;
  lifetime_value: AnalyticsFigure;
  revenue: AnalyticsFigure;
  orders: AnalyticsFigure;
  cancelled_orders: AnalyticsFigure;
  refunded_orders: AnalyticsFigure;
};

export type SalesBucket = {
  start: string;
  orders: number;
  revenue: number;
  cancelled_orders: number;
  cancelled_amount: number;
  refunded_orders: number;
  refunded_amount: number;
};

export type CustomerRow = {
  phone: string | null;
  name: string;
  email: string | null;
  orders: number;
  spent: number;
  first_order_at: string;
  last_order_at: string;
  segment: CustomerSegment;
  tier: CustomerTier | null;
  tags: string[];
};

export type CustomerRemark = { id: string; text: string; created_by: string | null; created_at: string };
