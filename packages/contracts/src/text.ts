// Text fields from forms and query strings. PostgreSQL text cannot hold a NUL character: one sent by
// a broken or hostile client would fail the write with a 500, so it is refused here with a 400.
import { z } from 'zod';

export const NUL_MESSAGE = 'must not contain NUL characters';

/** A string that the database can store (the start of every text field's rules). */
export const textInput = () => z.string().refine((v) => !v.includes('\u0000'), NUL_MESSAGE);
