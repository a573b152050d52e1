// A bundle as the owner writes it: name, slug, price, pictures, flags, stock and its pieces. The
// saving is never sent: the server works it out from the pieces' prices.
import { z } from 'zod';
import { textInput } from './text';
import { activeFilter, mediaUrl, paging, pieces, shillings, slugField, wholeNumber } from './admin-fields';

export const bundleItemInput = z.object({
  product_id: z.uuid('must be a product id'),
  quantity: wholeNumber('must be a number', 'Whole pieces only')
    .min(1, 'At least 1')
    .max(10, 'At most 10 of one piece'),
});

const items = z
  .array(bundleItemInput)
  .min(1, 'Please add at least one product')
  .max(20, 'At most 20 products in a bundle')
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((it, i) => {
      if (seen.has(it.product_id))
        ctx.addIssue({
          code: 'custom',
          path: [i, 'product_id'],
          message: 'This product is listed twice; raise its quantity instead',
        });
      seen.add(it.product_id);
    });
  });

export const bundleFields = {
  name: textInput().trim().min(1, 'Please enter a name').max(200, 'A name has at most 200 characters'),
  slug: slugField,
  description: textInput().trim().max(10_000, 'A description has at most 10,000 characters'),
  price: shillings,
  featured_image: mediaUrl.nullable(),
  images: z.array(mediaUrl).max(20, 'At most 20 pictures'),
  is_featured: z.boolean(),
  is_active: z.boolean(),
  // With tracking the bundle has its own count (held and sold like a piece); without, it has as
  // many as its scarcest piece allows.
  track_inventory: z.boolean(),
  stock: pieces,
  items,
};

const bundleShape = z.object(bundleFields).partial();
export const bundleChangeInput = bundleShape;
export const bundleCreateInput = bundleShape.required({ name: true, price: true, items: true });

export type BundleChange = z.infer<typeof bundleChangeInput>;
export type BundleCreate = z.infer<typeof bundleCreateInput>;

export const bundleIdParam = z.object({ id: z.uuid('must be a bundle id') });

export const adminBundlesQuery = z.object({
  q: textInput().trim().max(100).optional(),
  active: activeFilter,
  ...paging,
});
export type AdminBundlesQuery = z.infer<typeof adminBundlesQuery>;
