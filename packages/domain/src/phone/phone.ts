/** The message shown for a phone number that is not Kenyan (checkout spec §5 and §8). */
export const PHONE_INVALID_MESSAGE = 'Please enter a valid Kenyan phone number';

/** Optional 254, +254 or 0, then a Safaricom/Airtel-style 7 or 1, then 8 more digits. */
const KENYAN_PHONE_PATTERN = /^(?:\+254|254|0)?[17]\d{8}$/;

/** The stored form of a phone number (DESIGN: "+2547XXXXXXXX"). */
export const NORMALISED_PHONE_PATTERN = /^\+254[17]\d{8}$/;

// People type spaces, dashes and brackets; they are separators, not part of the number.
const SEPARATORS = /[\s\-().]/g;

/** Whether a typed number is a Kenyan mobile number (separators such as spaces are ignored). */
export function isValidKenyanPhone(input: string): boolean {
  return typeof input === 'string' && KENYAN_PHONE_PATTERN.test(input.replace(SEPARATORS, ''));
}

type PhoneCheck = { ok: true; phone: string } | { ok: false; error: typeof PHONE_INVALID_MESSAGE };

/** Validates a Kenyan number and gives it in +254 form, or the spec's message. */
export function checkKenyanPhone(input: string): PhoneCheck {
  if (!isValidKenyanPhone(input)) return { ok: false, error: PHONE_INVALID_MESSAGE };
  return { ok: true, phone: normalisePhone(input) };
}

/** Spec normalisation: keep digits and +; leading 0 → +254; 9 digits starting 7 or 1 → +254; 254… → +254…. */
export function normalisePhone(input: string): string {
  if (typeof input !== 'string') return '';
  const kept = input.replace(/[^\d+]/g, '');
  if (kept.startsWith('0')) return `+254${kept.slice(1)}`;
  // The spec names 7 only; 1 is included because validation accepts 1-prefixed numbers too.
  if (/^[17]\d{8}$/.test(kept)) return `+254${kept}`;
  if (kept.startsWith('254')) return `+${kept}`;
  return kept;
}

/** Groups a Kenyan number for display as '+254 712 345 678'; other input is shown normalised. */
export function formatPhoneForDisplay(input: string): string {
  const phone = normalisePhone(input);
  const match = /^\+254(\d{3})(\d{3})(\d{3})$/.exec(phone);
  return match ? `+254 ${match[1]} ${match[2]} ${match[3]}` : phone;
}
