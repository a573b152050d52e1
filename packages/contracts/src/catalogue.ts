// What the catalogue endpoints accept. Unknown option values are refused with a 400 that names the
// field; numbers arrive as query text and are read the way the filter panel sends them.
import {
  ACCESS_OPTIONS,
  AVAILABILITY_OPTIONS,
  PRICE_FILTER_MAX,
  PRICE_FILTER_MIN,
  SORT_OPTIONS,
} from '@shop/domain/rules';
import { z } from 'zod';

const price = z.coerce
  .number({ error: 'must be a number of shillings' })
  .int('must be whole shillings')
  .min(PRICE_FILTER_MIN)
  .max(PRICE_FILTER_MAX);

export const productListQuery = z
  .object({
    category: z.string().trim().min(1).max(60).default('all'),
    // Styles as one comma-separated value: styles=Casual,Vintage
    styles: z
      .string()
      .max(300)
      .optional()
      .transform((v) =>
        v
          ? v
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean)
          : [],
      ),
    availability: z.enum(AVAILABILITY_OPTIONS).default('all'),
    access: z.enum(ACCESS_OPTIONS).default('all'),
    min: price.default(PRICE_FILTER_MIN),
    max: price.default(PRICE_FILTER_MAX),
    sort: z.enum(SORT_OPTIONS).default('latest'),
    // The random order's seed, so every page of one random listing agrees.
    seed: z.coerce
      .number()
      .int()
      .min(0)
      .max(2 ** 31)
      .default(0),
    cursor: z.string().max(200).optional(),
  })
  .refine((q) => q.min <= q.max, { message: 'min must not be above max', path: ['min'] });

export type ProductListQuery = z.infer<typeof productListQuery>;

export const searchQuery = z.object({ q: z.string().max(100).default('') });

export const idOrSlugParam = z.object({ idOrSlug: z.string().min(1).max(200) });
export const slugParam = z.object({ slug: z.string().min(1).max(200) });

/** GET /api/catalogue/bundles?featured= — every bundle on sale, or the home page's featured ones. */
export const bundlesQuery = z.object({ featured: z.enum(['true', 'false']).default('false') });
