// The bundle form's values and the server's payload, both ways, and the live saving. The form checks
// what the server would refuse (in the server's words) so the owner sees it by the field at once;
// the server still decides, and keeps the saving it works out itself.
import { slugFromName, slugProblem } from '@shop/domain';
import type { AdminBundle, BundleChangePayload, BundleCreatePayload } from '../api/bundles-api';
import { readWhole } from '../form-values';

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

export type BundleField = Exclude<keyof BundleFormValues, 'slugEdited'>;
/** Errors by field, and by piece: 'items.2.quantity', 'items.2.product'. */
export type FieldErrors = Partial<Record<BundleField | `items.${number}.${'quantity' | 'product'}`, string>>;

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

export type PayloadResult<P> = { ok: true; payload: P } | { ok: false; errors: FieldErrors };

/** How the slug is checked: needed (a saved bundle), optional (typed for a new one), or not sent. */
type SlugRule = 'required' | 'optional' | 'ignored';

function check(values: BundleFormValues, slugRule: SlugRule) {
  const errors: FieldErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = 'Please enter a name';
  else if (name.length > 200) errors.name = 'A name has at most 200 characters';

  const slug = values.slug.trim().toLowerCase();
  if (slugRule === 'ignored') {
    // Follows the name and is not sent: the server makes it, free of clashes.
  } else if (slug || slugRule === 'required') {
    const problem = slugProblem(slug);
    if (problem) errors.slug = problem;
  }

  const description = values.description.trim();
  if (description.length > 10_000) errors.description = 'A description has at most 10,000 characters';

  const price = readWhole(values.price);
  if (values.price.trim() === '') errors.price = 'Please enter a price';
  else if (Number.isNaN(price)) errors.price = 'Please enter a number of shillings';
  else if (!Number.isInteger(price)) errors.price = 'Whole shillings only';
  else if (price <= 0) errors.price = 'Must be above 0';
  else if (price > 10_000_000) errors.price = 'At most KES 10,000,000';

  if (values.items.length === 0) errors.items = 'Please add at least one product';
  else if (values.items.length > MAX_ITEMS) errors.items = `At most ${MAX_ITEMS} products in a bundle`;
  const items = values.items.map((item, i) => {
    const n = readWhole(item.quantity);
    const problem = Number.isNaN(n)
      ? 'Please enter a number'
      : !Number.isInteger(n)
        ? 'Whole pieces only'
        : n < 1
          ? 'At least 1'
          : n > MAX_QUANTITY
            ? `At most ${MAX_QUANTITY} of one piece`
            : null;
    if (problem) errors[`items.${i}.quantity`] = problem;
    return { product_id: item.product_id, quantity: n };
  });

  if (values.pictures.length > MAX_PICTURES) errors.pictures = `At most ${MAX_PICTURES} pictures`;

  let stock: number | undefined;
  if (values.track_inventory) {
    const n = readWhole(values.stock);
    if (values.stock.trim() === '') errors.stock = 'Please enter how many are in stock';
    else if (Number.isNaN(n)) errors.stock = 'Please enter a number of pieces';
    else if (!Number.isInteger(n)) errors.stock = 'Whole pieces only';
    else if (n < 0) errors.stock = 'Cannot be below 0';
    else if (n > 100_000) errors.stock = 'At most 100,000 pieces';
    else stock = n;
  }

  const payload = {
    name,
    description,
    price,
    featured_image: values.pictures[0] ?? null,
    images: values.pictures.slice(1),
    is_featured: values.is_featured,
    is_active: values.is_active,
    track_inventory: values.track_inventory,
    // Without tracking the bundle sells as many as its scarcest piece allows: its own count is kept.
    ...(stock !== undefined && { stock }),
    items,
  };
  return { errors, payload, slug };
}

/** A new bundle: with the slug left to follow the name, the server picks a free one ('-2' …). */
export function valuesToCreatePayload(values: BundleFormValues): PayloadResult<BundleCreatePayload> {
  const { errors, payload, slug } = check(values, values.slugEdited ? 'optional' : 'ignored');
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, payload: { ...payload, ...(values.slugEdited && slug && { slug }) } };
}

/** A saved bundle: every field is sent, and the pieces replace the old ones. */
export function valuesToChangePayload(values: BundleFormValues): PayloadResult<BundleChangePayload> {
  const { errors, payload, slug } = check(values, 'required');
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, payload: { ...payload, slug } };
}

const FIELDS = new Set<string>(Object.keys(EMPTY_BUNDLE));

/** The server's 'field: message' (or 'items.2.quantity: message') as where to show it. */
export function serverFieldError(
  code: string,
  message: string,
): { field: keyof FieldErrors | null; message: string } {
  if (code === 'slug_taken') return { field: 'slug', message };
  const match = /^([a-z_]+)(?:\.(\d+))?(?:\.([a-z_]+))?: (.+)$/.exec(message);
  if (!match) return { field: null, message };
  const [, field = '', index, sub, text = message] = match;
  if (field === 'items') {
    if (index !== undefined && sub === 'quantity')
      return { field: `items.${Number(index)}.quantity`, message: text };
    if (index !== undefined && sub === 'product_id')
      return { field: `items.${Number(index)}.product`, message: text };
    return { field: 'items', message: text };
  }
  if (field === 'images' || field === 'featured_image') return { field: 'pictures', message: text };
  if (FIELDS.has(field)) return { field: field as BundleField, message: text };
  return { field: null, message };
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
