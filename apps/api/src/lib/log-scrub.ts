// What a log line may say about a person (REL-5): phone numbers masked (`+2547•••••123`), guest ids,
// tokens, codes and secrets never. Applied to every logged object whatever its depth, and to error
// messages, whose text can quote a failed query's parameters or a refused key.
import { maskPhone } from './mask';

const HIDDEN = '[redacted]';
/** Keys whose values are credentials or identify a device: never printed. */
const SECRET_KEY =
  /^(password|secret|token|.*[-_]?token|otp|cookie|authorization|guest[-_]?id|x-guest-id|set-cookie|verif-hash)$/i;
/** Keys whose values are phone numbers: printed masked. */
const PHONE_KEY = /phone|^to$|^msisdn$/i;
/** Kenyan mobile numbers in running text, in any of the forms shoppers type them. */
const PHONE_IN_TEXT = /(?:\+?254|\b0)[17]\d{8}\b/g;
// Drizzle's query errors end with a line of the statement's parameters: what shoppers sent.
const QUERY_PARAMS = /\nparams: [^\n]*/g;
// Addresses in reports from browsers can carry a reset token or a guest id in their query string.
const SECRET_PARAM = /([?&](?:[a-z_]*token|guest_?id|code|otp)=)[^&\s#"']*/gi;

/** A text with phone numbers masked and query parameters cut off. */
export function scrubText(text: string): string {
  return text
    .replace(QUERY_PARAMS, '\nparams: [redacted]')
    .replace(SECRET_PARAM, `$1${HIDDEN}`)
    .replace(PHONE_IN_TEXT, (m) => maskPhone(m));
}

function scrubValue(key: string, value: unknown, depth: number): unknown {
  if (value === null || value === undefined) return value;
  if (SECRET_KEY.test(key)) return HIDDEN;
  if (PHONE_KEY.test(key) && typeof value === 'string') return maskPhone(value);
  if (typeof value === 'string') return scrubText(value);
  if (depth > 6 || typeof value !== 'object') return value;
  if (value instanceof Error) return value;
  if (Array.isArray(value)) return value.map((v) => scrubValue('', v, depth + 1));
  return scrubObject(value as Record<string, unknown>, depth + 1);
}

/** A copy of a log line's fields with personal details masked or removed. */
export function scrubObject(fields: Record<string, unknown>, depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) out[key] = scrubValue(key, value, depth);
  return out;
}
