// The owner's product work: list, one product, create, change (every field and the sizes, in one
// transaction), switch off and on. Every write empties the visitor cache so the shop shows it at once.
//
// products.stock is the one count of pieces the checkout holds and sells (docs/decisions/0004). With
// sizes it follows their total: set to the total when a product gets its first sizes, and moved by
// the change of the total afterwards, so pieces held or sold while the form was open stay taken.
import { slugFromName, sortSizes } from '@shop/domain';
import type { AppDeps } from '../../app-deps';
import { uniqueViolation } from '../../lib/db-errors';
import { HttpError } from '../../lib/errors';
import { visitorCache } from '../../lib/visitor-cache';
import {
  changeStock,
  findAdminProduct,
  insertProduct,
  listAdminProducts,
  lockProduct,
  productCategories,
  refreshBundleSavings,
  replaceVariants,
  setProductActive,
  slugsLike,
  updateProduct,
  variantsOf,
  type NewProductRecord,
  type ProductRecord,
  type VariantRecord,
} from './products-admin.repo';
import type {
  AdminProductsQuery,
  ProductChange,
  ProductCreate,
  VariantInput,
} from './products-admin.validators';

type Deps = Pick<AppDeps, 'database' | 'config'>;
type Db = Deps['database']['db'];

const NOT_FOUND = 'No such product.';
// Each clash has its own code, so a form can put the message by its field without reading it.
const CLASHES: Record<string, [code: string, message: string]> = {
  products_slug_unique: ['slug_taken', 'Another product already uses this slug. Please choose another one.'],
  products_sku_unique: ['sku_taken', 'Another product already has this SKU.'],
  product_variants_sku_unique: ['variant_sku_taken', 'A size’s SKU is already used by another product.'],
};

function variantView(v: VariantRecord) {
  return { id: v.id, sku: v.sku, size: v.size, color: v.color, stock: v.stock, price: v.price };
}

/** Sizes smallest first (as the shop shows them), then by colour. */
function ordered(variants: VariantRecord[]) {
  const sizes = sortSizes(variants.map((v) => v.size));
  const rank = (v: VariantRecord) => (v.size ? sizes.indexOf(v.size) : sizes.length);
  return [...variants].sort(
    (a, b) => rank(a) - rank(b) || (a.color ?? '').localeCompare(b.color ?? '') || a.id.localeCompare(b.id),
  );
}

/** A product as the owner's form shows it: every field of the spec, with its sizes. */
export function adminProductView(p: ProductRecord, variants: VariantRecord[], orderLines: number) {
  return {
    id: p.id,
    name: p.name,
    slug: p.slug,
    description: p.description,
    price: p.price,
    original_price: p.originalPrice,
    discount_percentage: p.discountPercentage,
    category: p.category,
    styles: p.styles,
    images: p.images,
    video_url: p.videoUrl,
    vip_only: p.vipOnly,
    early_access_only: p.earlyAccessOnly,
    early_access_until: p.earlyAccessUntil?.toISOString() ?? null,
    tier_required: p.tierRequired,
    is_new: p.isNew,
    is_bestseller: p.isBestseller,
    featured: p.featured,
    drop_name: p.dropName,
    is_active: p.isActive,
    sku: p.sku,
    fabric_details: p.fabricDetails,
    stock: p.stock,
    popularity_score: p.popularityScore,
    variants: ordered(variants).map(variantView),
    sizes: sortSizes(variants.map((v) => v.size)),
    // Order lines that name this product: such a product can only be switched off, never deleted.
    order_lines: orderLines,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

export async function adminProductList(deps: Deps, query: AdminProductsQuery) {
  const [{ rows, total }, categories] = await Promise.all([
    listAdminProducts(deps.database.db, query),
    productCategories(deps.database.db),
  ]);
  return {
    products: rows.map((r) => ({
      id: r.id,
      name: r.name,
      slug: r.slug,
      sku: r.sku,
      price: r.price,
      original_price: r.originalPrice,
      discount_percentage: r.discountPercentage,
      category: r.category,
      stock: r.stock,
      image: r.image,
      is_active: r.isActive,
      featured: r.featured,
      vip_only: r.vipOnly,
      early_access_only: r.earlyAccessOnly,
      tier_required: r.tierRequired,
      is_new: r.isNew,
      is_bestseller: r.isBestseller,
      drop_name: r.dropName,
      variant_count: r.variantCount,
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    })),
    total,
    page: query.page,
    page_size: query.page_size,
    categories,
  };
}

export async function adminProductDetail(deps: Deps, id: string) {
  const found = await findAdminProduct(deps.database.db, id);
  if (!found) throw new HttpError(404, 'not_found', NOT_FOUND);
  return { product: adminProductView(found.product, found.variants, found.orderLines) };
}

/** The columns a create or change sets (only the fields that were sent). */
function columns(input: ProductChange): Partial<NewProductRecord> {
  const out: Partial<NewProductRecord> = {
    name: input.name,
    slug: input.slug,
    description: input.description,
    price: input.price,
    originalPrice: input.original_price,
    discountPercentage: input.discount_percentage,
    category: input.category,
    styles: input.styles,
    images: input.images,
    videoUrl: input.video_url,
    vipOnly: input.vip_only,
    earlyAccessOnly: input.early_access_only,
    earlyAccessUntil:
      input.early_access_until === undefined
        ? undefined
        : input.early_access_until === null
          ? null
          : new Date(input.early_access_until),
    tierRequired: input.tier_required,
    isNew: input.is_new,
    isBestseller: input.is_bestseller,
    featured: input.featured,
    dropName: input.drop_name,
    isActive: input.is_active,
    sku: input.sku,
    fabricDetails: input.fabric_details,
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined));
}

/** Rules across fields, checked on the product as it will be saved. */
function checkWhole(p: { earlyAccessOnly?: boolean | null; earlyAccessUntil?: Date | null }) {
  if (p.earlyAccessOnly && !p.earlyAccessUntil)
    throw new HttpError(
      400,
      'invalid_input',
      'early_access_until: Please say when early access ends and the product goes public',
    );
}

/** The slug the owner typed, or one made from the name that no other product has (name-2, name-3 …). */
async function freeSlug(db: Db, name: string, exceptId?: string): Promise<string> {
  const base = slugFromName(name);
  const taken = new Set(await slugsLike(db, base, exceptId));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

const total = (variants: VariantInput[]) => variants.reduce((sum, v) => sum + v.stock, 0);
const values = (v: VariantInput) => ({
  sku: v.sku,
  size: v.size,
  color: v.color,
  stock: v.stock,
  price: v.price,
});

async function saveVariants(db: Db, productId: string, before: VariantRecord[], wanted: VariantInput[]) {
  const known = new Set(before.map((v) => v.id));
  wanted.forEach((v, i) => {
    if (v.id && !known.has(v.id))
      throw new HttpError(
        400,
        'invalid_input',
        `variants.${i}.id: This size does not belong to this product`,
      );
  });
  const kept = wanted.filter((v) => v.id).map((v) => ({ id: v.id!, ...values(v) }));
  const added = wanted.filter((v) => !v.id).map(values);
  await replaceVariants(db, productId, kept, added);
}

/** A unique index said no: the clash as a 409 the owner can act on; anything else goes on up. */
function clash(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint !== null) {
    const [code, message] = CLASHES[constraint] ?? ['taken', 'That value is already taken.'];
    throw new HttpError(409, code, message);
  }
  throw error;
}

export async function createProduct(deps: Deps, input: ProductCreate) {
  const { db } = deps.database;
  const record = columns(input);
  checkWhole(record);
  const slug = input.slug ?? (await freeSlug(db, input.name));
  const variants = input.variants ?? [];
  const id = await db
    .transaction(async (tx) => {
      const stock = variants.length > 0 ? total(variants) : (input.stock ?? 0);
      const row = await insertProduct(tx, { ...record, name: input.name, price: input.price, slug, stock });
      await saveVariants(tx, row.id, [], variants);
      return row.id;
    })
    .catch(clash);
  visitorCache(deps).clear();
  return adminProductDetail(deps, id);
}

export async function changeProduct(deps: Deps, id: string, input: ProductChange) {
  await deps.database.db
    .transaction(async (tx) => {
      const current = await lockProduct(tx, id);
      if (!current) throw new HttpError(404, 'not_found', NOT_FOUND);
      const record = columns(input);
      checkWhole({ ...current, ...record });
      if (Object.keys(record).length > 0) await updateProduct(tx, id, record);
      const before = await variantsOf(tx, id);
      const wanted = input.variants;
      if (wanted) await saveVariants(tx, id, before, wanted);
      const sized = wanted ? wanted.length > 0 : before.length > 0;
      if (sized && wanted) {
        const was = before.reduce((sum, v) => sum + v.stock, 0);
        await changeStock(tx, id, before.length > 0 ? { by: total(wanted) - was } : { set: total(wanted) });
      } else if (!sized && input.stock !== undefined) {
        await changeStock(tx, id, { set: input.stock });
      }
      if (input.price !== undefined && input.price !== current.price) await refreshBundleSavings(tx, id);
    })
    .catch(clash);
  visitorCache(deps).clear();
  return adminProductDetail(deps, id);
}

export async function setActive(deps: Deps, id: string, active: boolean) {
  if (!(await setProductActive(deps.database.db, id, active)))
    throw new HttpError(404, 'not_found', NOT_FOUND);
  visitorCache(deps).clear();
  return adminProductDetail(deps, id);
}
