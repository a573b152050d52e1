const EMAIL_REQUIRED_MESSAGE = 'Please enter your email';
const EMAIL_INVALID_MESSAGE = 'Please enter a valid email address';
const EMAIL_FORBIDDEN_CHARACTERS_MESSAGE = 'Invalid email format';
export const NAME_TOO_LONG_MESSAGE = 'Name is too long';
export const EMAIL_MAX_LENGTH = 100;
export const FIRST_NAME_MAX_LENGTH = 50;
export const EARLY_ACCESS_SUCCESS_PANEL_MS = 5_000;

export const EARLY_ACCESS_MESSAGES = {
  joined: "You're in! Welcome to The Bag Family! 🎉",
  rejoined: "Welcome back! You're back on the list! 🎉",
  alreadyListed: "You're already on the list! 🎉",
  network: 'Network error. Please check your connection and try again.',
  unavailable: 'Service temporarily unavailable. Please try again.',
  auth: 'Authentication error. Please refresh the page and try again.',
  unknown: 'Something went wrong. Please try again.',
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const FORBIDDEN_IN_EMAIL = /[<>;]/;
const STRIPPED_FROM_NAME = /[<>;&'"]/g;

interface EarlyAccessSignup {
  /** Trimmed and lower-cased, as it is looked up and stored. */
  email: string;
  /** Cleaned first name, or null when none was given. */
  firstName: string | null;
}

type EarlyAccessSignupCheck = { ok: true; value: EarlyAccessSignup } | { ok: false; error: string };

/** The early-access form: email required, a simple address, no < > ;, at most 100; name at most 50, cleaned. */
export function checkEarlyAccessSignup(email: unknown, firstName?: unknown): EarlyAccessSignupCheck {
  const address = typeof email === 'string' ? email.trim().toLowerCase() : '';
  if (address === '') return { ok: false, error: EMAIL_REQUIRED_MESSAGE };
  if (address.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(address)) {
    return { ok: false, error: EMAIL_INVALID_MESSAGE };
  }
  if (FORBIDDEN_IN_EMAIL.test(address)) return { ok: false, error: EMAIL_FORBIDDEN_CHARACTERS_MESSAGE };
  const name = typeof firstName === 'string' ? firstName.trim() : '';
  if (name.length > FIRST_NAME_MAX_LENGTH) return { ok: false, error: NAME_TOO_LONG_MESSAGE };
  const cleaned = name.replace(STRIPPED_FROM_NAME, '').trim();
  return { ok: true, value: { email: address, firstName: cleaned === '' ? null : cleaned } };
}

type SubscriberStatus = 'active' | 'unsubscribed';

type SignupOutcome =
  | { action: 'create'; message: typeof EARLY_ACCESS_MESSAGES.joined }
  | { action: 'reactivate'; message: typeof EARLY_ACCESS_MESSAGES.rejoined }
  | { action: 'none'; message: typeof EARLY_ACCESS_MESSAGES.alreadyListed };

/** What a sign-up does to an existing subscriber: new → create, unsubscribed → reactivate, active → nothing. */
export function earlyAccessSignupOutcome(existing: SubscriberStatus | null): SignupOutcome {
  if (existing === 'active') return { action: 'none', message: EARLY_ACCESS_MESSAGES.alreadyListed };
  if (existing === 'unsubscribed') return { action: 'reactivate', message: EARLY_ACCESS_MESSAGES.rejoined };
  return { action: 'create', message: EARLY_ACCESS_MESSAGES.joined };
}
