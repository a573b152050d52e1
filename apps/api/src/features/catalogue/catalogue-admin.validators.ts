// Field rules shared by the owner's product, bundle and video forms: slugs, picture and video
// addresses, money. Each failure names what is wrong in words the owner understands.
import { z } from 'zod';
import { textInput } from '../../lib/text-input';

const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A slug made from a name: 'Vintage Levi’s 501 & Co.' → 'vintage-levis-501-and-co'. */
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

export const slugField = textInput()
  .trim()
  .toLowerCase()
  .min(1, 'Please enter a slug')
  .max(120, 'A slug has at most 120 characters')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'A slug has only letters, digits and single dashes')
  // Product pages are found by id or slug: a slug shaped like an id could point at another product.
  .refine((v) => !UUID_SHAPE.test(v), 'A slug must not look like an id');

// Our own files (written by the upload endpoint or the seed) or an outside web address; never
// javascript:, data: or a path that climbs out of the uploads folder.
const OWN_FILE = /^\/uploads\/(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9/_.-]*$/;

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export const mediaUrl = textInput()
  .trim()
  .min(1, 'Please give an address')
  .max(2000, 'An address has at most 2000 characters')
  .refine(
    (v) => OWN_FILE.test(v) || isWebAddress(v),
    'must be an uploaded file (/uploads/…) or a web address (https://…)',
  );

export const shillings = z
  .number({ error: 'must be a number of shillings' })
  .int('Whole shillings only')
  .positive('Must be above 0')
  .max(10_000_000, 'At most KES 10,000,000');

export const pieces = z
  .number({ error: 'must be a number of pieces' })
  .int('Whole pieces only')
  .min(0, 'Cannot be below 0')
  .max(100_000, 'At most 100,000 pieces');

/** Optional text where an empty box means "none". */
export const optionalText = (max: number, label: string) =>
  textInput()
    .trim()
    .max(max, `${label} has at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/** The admin lists' paging. */
export const paging = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(25),
};

export const activeFilter = z.enum(['true', 'false', 'all']).default('all');
