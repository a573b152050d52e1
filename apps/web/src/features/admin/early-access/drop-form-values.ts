// The drop form's values and the server's payload: the contract's rules check each field in the
// server's words; the launch is typed in Nairobi time and sent with its +03:00 offset; the products
// go in the order the owner arranged them.
import { dropFields } from '@shop/contracts';
import type { BadgeColour, DropStatus } from '@shop/domain/rules';
import { z } from 'zod';
import type { AdminDrop, DropPayload } from '../api/drops-api';
import { nairobiTime } from '../form-schema';
import { isoToNairobiLocal } from '../form-values';

export type DropProductValue = {
  product_id: string;
  name: string;
  image: string | null;
  is_featured: boolean;
};

export type DropFormValues = {
  name: string;
  slug: string;
  description: string;
  public_access_start: string;
  products: DropProductValue[];
};

export const EMPTY_DROP: DropFormValues = {
  name: '',
  slug: '',
  description: '',
  public_access_start: '',
  products: [],
};

export function dropToValues(d: AdminDrop): DropFormValues {
  return {
    name: d.name,
    slug: d.slug,
    description: d.description,
    public_access_start: isoToNairobiLocal(d.public_access_start),
    products: d.products.map((p) => ({
      product_id: p.product_id,
      name: p.name,
      image: p.image,
      is_featured: p.is_featured,
    })),
  };
}

export const LAUNCH_NEEDED = 'Please say when the drop goes public (date and time)';

export const dropFormSchema = z
  .object({
    name: dropFields.name,
    slug: dropFields.slug,
    description: dropFields.description,
    public_access_start: nairobiTime.pipe(
      z.string({ error: LAUNCH_NEEDED }).pipe(dropFields.public_access_start),
    ),
    products: z.array(
      z.object({
        product_id: z.string(),
        name: z.string(),
        image: z.string().nullable(),
        is_featured: z.boolean(),
      }),
    ),
  })
  .transform((v): DropPayload => ({
    ...v,
    products: v.products.map((p) => ({ product_id: p.product_id, is_featured: p.is_featured })),
  }));

/** Where the server's answer shows: a taken slug by the slug, a product problem by the products. */
export function placeDropProblem(path: string, message: string, code: string) {
  if (code === 'slug_taken') return { field: 'slug', message };
  if (code === 'product_in_other_drop') return { field: 'products', message };
  const field = path.split('.')[0] ?? '';
  return field in EMPTY_DROP ? { field, message } : null;
}

export const STATUS_LABELS: Record<DropStatus, string> = {
  upcoming: 'Upcoming',
  vip_live: 'VIP live',
  early_access_live: 'Early access live',
  public: 'Public',
};

export const STATUS_COLOURS: Record<DropStatus, BadgeColour> = {
  upcoming: 'blue',
  vip_live: 'yellow',
  early_access_live: 'green',
  public: 'grey',
};
