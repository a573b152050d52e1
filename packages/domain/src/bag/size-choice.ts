import { SIZE_REQUIRED_MESSAGE } from './messages';

type SizeCheck = { ok: true; size: string | null } | { ok: false; error: typeof SIZE_REQUIRED_MESSAGE };

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

/**
 * The size preselected when the product dialog opens: the first one still in stock (sold-out sizes are
 * shown but cannot be chosen), or none. Without counts every size counts as available.
 */
export function initialSize(
  sizes: readonly string[] | null | undefined,
  sizeStock?: Readonly<Record<string, number>> | null,
): string | null {
  const open = sizeStock ? sizes?.filter((size) => (sizeStock[size] ?? 0) > 0) : sizes;
  return open?.[0] ?? null;
}
