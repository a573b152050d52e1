// What the admin forms read from their inputs: amounts typed the way people type them, and dates and
// times in Nairobi (the shop's clock, UTC+3 all year) sent as instants.

/** A whole number typed with or without 'KES' and separators ('1,500'); NaN when it is not one. */
export function readWhole(input: string): number {
  const cleaned = input.replace(/^\s*KES\s*/i, '').replace(/[,\s]/g, '');
  if (cleaned === '') return NaN;
  return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : NaN;
}

const NAIROBI_MS = 3 * 3_600_000;

/** '2026-12-01T09:30' typed in Nairobi → '2026-12-01T09:30:00+03:00'; '' → null. */
export function nairobiLocalToIso(local: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(local);
  return match ? `${match[1]}T${match[2]}:00+03:00` : null;
}

/** An instant as a datetime-local value in Nairobi time; '' for none. */
export function isoToNairobiLocal(iso: string | null): string {
  return iso ? new Date(new Date(iso).getTime() + NAIROBI_MS).toISOString().slice(0, 16) : '';
}
