// Readers for untrusted values (stored JSON, query strings): each answers a typed value or nothing.

/** Whether a value is a plain object whose fields can be read. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A non-empty trimmed string, or null. */
export function readText(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text === '' ? null : text;
}

/** An id: a non-empty string, or a finite number written as a string (older rows used numeric ids). */
export function readId(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return readText(value);
}

/** A finite number, or null (numeric strings are not numbers here). */
export function readNumber(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Only the string entries of an array; anything else gives an empty list. */
export function readStrings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
}

/** A list of ids, or null when the value is not a list (null means "no restriction" to callers). */
export function readIdList(value: unknown): string[] | null {
  if (!Array.isArray(value)) return null;
  return value.map(readId).filter((id): id is string => id !== null);
}
