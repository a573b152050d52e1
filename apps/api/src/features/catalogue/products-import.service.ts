// The owner's product spreadsheet import (POST /api/admin/products/import { csv, apply }): every row
// read and checked against the products it names, reported line by line (create, update with the
// fields that change, unchanged, or what to fix); with apply, and only when no line has a problem,
// all of it written in one transaction — a sheet is never half imported.
import { isUuidV4 } from '@shop/domain/rules';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../lib/errors';
import { visitorCache } from '../../lib/visitor-cache';
import { adminProductView, clash, insertProductIn, updateProductIn } from './products-admin.service';
import type { ProductRecord, VariantRecord } from './products-admin.repo';
import { productsByIdsOrSkus } from './products-export.repo';
import { readSheet, rowFields, SheetError, variantsFor, type SheetRow } from './products-import.rows';
import {
  productChangeInput,
  productCreateInput,
  type ProductChange,
  type ProductCreate,
} from '@shop/contracts';

type Deps = Pick<AppDeps, 'database' | 'config'>;

/** Rows in one sheet: a thrift shop's whole catalogue several times over. */
export const IMPORT_MAX_ROWS = 2_000;

type Known = { product: ProductRecord; sizes: VariantRecord[] };
type Plan =
  | { line: number; action: 'create'; name: string; changes: string[]; payload: ProductCreate }
  | { line: number; action: 'update'; name: string; id: string; changes: string[]; payload: ProductChange }
  | { line: number; action: 'unchanged'; name: string; id: string; changes: [] }
  | { line: number; action: 'error'; name: string; errors: string[] };

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function issuesOf(error: { issues: { path: PropertyKey[]; message: string }[] }) {
  return error.issues.map((i) => `${i.path.map(String).join('.') || 'row'}: ${i.message}`);
}

function planRow(row: SheetRow, byId: Map<string, Known>, bySku: Map<string, Known>): Plan {
  const { line, cells } = row;
  const { fields, sizes, stock, problems } = rowFields(cells);
  const errors = problems.map((p) => `${p.field}: ${p.message}`);
  const idCell = cells['Product id'];
  let known: Known | undefined;
  if (idCell) {
    known = isUuidV4(idCell.toLowerCase()) ? byId.get(idCell.toLowerCase()) : undefined;
    if (!known) errors.push('Product id: no product has this id (leave it empty to add a new one)');
  } else if (cells.SKU) known = bySku.get(cells.SKU);
  const name = (fields.name as string | undefined) ?? known?.product.name ?? cells.SKU ?? `line ${line}`;
  if (errors.length > 0) return { line, action: 'error', name, errors };

  if (!known) {
    const payload = {
      ...fields,
      ...(sizes
        ? { variants: sizes.map(([size, n]) => ({ size, stock: n, price: null })) }
        : { stock: stock ?? 0 }),
    };
    const read = productCreateInput.safeParse(payload);
    if (!read.success) return { line, action: 'error', name, errors: issuesOf(read.error) };
    return { line, action: 'create', name, changes: Object.keys(payload), payload: read.data };
  }

  const { product, sizes: variants } = known;
  const view = adminProductView(product, variants, 0);
  const changes: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(fields))
    if (!same(view[field as keyof typeof view], value)) changes[field] = value;
  const sized = view.variants.length > 0;
  if (sizes) {
    const wanted = variantsFor(view.variants as Parameters<typeof variantsFor>[0], sizes);
    if (
      !same(
        wanted.map((v) => [v.size, v.stock]),
        view.variants.map((v) => [v.size, v.stock]),
      )
    )
      changes.variants = wanted;
  } else if (stock !== undefined && stock !== view.stock) {
    if (sized)
      return {
        line,
        action: 'error',
        name,
        errors: ['Pieces: this product has sizes; change "Pieces by size"'],
      };
    changes.stock = stock;
  }
  if (Object.keys(changes).length === 0)
    return { line, action: 'unchanged', name, id: product.id, changes: [] };
  const read = productChangeInput.safeParse(changes);
  if (!read.success) return { line, action: 'error', name, errors: issuesOf(read.error) };
  return { line, action: 'update', name, id: product.id, changes: Object.keys(changes), payload: read.data };
}

const report = (plans: Plan[], applied: boolean) => ({
  applied,
  counts: {
    create: plans.filter((p) => p.action === 'create').length,
    update: plans.filter((p) => p.action === 'update').length,
    unchanged: plans.filter((p) => p.action === 'unchanged').length,
    error: plans.filter((p) => p.action === 'error').length,
  },
  rows: plans.map((p) => ({
    line: p.line,
    action: p.action,
    name: p.name,
    changes: 'changes' in p ? p.changes : [],
    errors: p.action === 'error' ? p.errors : [],
  })),
});

export async function importProducts(deps: Deps, csv: string, apply: boolean) {
  let rows: SheetRow[];
  try {
    rows = readSheet(csv);
  } catch (error) {
    if (error instanceof SheetError) throw new HttpError(400, 'unreadable_sheet', error.message);
    throw error;
  }
  if (rows.length === 0)
    throw new HttpError(400, 'empty_sheet', 'The file has no products under its header.');
  if (rows.length > IMPORT_MAX_ROWS)
    throw new HttpError(
      400,
      'sheet_too_long',
      `At most ${IMPORT_MAX_ROWS.toLocaleString('en-US')} rows: split the file.`,
    );

  const { db } = deps.database;
  const ids = rows
    .map((r) => r.cells['Product id']?.toLowerCase())
    .filter((id): id is string => isUuidV4(id));
  const skus = rows.map((r) => r.cells.SKU).filter((s): s is string => !!s);
  const found = await productsByIdsOrSkus(db, ids, skus);
  const known = found.rows.map((product) => ({
    product,
    sizes: found.sizes.filter((v) => v.productId === product.id),
  }));
  const byId = new Map(known.map((k) => [k.product.id, k]));
  const bySku = new Map(known.filter((k) => k.product.sku).map((k) => [k.product.sku!, k]));
  const plans = rows.map((row) => planRow(row, byId, bySku));
  if (!apply || plans.some((p) => p.action === 'error')) return report(plans, false);

  await db.transaction(async (tx) => {
    for (const plan of plans) {
      try {
        if (plan.action === 'create') await insertProductIn(tx, plan.payload);
        else if (plan.action === 'update') await updateProductIn(tx, plan.id, plan.payload);
      } catch (error) {
        // Nothing of the sheet is kept; the owner learns which line stopped it.
        try {
          clash(error);
        } catch (named) {
          if (named instanceof HttpError)
            throw new HttpError(
              named.status,
              named.code,
              `Line ${plan.line} (${plan.name}): ${named.message}`,
            );
          throw named;
        }
      }
    }
  });
  visitorCache(deps).clear();
  return report(plans, true);
}
