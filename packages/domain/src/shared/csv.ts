// CSV for the owner's exports, as spreadsheets read it (RFC 4180): cells holding a comma, a quote or a
// line break are quoted, quotes doubled, lines ended with CRLF. A cell that a spreadsheet would run as
// a formula (it starts with = + - @, a tab or a carriage return) is neutralised with a leading
// apostrophe: shoppers type names and addresses, and an export must never execute them (CSV injection).

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: neutralised against formulas, then quoted when it must be. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  const safe = typeof value === 'string' && FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A whole file: a header row and the rows, each line ended with CRLF. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | boolean | null | undefined)[])[],
): string {
  return [header, ...rows].map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
