// A product's or bundle's address: /products/{slug}, /bundles/{slug}. The server makes a slug from the
// name when the owner gives none, and the admin forms show the same slug while the owner types.

/** 'Vintage Levi’s 501 & Co.' → 'vintage-levis-501-and-co'; a name without letters or digits → 'item'. */
export function slugFromName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’.]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  // A name with no letters or digits at all ('★★★') still needs an address.
  return slug === '' ? 'item' : slug;
}

const SLUG_MAX_LENGTH = 120;
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const SLUG_MESSAGES = {
  empty: 'Please enter a slug',
  tooLong: `A slug has at most ${SLUG_MAX_LENGTH} characters`,
  shape: 'A slug has only letters, digits and single dashes',
  idShaped: 'A slug must not look like an id',
} as const;

/** What is wrong with a typed slug (already trimmed and lower-cased), or null. */
export function slugProblem(slug: string): string | null {
  if (slug === '') return SLUG_MESSAGES.empty;
  if (slug.length > SLUG_MAX_LENGTH) return SLUG_MESSAGES.tooLong;
  if (!SLUG_PATTERN.test(slug)) return SLUG_MESSAGES.shape;
  // Pages are found by id or slug: a slug shaped like an id could point at another product.
  if (UUID_SHAPE.test(slug)) return SLUG_MESSAGES.idShaped;
  return null;
}
