import { readText } from '../shared/read';

export type CustomerNoteCheck =
  { ok: true; phone: string; value: string } | { ok: false; error: 'missing_phone' | 'empty_value' };

/** A customer note or tag needs the customer's phone number and a non-empty text. */
export function checkCustomerNote(phone: unknown, value: unknown): CustomerNoteCheck {
  const number = readText(phone);
  if (number === null) return { ok: false, error: 'missing_phone' };
  const text = readText(value);
  return text === null ? { ok: false, error: 'empty_value' } : { ok: true, phone: number, value: text };
}
