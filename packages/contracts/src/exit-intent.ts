// The exit-intent offer: the owner's settings and offers (document 2 §3), the visitor's view event
// (§7 track_exit_intent_event; conversions are counted by the server from orders, never sent).
import { EXIT_INTENT_LIMITS, EXIT_OFFER_ICONS, EXIT_OFFER_TYPES } from '@shop/domain/rules';
import { z } from 'zod';
import { wholeNumber } from './admin-fields';
import { textInput } from './text';

const L = EXIT_INTENT_LIMITS;
const whole = (label: string, min: number, max: number, unit = '') =>
  wholeNumber(`${label} must be a number`, 'Whole numbers only')
    .min(min, `${label} is at least ${min}${unit}`)
    .max(max, `${label} is at most ${max.toLocaleString('en-US')}${unit}`);

export const exitIntentSettingsInput = z.object({
  enabled: z.boolean(),
  sensitivity: whole('Sensitivity', L.sensitivity.min, L.sensitivity.max, ' px'),
  delay: whole('Delay', L.delay.min, L.delay.max, ' ms'),
  countdown_duration: whole('Countdown', L.countdown_duration.min, L.countdown_duration.max, ' seconds'),
});
export type ExitIntentSettingsInput = z.infer<typeof exitIntentSettingsInput>;

const text = (label: string, max: number, required = true) => {
  const base = textInput().trim().max(max, `${label} has at most ${max} characters`);
  return required ? base.min(1, `Please enter ${label.toLowerCase()}`) : base;
};
const colour = textInput().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #be123c');

export const exitOfferFields = {
  title: text('A title', 80),
  description: text('A description', 300),
  discount: whole('Discount', L.discount.min, L.discount.max, '%'),
  icon: z.enum(EXIT_OFFER_ICONS, { error: `Icon must be one of ${EXIT_OFFER_ICONS.join(', ')}` }),
  colour_from: colour,
  colour_to: colour,
  urgency: text('An urgency line', 160, false),
  cta: text('A button text', 40),
  offer_type: z.enum(EXIT_OFFER_TYPES, { error: `Type must be one of ${EXIT_OFFER_TYPES.join(', ')}` }),
  requires_cart: z.boolean(),
  requires_wishlist: z.boolean(),
  first_time_only: z.boolean(),
  min_cart_value: wholeNumber('Minimum bag total must be a number', 'Whole shillings only')
    .min(0, 'Cannot be below 0')
    .max(10_000_000, 'At most KES 10,000,000')
    .nullable(),
  enabled: z.boolean(),
};

const offerShape = z.object(exitOfferFields);
export const exitOfferCreateInput = offerShape.partial().required({
  title: true,
  description: true,
  discount: true,
  cta: true,
});
export const exitOfferChangeInput = offerShape.partial();
export type ExitOfferCreate = z.infer<typeof exitOfferCreateInput>;
export type ExitOfferChange = z.infer<typeof exitOfferChangeInput>;

export const exitOfferIdParam = z.object({ id: z.uuid('must be an offer id') });

export const exitOfferReorderInput = z.object({
  ids: z
    .array(z.uuid('must be an offer id'))
    .min(1, 'Please list the offers in their new order')
    .max(200)
    .refine((ids) => new Set(ids).size === ids.length, 'An offer is listed twice'),
});

/** POST /api/exit-intent/events: the visitor saw an offer. */
export const exitIntentEventInput = z.object({
  event_type: z.enum(['view'], {
    error: 'event_type must be view (conversions are counted from orders)',
  }),
  offer_id: textInput().trim().min(1, 'offer_id is required').max(64),
});
