// How the admin forms read their boxes before the contracts' schemas check them: amounts typed the way
// people type them ('1,500', 'KES 1500'), empty boxes, and Nairobi wall-clock times. Everything else —
// every limit and every message — is the contract's, so the form and the server say the same thing.
import { z } from 'zod';
import { nairobiLocalToIso, readWhole } from './form-values';

const NOT_A_NUMBER = 'Please enter a number';

/** A box's text as a number: null when empty (or `required`'s message), a message when not a number. */
const numberText = (required?: string, notANumber = NOT_A_NUMBER) =>
  z.string().transform((raw, ctx): number | null => {
    if (raw.trim() === '') {
      if (!required) return null;
      ctx.addIssue({ code: 'custom', message: required });
      return z.NEVER;
    }
    const n = readWhole(raw);
    if (Number.isNaN(n)) {
      ctx.addIssue({ code: 'custom', message: notANumber });
      return z.NEVER;
    }
    return n;
  });

/** A number box that must be filled, checked by the contract's rule. */
export const requiredNumber = <T extends z.ZodType<unknown, number>>(
  rule: T,
  message: string,
  notANumber?: string,
) => numberText(message, notANumber).pipe(rule);

/** A number box that may stay empty (null), checked by the contract's rule when filled. */
export const optionalNumber = <T extends z.ZodType<unknown, number>>(rule: T) =>
  numberText().pipe(rule.nullable());

/** A number box that means `fallback` when empty ('Empty or 0: no minimum'). */
export const numberOr = <T extends z.ZodType<unknown, number>>(rule: T, fallback: number) =>
  numberText()
    .transform((n) => n ?? fallback)
    .pipe(rule);

/** A datetime-local box in Nairobi time, sent as an instant with its +03:00 offset (null when empty). */
export const nairobiTime = z.string().transform(nairobiLocalToIso);

/** Text the owner may leave empty: the trimmed text, or null. */
export const textOrNull = z.string().transform((v) => v.trim() || null);

export type FormCheck<P> = { ok: true; payload: P } | { ok: false; errors: Partial<Record<string, string>> };

/** The schema's verdict on a form's values: the payload, or each field's first problem by its path. */
export function checkForm<P>(schema: z.ZodType<P>, values: unknown): FormCheck<P> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, payload: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.map(String).join('.')] ??= issue.message;
  return { ok: false, errors };
}
