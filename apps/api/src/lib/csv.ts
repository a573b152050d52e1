// CSV files for the owner's spreadsheets (orders and products exports). csv-stringify does the
// quoting; this adds what a spreadsheet needs on top: a byte-order mark so Excel reads UTF-8 (names
// like "Café"), and a guard against formula injection — a cell a customer typed that starts with
// = + - @ (or a tab/return) would run as a formula in Excel or Sheets, so it is prefixed with '.
import { eatDateTime } from '@shop/domain/rules';
import { stringify } from 'csv-stringify/sync';
import type { Context } from 'hono';

const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvCell = string | number | boolean | null | undefined;

const safeCell = (value: CsvCell): string | number => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return FORMULA_START.test(value) ? `'${value}` : value;
};

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${stringify([header as string[], ...rows.map((row) => row.map(safeCell))], { record_delimiter: '\r\n' })}`;
}

/** Sends a CSV as a download named `{name}-{YYYY-MM-DD}.csv` (the day in Nairobi). */
export function csvDownload(c: Context, name: string, csv: string, now = new Date()) {
  const day = eatDateTime(now)!.slice(0, 10);
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="${name}-${day}.csv"`);
  c.header('Cache-Control', 'no-store');
  return c.body(csv);
}
