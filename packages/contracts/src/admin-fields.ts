// Field rules shared by the owner's product, bundle and video forms: slugs, picture and video
// addresses, money. Each failure names what is wrong in words the owner understands.
import { slugProblem } from '@shop/domain/rules';
import { z } from 'zod';
import { textInput } from './text';

// The rules and their words are the domain's, so the admin forms check a slug exactly as here.
export const slugField = textInput()
  .trim()
  .toLowerCase()
  .superRefine((slug, ctx) => {
    const problem = slugProblem(slug);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

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

/**
 * A whole number, said with `message` when it is not one. A refinement rather than .int(): .int()
 * ends the whole parse, and a form shows this problem beside the others (and the rules across fields).
 */
export const wholeNumber = (typeError: string, message: string) =>
  z.number({ error: typeError }).refine(Number.isSafeInteger, message);

export const shillings = wholeNumber('must be a number of shillings', 'Whole shillings only')
  .positive('Must be above 0')
  .max(10_000_000, 'At most KES 10,000,000');

export const pieces = wholeNumber('must be a number of pieces', 'Whole pieces only')
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
