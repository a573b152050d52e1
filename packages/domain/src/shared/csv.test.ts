import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

/** A small RFC 4180 reader, to prove what toCsv writes reads back cell for cell. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += ch;
  }
  return rows;
}

const neutralised = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);

describe('CSV for exports', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+254700000000', "'+254700000000"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['', ''],
  ])('writes %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('writes numbers and booleans as they are, and nothing for a missing value', () => {
    expect([csvCell(-5), csvCell(true), csvCell(null), csvCell(undefined)]).toEqual(['-5', 'true', '', '']);
  });

  it('reads back every cell, neutralised, whatever the text', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string({ unit: 'binary', maxLength: 20 }), { minLength: 1, maxLength: 5 }), {
          maxLength: 5,
        }),
        (rows) => {
          const header = ['a', 'b', 'c', 'd', 'e'].slice(0, rows[0]?.length ?? 1);
          const wanted = rows.map((row) => row.map(neutralised));
          const read = parseCsv(toCsv(header, rows));
          expect(read[0]).toEqual(header);
          expect(read.slice(1)).toEqual(wanted);
        },
      ),
    );
  });

  it('never lets a cell start a formula', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const cell = csvCell(text);
        const content = cell.startsWith('"') ? cell.slice(1) : cell;
        expect(content).not.toMatch(/^[=+\-@\t\r]/);
      }),
    );
  });
});
