import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes what needs quoting and reads back the same', () => {
    const csv = toCsv(['name', 'note', 'total'], [['Café "Mama", Kilimani', 'two\nlines', 1200]]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(parse(csv.slice(1))).toEqual([
      ['name', 'note', 'total'],
      ['Café "Mama", Kilimani', 'two\nlines', '1200'],
    ]);
  });

  it('never lets a typed cell run as a formula', () => {
    const cells = ['=HYPERLINK("http://x")', '+254700', '-1', '@SUM(A1)', '\t=1', 'ok'];
    const [, row] = parse(toCsv(['a', 'b', 'c', 'd', 'e', 'f'], [cells]).slice(1)) as string[][];
    expect(row).toEqual(['\'=HYPERLINK("http://x")', "'+254700", "'-1", "'@SUM(A1)", "'\t=1", 'ok']);
  });

  it('writes numbers as numbers, empty for nothing, yes/no for switches', () => {
    const [, row] = parse(toCsv(['a', 'b', 'c', 'd'], [[-5, null, true, false]]).slice(1)) as string[][];
    expect(row).toEqual(['-5', '', 'yes', 'no']);
  });
});
