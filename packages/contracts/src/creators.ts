// The creators programme: the /collaborate application, the owner's decisions, commission and code,
// payouts (whole KES with the M-Pesa reference), collaborations and the leaderboard's address.
import {
  checkKenyanPhone,
  COLLAB_STATUSES,
  LEADERBOARD_PERIODS,
  LEADERBOARD_SORTS,
  MAX_COMMISSION_PERCENT,
  normaliseReferralCode,
} from '@shop/domain/rules';
import { PHONE_INVALID_MESSAGE } from '@shop/domain/texts';
import { z } from 'zod';
import { shillings, wholeNumber } from './admin-fields';
import { textInput } from './text';

const required = (label: string, max: number) =>
  textInput()
    .trim()
    .min(1, `Please enter ${label}`)
    .max(max, `${label[0]!.toUpperCase()}${label.slice(1)} has at most ${max} characters`);

const webLink = textInput()
  .trim()
  .max(500, 'A link has at most 500 characters')
  .refine((v) => {
    try {
      const url = new URL(v);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, 'Please enter a full link (https://…)');

export const creatorPhone = z
  .string({ error: 'Please enter your M-Pesa phone number' })
  .trim()
  .min(1, 'Please enter your M-Pesa phone number')
  .transform((value, ctx) => {
    const checked = checkKenyanPhone(value);
    if (checked.ok) return checked.phone;
    ctx.addIssue({ code: 'custom', message: PHONE_INVALID_MESSAGE });
    return z.NEVER;
  });

export const socialHandle = z.object({
  network: z.enum(['tiktok', 'instagram', 'youtube', 'x', 'facebook'], {
    error: 'Please choose a network',
  }),
  handle: required('your handle', 60),
  followers: wholeNumber('must be a number of followers', 'Whole followers only')
    .min(0, 'Cannot be below 0')
    .max(1_000_000_000, 'That is more followers than people online'),
});

/** POST /api/creators/applications */
export const creatorApplicationInput = z.object({
  name: required('your name', 100),
  email: z
    .string({ error: 'Please enter your e-mail address' })
    .trim()
    .max(200)
    .pipe(z.email('Please enter a valid e-mail address'))
    .transform((v) => v.toLowerCase()),
  phone: creatorPhone,
  socials: z.array(socialHandle).min(1, 'Please add at least one social account').max(5),
  niche: required('your niche', 100),
  sample_links: z.array(webLink).min(1, 'Please add at least one link to your content').max(5),
  pitch: textInput().trim().max(1000, 'At most 1000 characters').optional().default(''),
});
export type CreatorApplicationInput = z.infer<typeof creatorApplicationInput>;

const percent = wholeNumber('must be a whole percent', 'Whole percent only')
  .min(0, 'Cannot be below 0')
  .max(MAX_COMMISSION_PERCENT, `At most ${MAX_COMMISSION_PERCENT}%`);

const referralCode = textInput().transform((v, ctx) => {
  const code = normaliseReferralCode(v);
  if (code) return code;
  ctx.addIssue({ code: 'custom', message: 'A code has 3–20 letters, digits or dashes' });
  return z.NEVER;
});

/** POST /api/admin/creators/applications/:id/decision */
export const creatorDecisionInput = z.discriminatedUnion('decision', [
  z.object({
    decision: z.literal('approve'),
    message: textInput().trim().max(2000, 'At most 2000 characters').default(''),
    commission_percent: percent,
    code: referralCode.optional(),
  }),
  z.object({
    decision: z.literal('reject'),
    message: textInput().trim().max(2000, 'At most 2000 characters').default(''),
  }),
]);
export type CreatorDecisionInput = z.infer<typeof creatorDecisionInput>;

/** PUT /api/admin/creators/:id */
export const creatorChangeInput = z.object({
  commission_percent: percent,
  code: referralCode,
  discount_code: textInput().trim().max(40).nullish(),
  active: z.boolean(),
});
export type CreatorChangeInput = z.infer<typeof creatorChangeInput>;

/** POST /api/admin/creators/videos/:id/review */
export const videoReviewInput = z.object({
  decision: z.enum(['approved', 'rejected']),
  note: textInput().trim().max(500, 'At most 500 characters').default(''),
});

/** POST /api/admin/creator-payouts */
export const creatorPayoutInput = z.object({
  creator_id: z.uuid('must be a creator id'),
  amount: shillings,
  mpesa_reference: textInput()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{8,12}$/, 'An M-Pesa reference has 8–12 letters and digits, e.g. SJK3L9XQ2P'),
  note: textInput().trim().max(300, 'At most 300 characters').default(''),
});
export type CreatorPayoutInput = z.infer<typeof creatorPayoutInput>;

/** POST /api/admin/creator-collabs, PUT /api/admin/creator-collabs/:id */
export const creatorCollabInput = z.object({
  creator_id: z.uuid('must be a creator id'),
  title: required('a title', 120),
  pieces_sent: textInput().trim().max(1000).default(''),
  deliverables: textInput().trim().max(1000).default(''),
  due_on: z.iso.date('Please enter a date').nullish(),
  status: z.enum(COLLAB_STATUSES),
});
export type CreatorCollabInput = z.infer<typeof creatorCollabInput>;

export const leaderboardQuery = z.object({
  period: z.enum(LEADERBOARD_PERIODS).default('30d'),
  sort: z.enum(LEADERBOARD_SORTS).default('revenue'),
});

export const creatorIdParam = z.object({ id: z.uuid('must be a creator id') });
export const applicationIdParam = z.object({ id: z.uuid('must be an application id') });
export const collabIdParam = z.object({ id: z.uuid('must be a collaboration id') });
export const referralCodeParam = z.object({ code: textInput().max(40) });
