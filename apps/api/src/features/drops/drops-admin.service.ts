// The owner's drops: list, one drop, create, change, delete. A save writes the drop, its product list
// and each product's early-access fields (early_access_only, early_access_until = the launch,
// drop_name) in ONE transaction, and clears them on products that left; so the catalogue, the bag
// quote and checkout keep enforcing the windows through the one access rule (docs/decisions/0009).
import { DROP_AUDIENCES, dropStatus, slugFromName, windowOpensAt } from '@shop/domain/rules';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/database';
import { uniqueViolation } from '../../lib/db-errors';
import { HttpError, invalidInput } from '../../lib/errors';
import { visitorCache } from '../../lib/visitor-cache';
import {
  clearProducts,
  deleteDrop,
  dropProductList,
  existingProducts,
  findDrop,
  freeDropSlug,
  insertDrop,
  listDrops,
  lockDrop,
  productIdsOf,
  productsInOtherDrops,
  replaceDropProducts,
  stampProducts,
  updateDrop,
  type DropRecord,
} from './drops.repo';
import type { DropChange, DropCreate, DropProductInput } from '@shop/contracts';

type Deps = Pick<AppDeps, 'database' | 'config'>;

const NOT_FOUND = 'No such drop.';
const SLUG_TAKEN = 'Another drop already uses this slug. Please choose another one.';

/** When each audience's window opens (ISO), for the owner's preview. */
function windows(publicAt: Date) {
  return Object.fromEntries(
    DROP_AUDIENCES.map((a) => [a, new Date(windowOpensAt(publicAt, a) ?? publicAt.getTime()).toISOString()]),
  ) as Record<(typeof DROP_AUDIENCES)[number], string>;
}

function dropView(d: DropRecord, now: Date) {
  return {
    id: d.id,
    name: d.name,
    slug: d.slug,
    description: d.description,
    public_access_start: d.publicAccessStart.toISOString(),
    status: dropStatus(d.publicAccessStart, now) ?? 'public',
    windows: windows(d.publicAccessStart),
    created_at: d.createdAt.toISOString(),
    updated_at: d.updatedAt.toISOString(),
  };
}

export async function adminDropList(deps: Deps, now = new Date()) {
  const rows = await listDrops(deps.database.db);
  return {
    drops: rows.map((r) => ({ ...dropView(r, now), product_count: r.productCount })),
  };
}

export async function adminDropDetail(deps: Deps, id: string, now = new Date()) {
  const { db } = deps.database;
  const drop = await findDrop(db, id);
  if (!drop) throw new HttpError(404, 'not_found', NOT_FOUND);
  return { drop: { ...dropView(drop, now), products: await dropProductList(db, id) } };
}

/**
 * Checks the product list against the shop: every product exists and none is in another drop (a
 * product follows one launch only). The refusal names the product and the drop it is in.
 */
async function checkProducts(db: Db, list: DropProductInput[], dropId: string | null) {
  const ids = list.map((p) => p.product_id);
  const known = await existingProducts(db, ids);
  const unknown = ids.findIndex((id) => !known.has(id));
  if (unknown >= 0) throw invalidInput(`products.${unknown}.product_id`, 'No such product');
  const [taken] = await productsInOtherDrops(db, ids, dropId);
  if (taken)
    throw new HttpError(
      409,
      'product_in_other_drop',
      `${taken.productName} is already part of the drop ${taken.dropName}. Take it out of that drop first.`,
    );
}

/** Writes the product list and keeps every product's early-access fields in step with the drop. */
async function saveProducts(tx: Db, drop: DropRecord, list: DropProductInput[] | undefined) {
  const before = await productIdsOf(tx, drop.id);
  const wanted = list ? list.map((p) => p.product_id) : before;
  if (list) {
    await replaceDropProducts(
      tx,
      drop.id,
      list.map((p) => ({ productId: p.product_id, isFeatured: p.is_featured })),
    );
    const kept = new Set(wanted);
    await clearProducts(
      tx,
      before.filter((id) => !kept.has(id)),
    );
  }
  await stampProducts(tx, wanted, drop);
}

function clash(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint === 'drops_slug_unique') throw new HttpError(409, 'slug_taken', SLUG_TAKEN);
  // Two saves racing to put one product in two drops: the unique index decides.
  if (constraint === 'drop_products_product_unique')
    throw new HttpError(409, 'product_in_other_drop', 'A product is already part of another drop.');
  throw error;
}

export async function createDrop(deps: Deps, input: DropCreate) {
  const { db } = deps.database;
  const id = await db
    .transaction(async (tx) => {
      await checkProducts(tx, input.products, null);
      const slug = input.slug ?? (await freeDropSlug(tx, slugFromName(input.name)));
      const drop = await insertDrop(tx, {
        name: input.name,
        slug,
        description: input.description,
        publicAccessStart: new Date(input.public_access_start),
      });
      await saveProducts(tx, drop, input.products);
      return drop.id;
    })
    .catch(clash);
  visitorCache(deps).clear();
  return adminDropDetail(deps, id);
}

export async function changeDrop(deps: Deps, id: string, input: DropChange) {
  const { db } = deps.database;
  await db
    .transaction(async (tx) => {
      const current = await lockDrop(tx, id);
      if (!current) throw new HttpError(404, 'not_found', NOT_FOUND);
      if (input.products) await checkProducts(tx, input.products, id);
      const changes = {
        ...(input.name !== undefined && { name: input.name }),
        ...(input.slug !== undefined && { slug: input.slug }),
        ...(input.description !== undefined && { description: input.description }),
        ...(input.public_access_start !== undefined && {
          publicAccessStart: new Date(input.public_access_start),
        }),
      };
      const drop = Object.keys(changes).length > 0 ? await updateDrop(tx, id, changes) : current;
      await saveProducts(tx, drop, input.products);
    })
    .catch(clash);
  visitorCache(deps).clear();
  return adminDropDetail(deps, id);
}

/** Deletes a drop; its products become ordinary products again in the same transaction. */
export async function removeDrop(deps: Deps, id: string) {
  await deps.database.db.transaction(async (tx) => {
    const current = await lockDrop(tx, id);
    if (!current) throw new HttpError(404, 'not_found', NOT_FOUND);
    await clearProducts(tx, await productIdsOf(tx, id));
    await deleteDrop(tx, id);
  });
  visitorCache(deps).clear();
  return { deleted: true };
}
