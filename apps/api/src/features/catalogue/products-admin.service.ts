// The owner's product work: list, one product, create, change (every field and the sizes, in one
// transaction), switch off and on. Every write empties the visitor cache so the shop shows it at once.
//
// The size is the unit of stock (docs/decisions/0005): each size has its own count and products.stock
// is their sum; a product without sizes keeps its count in one row without a size. A size the form
// loaded moves by the owner's change (stock − stock_seen), so a piece held or sold while the form was
// open stays taken.
import { sortSizes } from '@shop/domain/rules';
import { freeProductSlug } from './slugs.repo';
import type { AppDeps } from '../../app-deps';
import { uniqueViolation } from '../../lib/db-errors';
import { HttpError, invalidInput } from '../../lib/errors';
import { sentFields } from '../../lib/sent-fields';
import { visitorCache } from '../../lib/visitor-cache';
import { dropOfProduct, refuseDropFieldEdits } from '../drops/product-drop-fields';
import { syncProductStock } from '../stock/stock.repo';
import { recordProductChanges, sizeStock } from '../wishlist-alerts/wishlist-alerts.service';
import {
  findAdminProduct,
  insertProduct,
  listAdminProducts,
  lockProduct,
  productCategories,
  refreshBundleSavings,
  replaceVariants,
  setUnsizedStock,
  setProductActive,
  updateProduct,
  variantsOf,
  type NewProductRecord,
  type ProductRecord,
  type VariantRecord,
} from './products-admin.repo';
import {
  EARLY_ACCESS_END_NEEDED,
  type AdminProductsQuery,
  type ProductChange,
  type ProductCreate,
  type VariantInput,
} from '@shop/contracts';
import { lowStockLevelIn } from '../settings/settings.service';

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
  const sized = variants.filter((v) => v.size !== null);
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
    // The sum of the sizes (read-only on the form when the product has sizes).
    stock: p.stock,
    stock_check_needed: p.stockCheckNeeded,
    popularity_score: p.popularityScore,
    // The sizes; a product without sizes keeps its one count in `stock`.
    variants: ordered(sized).map(variantView),
    sizes: sortSizes(sized.map((v) => v.size)),
    // Order lines that name this product: such a product can only be switched off, never deleted.
    order_lines: orderLines,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

export async function adminProductList(deps: Deps, query: AdminProductsQuery) {
  const [{ rows, total }, categories] = await Promise.all([
    lowStockLevelIn(deps.database.db).then((level) => listAdminProducts(deps.database.db, query, level)),
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
      // The fewest pieces of any one size: a size running out shows even when others have plenty.
      lowest_size_stock: r.lowestSize,
      stock_check_needed: r.stockCheckNeeded,
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
  const [found, drop] = await Promise.all([
    findAdminProduct(deps.database.db, id),
    dropOfProduct(deps.database.db, id),
  ]);
  if (!found) throw new HttpError(404, 'not_found', NOT_FOUND);
  // The drop it is part of, whose launch and name its early-access fields follow.
  return { product: { ...adminProductView(found.product, found.variants, found.orderLines), drop } };
}

/** The columns a create or change sets (only the fields that were sent). */
function columns(input: ProductChange): Partial<NewProductRecord> {
  return sentFields<Partial<NewProductRecord>>({
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
  });
}

/** Rules across fields, checked on the product as it will be saved. */
function checkWhole(p: { earlyAccessOnly?: boolean | null; earlyAccessUntil?: Date | null }) {
  if (p.earlyAccessOnly && !p.earlyAccessUntil)
    throw invalidInput('early_access_until', EARLY_ACCESS_END_NEEDED);
}

const values = (v: VariantInput) => ({
  sku: v.sku,
  size: v.size,
  color: v.color,
  stock: v.stock,
  price: v.price,
});

async function saveVariants(db: Db, productId: string, before: VariantRecord[], wanted: VariantInput[]) {
  const known = new Set(before.filter((v) => v.size !== null).map((v) => v.id));
  wanted.forEach((v, i) => {
    if (v.id && !known.has(v.id))
      throw invalidInput(`variants.${i}.id`, 'This size does not belong to this product');
  });
  const kept = wanted
    .filter((v) => v.id)
    .map((v) => ({
      id: v.id!,
      ...values(v),
      stock: v.stock_seen === undefined ? v.stock : { by: v.stock - v.stock_seen },
    }));
  const added = wanted.filter((v) => !v.id).map(values);
  await replaceVariants(db, productId, kept, added);
}

/** Writes what the form sent about stock: the sizes, or the one count of a product without sizes. */
async function saveStock(db: Db, id: string, input: ProductChange, before: VariantRecord[], current: number) {
  const wanted = input.variants;
  const sized = before.some((v) => v.size !== null);
  if (wanted && wanted.length > 0) await saveVariants(db, id, before, wanted);
  else if (wanted) await setUnsizedStock(db, id, input.stock ?? current);
  else if (!sized && input.stock !== undefined) await setUnsizedStock(db, id, input.stock);
  else return;
  await syncProductStock(db, id);
  // The owner has given the counts: the recount the size migration asked for is done.
  await updateProduct(db, id, { stockCheckNeeded: false });
}

/** A unique index said no: the clash as a 409 the owner can act on; anything else goes on up. */
export function clash(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint !== null) {
    const [code, message] = CLASHES[constraint] ?? ['taken', 'That value is already taken.'];
    throw new HttpError(409, code, message);
  }
  throw error;
}

/** Writes a new product inside `tx` (the form's save, or one line of a CSV import); answers its id. */
export async function insertProductIn(tx: Db, input: ProductCreate): Promise<string> {
  const record = columns(input);
  checkWhole(record);
  const slug = input.slug ?? (await freeProductSlug(tx, input.name));
  const row = await insertProduct(tx, { ...record, name: input.name, price: input.price, slug, stock: 0 });
  await saveStock(tx, row.id, { variants: input.variants ?? [], stock: input.stock ?? 0 }, [], 0);
  return row.id;
}

export async function createProduct(deps: Deps, input: ProductCreate) {
  const id = await deps.database.db.transaction((tx) => insertProductIn(tx, input)).catch(clash);
  visitorCache(deps).clear();
  return adminProductDetail(deps, id);
}

/** Changes a product inside `tx` (the form's save, or one line of a CSV import). */
export async function updateProductIn(tx: Db, id: string, input: ProductChange): Promise<void> {
  const current = await lockProduct(tx, id);
  if (!current) throw new HttpError(404, 'not_found', NOT_FOUND);
  const record = columns(input);
  await refuseDropFieldEdits(tx, id, current, record);
  checkWhole({ ...current, ...record });
  if (Object.keys(record).length > 0) await updateProduct(tx, id, record);
  const before = await variantsOf(tx, id);
  await saveStock(tx, id, input, before, current.stock);
  if (input.price !== undefined && input.price !== current.price) await refreshBundleSavings(tx, id);
  // A lower price or a size back: wishlisting customers hear of it (recorded with the save).
  const after = input.variants || input.stock !== undefined ? await variantsOf(tx, id) : before;
  await recordProductChanges(
    tx,
    id,
    { price: current.price, stock: sizeStock(before) },
    { price: record.price ?? current.price, stock: sizeStock(after) },
  );
}

export async function changeProduct(deps: Deps, id: string, input: ProductChange) {
  await deps.database.db.transaction((tx) => updateProductIn(tx, id, input)).catch(clash);
  visitorCache(deps).clear();
  return adminProductDetail(deps, id);
}

export async function setActive(deps: Deps, id: string, active: boolean) {
  if (!(await setProductActive(deps.database.db, id, active)))
    throw new HttpError(404, 'not_found', NOT_FOUND);
  visitorCache(deps).clear();
  return adminProductDetail(deps, id);
}
