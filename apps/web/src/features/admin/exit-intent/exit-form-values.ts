// The exit-intent settings form and the offer form: their values (text boxes hold text), the contract's
// rules that check them (in the server's words) and the payloads sent.
import { exitIntentSettingsInput, exitOfferFields } from '@shop/contracts';
import { EXIT_OFFER_ICONS, EXIT_OFFER_TYPES } from '@shop/domain/rules';
import { z } from 'zod';
import type { AdminExitOffer, ExitIntentAdmin } from '../api/exit-intent-api';
import { optionalNumber, requiredNumber } from '../form-schema';

export type SettingsValues = {
  enabled: boolean;
  sensitivity: string;
  delay: string;
  countdown_duration: string;
};

export const settingsToValues = (s: ExitIntentAdmin['settings']): SettingsValues => ({
  enabled: s.enabled,
  sensitivity: String(s.sensitivity),
  delay: String(s.delay),
  countdown_duration: String(s.countdown_duration),
});

const rules = exitIntentSettingsInput.shape;
export const settingsSchema = z.object({
  enabled: z.boolean(),
  sensitivity: requiredNumber(rules.sensitivity, 'Please enter the sensitivity'),
  delay: requiredNumber(rules.delay, 'Please enter the delay'),
  countdown_duration: requiredNumber(rules.countdown_duration, 'Please enter the countdown'),
});

export type OfferValues = {
  title: string;
  description: string;
  discount: string;
  icon: string;
  colour_from: string;
  colour_to: string;
  urgency: string;
  cta: string;
  offer_type: string;
  requires_cart: boolean;
  requires_wishlist: boolean;
  first_time_only: boolean;
  min_cart_value: string;
  enabled: boolean;
};

export const EMPTY_OFFER: OfferValues = {
  title: '',
  description: '',
  discount: '',
  icon: 'gift',
  colour_from: '#be123c',
  colour_to: '#ea580c',
  urgency: '',
  cta: '',
  offer_type: 'general',
  requires_cart: false,
  requires_wishlist: false,
  first_time_only: false,
  min_cart_value: '',
  enabled: true,
};

export const offerToValues = (o: AdminExitOffer): OfferValues => ({
  title: o.title,
  description: o.description,
  discount: String(o.discount),
  icon: o.icon,
  colour_from: o.colour_from,
  colour_to: o.colour_to,
  urgency: o.urgency,
  cta: o.cta,
  offer_type: o.offer_type,
  requires_cart: o.conditions.requiresCart,
  requires_wishlist: o.conditions.requiresWishlist,
  first_time_only: o.conditions.firstTimeOnly,
  min_cart_value: o.conditions.minCartValue === null ? '' : String(o.conditions.minCartValue),
  enabled: o.enabled,
});

export const offerSchema = z.object({
  ...exitOfferFields,
  discount: requiredNumber(exitOfferFields.discount, 'Please enter the discount'),
  min_cart_value: optionalNumber(exitOfferFields.min_cart_value.unwrap()),
});

export const ICON_OPTIONS = EXIT_OFFER_ICONS.map((icon) => ({
  value: icon,
  label: icon === 'shopping-bag' ? 'Shopping bag' : icon[0]!.toUpperCase() + icon.slice(1),
}));

const TYPE_LABELS: Record<(typeof EXIT_OFFER_TYPES)[number], string> = {
  cart: 'Bag (shoppers with something in the bag)',
  wishlist: 'Wishlist (shoppers who saved pieces)',
  welcome: 'Welcome (visitors not signed in)',
  general: 'General (anyone)',
};
export const TYPE_OPTIONS = EXIT_OFFER_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }));

/** The conditions in words, for the offer list. */
export function conditionsText(o: AdminExitOffer): string {
  const c = o.conditions;
  const parts = [
    c.requiresCart && 'something in the bag',
    c.requiresWishlist && 'a saved piece',
    c.firstTimeOnly && 'not signed in',
    c.minCartValue !== null && c.minCartValue > 0 && `bag from KES ${c.minCartValue.toLocaleString('en-US')}`,
  ].filter(Boolean);
  return parts.length > 0 ? `For shoppers with ${parts.join(', ')}` : 'For everyone';
}
