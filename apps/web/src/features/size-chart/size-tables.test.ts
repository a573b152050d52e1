import { describe, expect, it } from 'vitest';
import {
  cmToInches,
  MENS_CLOTHING,
  MENS_SHOES,
  WOMENS_CLOTHING,
  WOMENS_SHOES,
  type ClothingRow,
  type ShoeRow,
} from './size-tables';

const increasing = (values: number[]) => values.every((v, i) => i === 0 || v > values[i - 1]!);
// "175/96A": the number after the slash is the body's bust or chest in centimetres.
const cnBust = (row: ClothingRow) => Number(/^\d{3}\/(\d{2,3})A$/.exec(row.cn)?.[1]);

describe('cmToInches', () => {
  it('rounds to the nearest half inch', () => {
    expect(cmToInches(2.54)).toBe(1);
    expect(cmToInches(80)).toBe(31.5);
    expect(cmToInches(84)).toBe(33);
    expect(cmToInches(97)).toBe(38);
  });
});

describe.each([
  ['women', WOMENS_CLOTHING],
  ['men', MENS_CLOTHING],
])("%s's clothing", (_, rows) => {
  it('grows with every size in every measurement and label', () => {
    for (const pick of [
      (r: ClothingRow) => r.bustCm,
      (r: ClothingRow) => r.waistCm,
      (r: ClothingRow) => r.hipsCm,
      (r: ClothingRow) => Number(r.us),
      (r: ClothingRow) => Number(r.uk),
      (r: ClothingRow) => Number(r.eu),
      cnBust,
    ]) {
      expect(increasing(rows.map(pick))).toBe(true);
    }
  });

  it("labels the CN size with a bust or chest within 3 cm of the row's", () => {
    for (const row of rows) expect(Math.abs(cnBust(row) - row.bustCm), row.size).toBeLessThanOrEqual(3);
  });
});

describe('clothing conversions', () => {
  it("women's: UK is US + 4 and EU is UK + 28", () => {
    for (const row of WOMENS_CLOTHING) {
      expect(Number(row.uk)).toBe(Number(row.us) + 4);
      expect(Number(row.eu)).toBe(Number(row.uk) + 28);
    }
  });

  it("men's: US and UK are the chest in inches, EU is UK + 10", () => {
    for (const row of MENS_CLOTHING) {
      expect(row.us).toBe(row.uk);
      expect(cmToInches(row.bustCm)).toBe(Number(row.uk));
      expect(Number(row.eu)).toBe(Number(row.uk) + 10);
    }
  });
});

describe.each([
  ['women', WOMENS_SHOES, 2],
  ['men', MENS_SHOES, 1],
])("%s's shoes", (_, rows: readonly ShoeRow[], ukBelowUs) => {
  it('grow with every size, half a centimetre of foot per half size', () => {
    for (const pick of [(r: ShoeRow) => r.us, (r: ShoeRow) => r.eu, (r: ShoeRow) => r.footCm]) {
      expect(increasing(rows.map(pick))).toBe(true);
    }
    for (const [i, row] of rows.entries()) {
      if (i > 0) expect(row.footCm - rows[i - 1]!.footCm).toBe(row.us - rows[i - 1]!.us);
    }
  });

  it('convert UK and CN the standard way', () => {
    for (const row of rows) {
      expect(row.uk).toBe(row.us - ukBelowUs);
      // China's shoe number: foot length in millimetres ÷ 5 − 10.
      expect(row.cn).toBe((row.footCm * 10) / 5 - 10);
    }
  });
});

it("places a women's US 7 and a men's US 9 where the common charts do", () => {
  expect(WOMENS_SHOES.find((r) => r.us === 7)).toEqual({ us: 7, uk: 5, eu: 38, cn: 38, footCm: 24 });
  expect(MENS_SHOES.find((r) => r.us === 9)).toEqual({ us: 9, uk: 8, eu: 42.5, cn: 44, footCm: 27 });
});
