// Reading the owner's product spreadsheet (the columns of the CSV export, products-export.service.ts)
// into what the product endpoints take. Pure: no database. A row names its product by "Product id"
// (which must exist) or "SKU" (an unknown SKU makes a new product); an empty cell leaves that field
// as it is; "Pieces by size" ("S:1; M:2") sets those sizes' counts (a recount), adds sizes not there
// yet and leaves sizes it does not name alone.
import { parse } from 'csv-parse/sync';
import { PRODUCT_CSV_HEADER } from './products-export.service';

type Column = (typeof PRODUCT_CSV_HEADER)[number] | 'Description';

/** The columns a row may carry, as the export names them (case and spaces ignored). */
const KNOWN: readonly Column[] = [...PRODUCT_CSV_HEADER, 'Description'];
const key = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');
const BY_KEY = new Map(KNOWN.map((c) => [key(c), c]));

export type SheetRow = { line: number; cells: Partial<Record<Column, string>> };

export class SheetError extends Error {}

/** The rows of the sheet with their spreadsheet line numbers (the header is line 1). */
export function readSheet(csv: string): SheetRow[] {
  let records: string[][];
  try {
    records = parse(csv.replace(/^\uFEFF/, ''), { relax_column_count: true, skip_empty_lines: true });
  } catch (error) {
    throw new SheetError(`This file is not a readable CSV: ${(error as Error).message}`);
  }
  const [header, ...rows] = records;
  if (!header) throw new SheetError('The file is empty.');
  const columns = header.map((h) => BY_KEY.get(key(h)) ?? null);
  const unknown = header.filter((_, i) => columns[i] === null && header[i]!.trim() !== '');
  if (unknown.length > 0)
    throw new SheetError(`Unknown column${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}.`);
  if (!columns.includes('Product id') && !columns.includes('SKU') && !columns.includes('Name'))
    throw new SheetError(
      'The first row must name the columns, with "Product id", "SKU" or "Name" among them.',
    );
  return rows.map((cells, i) => ({
    line: i + 2,
    cells: Object.fromEntries(
      cells.flatMap((value, c) => (columns[c] ? [[columns[c], unguard(value.trim())]] : [])),
    ),
  }));
}

/** The export writes a typed formula as text ('=…); reading it back drops that mark. */
const unguard = (value: string) => (/^'[=+\-@]/.test(value) ? value.slice(1) : value);

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0']);

type Problem = { field: string; message: string };

function flag(value: string, field: string, problems: Problem[]): boolean | undefined {
  const v = value.toLowerCase();
  if (YES.has(v)) return true;
  if (NO.has(v)) return false;
  problems.push({ field, message: 'must be yes or no' });
  return undefined;
}

function shillings(value: string, field: string, problems: Problem[]): number | undefined {
  const v = value.replace(/[,\s]/g, '').replace(/^KES/i, '');
  if (/^\d+$/.test(v)) return Number(v);
  problems.push({ field, message: 'must be whole shillings' });
  return undefined;
}

/** "S:1; M:2" → [['S', 1], ['M', 2]]; a size may carry its colour ("M Black:2"). */
export function readSizes(value: string, problems: Problem[]): [string, number][] | undefined {
  const parts = value
    .split(/[;|]/)
    .map((p) => p.trim())
    .filter(Boolean);
  const out: [string, number][] = [];
  for (const part of parts) {
    const m = /^(.+?)\s*[:=]\s*(\d+)$/.exec(part);
    if (!m) {
      problems.push({ field: 'Pieces by size', message: `"${part}" is not size:pieces (e.g. M:2)` });
      return undefined;
    }
    out.push([m[1]!, Number(m[2])]);
  }
  if (new Set(out.map(([s]) => s.toLowerCase())).size !== out.length) {
    problems.push({ field: 'Pieces by size', message: 'names a size twice' });
    return undefined;
  }
  return out;
}

/** The fields a row sets (before sizes and validation), and what in it could not be read. */
export function rowFields(cells: SheetRow['cells']) {
  const problems: Problem[] = [];
  const fields: Record<string, unknown> = {};
  const text = (column: Column, field: string, nullable = false) => {
    const v = cells[column];
    if (v === undefined || v === '') return;
    fields[field] = nullable && v === '-' ? null : v;
  };
  text('Name', 'name');
  text('Slug', 'slug');
  text('SKU', 'sku');
  text('Category', 'category');
  text('Description', 'description');
  text('Drop', 'drop_name', true);
  text('Tier required', 'tier_required', true);
  const styles = cells.Styles;
  if (styles)
    fields.styles = styles
      .split(/[;,]/)
      .map((s) => s.trim())
      .filter(Boolean);
  const money = (column: Column, field: string) => {
    const v = cells[column];
    if (v) fields[field] = shillings(v, column, problems);
  };
  money('Price (KES)', 'price');
  money('Original price (KES)', 'original_price');
  const flags: [Column, string][] = [
    ['Active', 'is_active'],
    ['VIP only', 'vip_only'],
    ['Early access only', 'early_access_only'],
    ['Featured', 'featured'],
    ['New', 'is_new'],
  ];
  for (const [column, field] of flags) {
    const v = cells[column];
    if (v) fields[field] = flag(v, column, problems);
  }
  const pieces = cells.Pieces;
  const sizes = cells['Pieces by size'] ? readSizes(cells['Pieces by size'], problems) : undefined;
  let stock: number | undefined;
  if (pieces && !sizes) {
    if (/^\d+$/.test(pieces)) stock = Number(pieces);
    else problems.push({ field: 'Pieces', message: 'must be a whole number of pieces' });
  }
  return { fields, sizes, stock, problems };
}

type KnownSize = {
  id: string;
  sku: string | null;
  size: string;
  color: string | null;
  stock: number;
  price: number | null;
};

const label = (v: { size: string; color: string | null }) => (v.color ? `${v.size} ${v.color}` : v.size);

/**
 * The variants to send for a sized product: every size it has (named ones at their new count, the
 * others as they are) and the new ones. Counts are set, not moved: the sheet is a recount.
 */
export function variantsFor(existing: readonly KnownSize[], sizes: readonly [string, number][]) {
  const wanted = new Map(sizes.map(([s, n]) => [s.toLowerCase(), n]));
  const kept = existing.map((v) => {
    const n = wanted.get(label(v).toLowerCase());
    wanted.delete(label(v).toLowerCase());
    return { id: v.id, sku: v.sku, size: v.size, color: v.color, price: v.price, stock: n ?? v.stock };
  });
  const added = sizes
    .filter(([s]) => wanted.has(s.toLowerCase()))
    .map(([size, stock]) => ({ size, stock, price: null }));
  return [...kept, ...added];
}
