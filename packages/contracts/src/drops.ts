// Drops: the owner's early-access drops (a named group of products going public at one moment) and
// the shopper's query for the drop page. The product order is the list's order; a product is in at
// most one drop (the server checks against the other drops).
import { z } from 'zod';
import { slugField } from './admin-fields';
import { textInput } from './text';

export const MAX_DROP_PRODUCTS = 200;

export const dropProductInput = z.object({
  product_id: z.uuid('must be a product id'),
  is_featured: z.boolean().default(false),
});

export const dropFields = {
  name: textInput().trim().min(1, 'Please name the drop').max(100, 'A drop name has at most 100 characters'),
  slug: slugField,
  description: textInput().trim().max(2000, 'A description has at most 2,000 characters'),
  public_access_start: z.iso.datetime({
    offset: true,
    message: 'Please say when the drop goes public (date and time)',
  }),
  products: z
    .array(dropProductInput)
    .max(MAX_DROP_PRODUCTS, `At most ${MAX_DROP_PRODUCTS} products in one drop`)
    .refine(
      (list) => new Set(list.map((p) => p.product_id)).size === list.length,
      'A product is listed twice',
    ),
};

/** POST /api/admin/drops: a name and its launch; the slug is made from the name when left out. */
export const dropCreateInput = z.object({
  name: dropFields.name,
  slug: dropFields.slug.optional(),
  description: dropFields.description.default(''),
  public_access_start: dropFields.public_access_start,
  products: dropFields.products.default([]),
});
/** PUT /api/admin/drops/:id: only the fields sent change (a product list sent replaces the old one). */
export const dropChangeInput = z.object(dropFields).partial();

export type DropCreate = z.infer<typeof dropCreateInput>;
export type DropChange = z.infer<typeof dropChangeInput>;
export type DropProductInput = z.infer<typeof dropProductInput>;

export const dropIdParam = z.object({ id: z.uuid('must be a drop id') });

/** GET /api/drops/current?drop={slug}: one drop by its slug, or (without one) the next to go public. */
export const currentDropQuery = z.object({
  drop: z.string().trim().toLowerCase().max(200).optional(),
});
