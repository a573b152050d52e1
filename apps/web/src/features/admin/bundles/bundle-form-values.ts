// The bundle form's values and the server's payload, both ways, and the live saving. The contract's
// rules check the form (in the server's words) so the owner sees a problem by its field at once; the
// server still decides, and keeps the saving it works out itself.
import { bundleFields, bundleItemInput, pieces, shillings, slugField } from '@shop/contracts';
import { slugFromName } from '@shop/domain/rules';
import { z } from 'zod';
import type { AdminBundle } from '../api/bundles-api';
import { requiredNumber } from '../form-schema';
import { readWhole } from '../form-values';

const NOT_A_NUMBER = 'Please enter a number';

/** A piece of the bundle as the form shows it: the product's name, price and stock, and a quantity. */
export type BundleItemValue = {
  product_id: string;
  name: string;
  price: number;
  stock: number;
  image: string | null;
  is_active: boolean;
  quantity: string;
};

export type BundleFormValues = {
  name: string;
  slug: string;
  /** False while the slug follows the name (a new bundle whose slug the owner has not typed). */
  slugEdited: boolean;
  description: string;
  price: string;
  /** The first is the cover (featured_image), the rest the gallery (images). */
  pictures: string[];
  items: BundleItemValue[];
  is_featured: boolean;
  is_active: boolean;
  track_inventory: boolean;
  stock: string;
};

/** Errors by field, and by piece: 'items.2.quantity', 'items.2.product'. */
export type FieldErrors = Partial<Record<string, string>>;

export const MAX_ITEMS = 20;
export const MAX_QUANTITY = 10;
export const MAX_PICTURES = 20;

export const EMPTY_BUNDLE: BundleFormValues = {
  name: '',
  slug: '',
  slugEdited: false,
  description: '',
  price: '',
  pictures: [],
  items: [],
  is_featured: false,
  is_active: true,
  track_inventory: false,
  stock: '0',
};

/** The name's change, with the slug following it until the owner types a slug of their own. */
export function withName(values: BundleFormValues, name: string): BundleFormValues {
  if (values.slugEdited) return { ...values, name };
  return { ...values, name, slug: name.trim() ? slugFromName(name) : '' };
}

export function bundleToValues(b: AdminBundle): BundleFormValues {
  return {
    name: b.name,
    slug: b.slug,
    // A saved bundle's address is in links already: it changes only when the owner changes it.
    slugEdited: true,
    description: b.description ?? '',
    price: String(b.price),
    pictures: [...new Set([b.featured_image, ...b.images].filter((src): src is string => !!src))],
    items: b.items.map((item) => ({
      product_id: item.product_id,
      name: item.product.name,
      price: item.product.price,
      stock: item.product.stock,
      image: item.product.images[0] ?? null,
      is_active: item.product.is_active,
      quantity: String(item.quantity),
    })),
    is_featured: b.is_featured,
    is_active: b.is_active,
    track_inventory: b.track_inventory,
    stock: String(b.stock),
  };
}

type ProductLike = {
  id: string;
  name: string;
  price: number;
  stock: number;
  image: string | null;
  is_active: boolean;
};

/** Adds a product as a piece; one already in the bundle gets one more instead (up to the limit). */
export function addItem(items: readonly BundleItemValue[], product: ProductLike): BundleItemValue[] {
  const existing = items.find((item) => item.product_id === product.id);
  if (existing) {
    const n = readWhole(existing.quantity);
    const next = Number.isInteger(n) && n >= 1 ? Math.min(n + 1, MAX_QUANTITY) : 1;
    return items.map((item) => (item === existing ? { ...item, quantity: String(next) } : item));
  }
  return [
    ...items,
    {
      product_id: product.id,
      name: product.name,
      price: product.price,
      stock: product.stock,
      image: product.image,
      is_active: product.is_active,
      quantity: '1',
    },
  ];
}

export type Savings = {
  /** What the pieces cost bought one by one. */
  componentsTotal: number;
  /** That less the bundle's price (negative when the bundle costs more); null without a price. */
  savings: number | null;
  /** The saving as a whole percentage of the pieces' total; null when there is nothing to compare. */
  percent: number | null;
};

/** The saving as the form stands (a quantity being typed counts as nothing until it is a number). */
export function bundleSavings(items: readonly Pick<BundleItemValue, 'price' | 'quantity'>[], price: string) {
  const componentsTotal = items.reduce((sum, item) => {
    const n = readWhole(item.quantity);
    return sum + (Number.isInteger(n) && n > 0 ? item.price * n : 0);
  }, 0);
  const p = readWhole(price);
  const savings = Number.isInteger(p) && p > 0 && componentsTotal > 0 ? componentsTotal - p : null;
  const percent = savings === null ? null : Math.round((savings / componentsTotal) * 100);
  return { componentsTotal, savings, percent } satisfies Savings;
}

/** How the slug is checked: needed (a saved bundle), optional (typed for a new one), or not sent. */
type SlugRule = 'required' | 'optional' | 'ignored';
/** A saved bundle always sends its slug; a new one only a slug the owner typed. */
const slugRuleOf = (saved: boolean, slugEdited: boolean): SlugRule =>
  saved ? 'required' : slugEdited ? 'optional' : 'ignored';

const f = bundleFields;
/** A piece as the form shows it; the server takes its product and quantity. */
const piece = z.object({
  product_id: z.string(),
  name: z.string(),
  price: z.number(),
  stock: z.number(),
  image: z.string().nullable(),
  is_active: z.boolean(),
  quantity: requiredNumber(bundleItemInput.shape.quantity, NOT_A_NUMBER),
});
const ownStock = requiredNumber(
  pieces,
  'Please enter how many are in stock',
  'Please enter a number of pieces',
);

/**
 * The bundle form as the server's payload, checked by the contract's field rules in its words, every
 * problem at once. The first picture is the cover; the stock goes only with the bundle's own count
 * (without it the bundle sells as many as its scarcest piece allows); the slug as `slugRule` says.
 */
function bundleForm(saved: boolean) {
  return z
    .object({
      name: f.name,
      slug: z.string(),
      slugEdited: z.boolean(),
      description: f.description,
      price: requiredNumber(shillings, 'Please enter a price', 'Please enter a number of shillings'),
      pictures: z.array(z.string()).pipe(f.images),
      items: z
        .array(piece)
        .transform((rows) => rows.map(({ product_id, quantity }) => ({ product_id, quantity })))
        .pipe(f.items),
      is_featured: f.is_featured,
      is_active: f.is_active,
      track_inventory: f.track_inventory,
      stock: z.string(),
    })
    .superRefine(
      (v, ctx) => {
        const slug = v.slug.trim().toLowerCase();
        const slugRule = slugRuleOf(saved, v.slugEdited);
        const slugChecked = slugRule === 'required' || (slugRule === 'optional' && slug !== '');
        const slugRead = slugChecked ? slugField.safeParse(slug) : null;
        if (slugRead && !slugRead.success)
          ctx.addIssue({ code: 'custom', path: ['slug'], message: slugRead.error.issues[0]!.message });
        const stock = v.track_inventory ? ownStock.safeParse(v.stock) : null;
        if (stock && !stock.success)
          ctx.addIssue({ code: 'custom', path: ['stock'], message: stock.error.issues[0]!.message });
      },
      // Beside the fields' own problems, so the owner sees them all at once.
      { when: () => true },
    )
    .transform(({ slug, slugEdited, pictures, stock, ...v }) => ({
      ...v,
      featured_image: pictures[0] ?? null,
      images: pictures.slice(1),
      ...(v.track_inventory && { stock: readWhole(stock) }),
      ...(slugRuleOf(saved, slugEdited) !== 'ignored' && slug.trim() && { slug: slug.trim().toLowerCase() }),
    }));
}

/** A new bundle: with the slug left to follow the name, the server picks a free one ('-2' …). */
export const bundleCreateSchema = bundleForm(false);

/** A saved bundle: every field is sent, the slug too, and the pieces replace the old ones. */
export const bundleChangeSchema = bundleForm(true);

/** Where the server's answer shows: a piece's problem by its row, the pictures' by the pictures. */
export function placeBundleProblem(path: string, message: string, code: string) {
  if (code === 'slug_taken') return { field: 'slug', message };
  const [field = '', index, cell] = path.split('.');
  if (field === 'items' && index !== undefined && (cell === 'quantity' || cell === 'product_id'))
    return { field: `items.${index}.${cell === 'quantity' ? 'quantity' : 'product'}`, message };
  if (field === 'images' || field === 'featured_image') return { field: 'pictures', message };
  return field in EMPTY_BUNDLE ? { field, message } : null;
}

/** Without its own count a bundle sells as many as its scarcest piece allows (the server's rule). */
export function availableFromPieces(items: readonly Pick<BundleItemValue, 'stock' | 'quantity'>[]): number {
  if (items.length === 0) return 0;
  return Math.min(
    ...items.map((item) => {
      const n = readWhole(item.quantity);
      return Number.isInteger(n) && n > 0 ? Math.floor(Math.max(0, item.stock) / n) : 0;
    }),
  );
}
