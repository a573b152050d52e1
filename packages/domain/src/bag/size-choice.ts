import { SIZE_REQUIRED_MESSAGE } from './messages';

export type SizeCheck =
  { ok: true; size: string | null } | { ok: false; error: typeof SIZE_REQUIRED_MESSAGE };

/** A product with sizes needs one chosen before it goes in the bag. */
export function checkSizeChosen(
  sizes: readonly string[] | null | undefined,
  chosen: string | null | undefined,
): SizeCheck {
  const size = typeof chosen === 'string' && chosen.trim() !== '' ? chosen.trim() : null;
  if (!sizes || sizes.length === 0) return { ok: true, size: null };
  return size !== null && sizes.includes(size)
    ? { ok: true, size }
    : { ok: false, error: SIZE_REQUIRED_MESSAGE };
}

/** The size preselected when the product dialog opens: the first one, or none. */
export function initialSize(sizes: readonly string[] | null | undefined): string | null {
  return sizes?.[0] ?? null;
}
