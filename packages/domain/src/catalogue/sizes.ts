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

/** The sizes a product comes in, from its counts by size (sold-out sizes included, smallest first). */
export function sizesOf(sizeStock: Readonly<Record<string, number>>): string[] {
  return sortSizes(Object.keys(sizeStock));
}
