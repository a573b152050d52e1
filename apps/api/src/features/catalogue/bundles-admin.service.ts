// The owner's bundles: list, one bundle, create, change (fields and pieces in one transaction),
// switch off and on. The saving is the server's: what the pieces cost apart less the bundle's price,
// never negative, worked out on every save (and when a piece's price changes, by the product form).
import { bundleAvailability } from '@shop/domain/rules';
import { freeBundleSlug } from './slugs.repo';
import type { AppDeps } from '../../app-deps';
import { uniqueViolation } from '../../lib/db-errors';
import { HttpError, invalidInput } from '../../lib/errors';
import { sentFields } from '../../lib/sent-fields';
import { visitorCache } from '../../lib/visitor-cache';
import {
  existingProducts,
  findAdminBundle,
  insertBundle,
  listAdminBundles,
  lockBundle,
  refreshSavings,
  replaceItems,
  updateBundle,
  type AdminBundleRow,
  type NewBundleRecord,
} from './bundles-admin.repo';
import { bundleStockFacts } from './bundle-stock';
import type { AdminBundlesQuery, BundleChange, BundleCreate } from '@shop/contracts';

type Deps = Pick<AppDeps, 'database' | 'config'>;
type Db = Deps['database']['db'];

const NOT_FOUND = 'No such bundle.';
const SLUG_TAKEN = 'Another bundle already uses this slug. Please choose another one.';

export function adminBundleView({ bundle: b, items, componentsTotal }: AdminBundleRow) {
  return {
    id: b.id,
    name: b.name,
    slug: b.slug,
    description: b.description,
    price: b.price,
    featured_image: b.featuredImage,
    images: b.images,
    is_featured: b.isFeatured,
    is_active: b.isActive,
    track_inventory: b.trackInventory,
    // The bundle's own count (used when track_inventory is on).
    stock: b.stock,
    // What the storefront can sell now: what the pieces' sizes allow, and its own count when tracked.
    available: bundleAvailability(bundleStockFacts(b.trackInventory, b.stock, items)),
    // What the pieces cost bought one by one, and the saving on that.
    components_total: componentsTotal,
    savings: b.savings,
    items,
    created_at: b.createdAt.toISOString(),
    updated_at: b.updatedAt.toISOString(),
  };
}

export async function adminBundleList(deps: Deps, query: AdminBundlesQuery) {
  const { rows, total } = await listAdminBundles(deps.database.db, query);
  return { bundles: rows.map(adminBundleView), total, page: query.page, page_size: query.page_size };
}

export async function adminBundleDetail(deps: Deps, id: string) {
  const row = await findAdminBundle(deps.database.db, id);
  if (!row) throw new HttpError(404, 'not_found', NOT_FOUND);
  return { bundle: adminBundleView(row) };
}

function columns(input: BundleChange): Partial<NewBundleRecord> {
  return sentFields<Partial<NewBundleRecord>>({
    name: input.name,
    slug: input.slug,
    description: input.description,
    price: input.price,
    featuredImage: input.featured_image,
    images: input.images,
    isFeatured: input.is_featured,
    isActive: input.is_active,
    trackInventory: input.track_inventory,
    stock: input.stock,
  });
}

async function checkItems(db: Db, items: BundleChange['items']) {
  if (!items) return;
  const known = await existingProducts(
    db,
    items.map((i) => i.product_id),
  );
  items.forEach((it, i) => {
    if (!known.has(it.product_id)) throw invalidInput(`items.${i}.product_id`, 'No such product');
  });
}

function clash(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint === 'product_bundles_slug_unique') throw new HttpError(409, 'slug_taken', SLUG_TAKEN);
  throw error;
}

export async function createBundle(deps: Deps, input: BundleCreate) {
  const { db } = deps.database;
  await checkItems(db, input.items);
  const slug = input.slug ?? (await freeBundleSlug(db, input.name));
  const id = await db
    .transaction(async (tx) => {
      const bundleId = await insertBundle(tx, {
        ...columns(input),
        name: input.name,
        price: input.price,
        slug,
      });
      await replaceItems(tx, bundleId, input.items);
      await refreshSavings(tx, bundleId);
      return bundleId;
    })
    .catch(clash);
  visitorCache(deps).clear();
  return adminBundleDetail(deps, id);
}

export async function changeBundle(deps: Deps, id: string, input: BundleChange) {
  const { db } = deps.database;
  await checkItems(db, input.items);
  await db
    .transaction(async (tx) => {
      if (!(await lockBundle(tx, id))) throw new HttpError(404, 'not_found', NOT_FOUND);
      const record = columns(input);
      if (Object.keys(record).length > 0) await updateBundle(tx, id, record);
      if (input.items) await replaceItems(tx, id, input.items);
      await refreshSavings(tx, id);
    })
    .catch(clash);
  visitorCache(deps).clear();
  return adminBundleDetail(deps, id);
}

export async function setBundleActive(deps: Deps, id: string, active: boolean) {
  if (!(await updateBundle(deps.database.db, id, { isActive: active })))
    throw new HttpError(404, 'not_found', NOT_FOUND);
  visitorCache(deps).clear();
  return adminBundleDetail(deps, id);
}
