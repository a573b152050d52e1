// Sizes come from a product's variants in no particular order; shoppers expect them smallest first.
const LETTER_SIZES = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'];

function rank(size: string): [number, number, string] {
  const text = size.trim().toUpperCase();
  const letter = LETTER_SIZES.indexOf(text === '2XL' ? 'XXL' : text === '3XL' ? 'XXXL' : text);
  if (letter >= 0) return [0, letter, text];
  const number = Number.parseFloat(text.replace(/^(?:EU|UK|US)\s*/, ''));
  if (Number.isFinite(number)) return [1, number, text];
  return [2, 0, text];
}

/** Distinct, non-blank sizes, letter sizes (XS…XXL) first, then numeric ascending, then the rest A–Z. */
export function sortSizes(sizes: readonly (string | null | undefined)[]): string[] {
  const distinct = [...new Set(sizes.filter((s): s is string => typeof s === 'string' && s.trim() !== ''))];
  return distinct.sort((a, b) => {
    const [ga, na, ta] = rank(a);
    const [gb, nb, tb] = rank(b);
    return ga - gb || na - nb || (ta < tb ? -1 : ta > tb ? 1 : 0);
  });
}

// A catalogue has few distinct size sets (S/M/L, 38–42…) and a page of 50 cards sorts them 50 times:
// each set is sorted once and remembered. Bounded, so odd sets cannot grow it without end.
const SORTED_SETS_KEPT = 512;
const sortedSets = new Map<string, readonly string[]>();

/** The sizes a product comes in, from its counts by size (sold-out sizes included, smallest first). */
export function sizesOf(sizeStock: Readonly<Record<string, number>>): string[] {
  const sizes = Object.keys(sizeStock);
  if (sizes.length === 0) return sizes;
  const key = sizes.join('\n');
  let sorted = sortedSets.get(key);
  if (!sorted) {
    if (sortedSets.size >= SORTED_SETS_KEPT) sortedSets.clear();
    sortedSets.set(key, (sorted = sortSizes(sizes)));
  }
  // A copy: the caller owns what it gets.
  return sorted.slice();
}
