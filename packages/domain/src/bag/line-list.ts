// The list operations single lines and bundle lines share; each answers the same array when nothing changes,
// so callers can hand back the very same bag and renders can skip work.

type KeyOf<T> = (line: T) => string;

/** Joins lines that share a key, adding quantities up to the line maximum; the first position is kept. */
export function mergeLines<T extends { quantity: number }>(
  lines: readonly T[],
  keyOf: KeyOf<T>,
  max: number,
): T[] {
  const merged = new Map<string, T>();
  for (const line of lines) {
    const key = keyOf(line);
    const existing = merged.get(key);
    merged.set(
      key,
      existing ? { ...existing, quantity: Math.min(existing.quantity + line.quantity, max) } : line,
    );
  }
  return [...merged.values()];
}

/** Sets one line's quantity; outside [min, max], a non-integer or a missing key leaves the list as it is. */
export function setLineQuantity<T extends { quantity: number }>(
  lines: readonly T[],
  key: string,
  keyOf: KeyOf<T>,
  quantity: number,
  bounds: { min: number; max: number },
): readonly T[] {
  const index = lines.findIndex((line) => keyOf(line) === key);
  if (index === -1 || !Number.isInteger(quantity) || quantity < bounds.min || quantity > bounds.max)
    return lines;
  return lines.map((line, i) => (i === index ? { ...line, quantity } : line));
}

/** Drops the lines that match; the same list when none do. */
export function dropLines<T>(lines: readonly T[], drop: (line: T) => boolean): readonly T[] {
  const kept = lines.filter((line) => !drop(line));
  return kept.length === lines.length ? lines : kept;
}
