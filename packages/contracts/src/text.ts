// Text fields from forms and query strings. PostgreSQL text cannot hold a NUL character: one sent by
// a broken or hostile client would fail the write with a 500, so it is refused here with a 400.
import { checkKenyanPhone } from '@shop/domain/rules';
import { PHONE_INVALID_MESSAGE } from '@shop/domain/texts';
import { z } from 'zod';

export const NUL_MESSAGE = 'must not contain NUL characters';

/** A string that the database can store (the start of every text field's rules). */
export const textInput = () => z.string().refine((v) => !v.includes('\u0000'), NUL_MESSAGE);

/** A Kenyan phone number as typed (07…, 7…, 254…, +254…), normalised to +254…; anything else is refused. */
export const kenyanPhoneInput = () =>
  z
    .string({ error: PHONE_INVALID_MESSAGE })
    .trim()
    .transform((value, ctx) => {
      const checked = checkKenyanPhone(value);
      if (checked.ok) return checked.phone;
      ctx.addIssue({ code: 'custom', message: PHONE_INVALID_MESSAGE });
      return z.NEVER;
    });
