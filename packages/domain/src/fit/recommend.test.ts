import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CM_PER_INCH, type BodyMeasures } from './measurements';
import { adviseSize, chartFit, fitFor, productSizeFor, rowFor } from './recommend';
import { CLOTHING_CHART, FIT_CHARTS, SHOE_CHART, type FitChart } from './size-chart';

const COLUMNS = [
  ['chest', 'chestCm', 'bustCm'],
  ['waist', 'waistCm', 'waistCm'],
  ['hips', 'hipsCm', 'hipsCm'],
] as const;

const sizeOf = (measures: BodyMeasures, category: 'clothing' | 'shoes', chart: FitChart) => {
  const fit = chartFit(measures, category, chart);
  return fit.kind === 'size' ? fit.size : fit.kind;
};

describe('rowFor', () => {
  it('gives the first row at least as big, and -1 past the last', () => {
    expect(rowFor([80, 84, 88], 70)).toBe(0);
    expect(rowFor([80, 84, 88], 80)).toBe(0);
    expect(rowFor([80, 84, 88], 80.1)).toBe(1);
    expect(rowFor([80, 84, 88], 88)).toBe(2);
    expect(rowFor([80, 84, 88], 88.1)).toBe(-1);
  });
});

describe('clothing', () => {
  it("gives the brief's example: chest 96 cm is an M on the men's chart", () => {
    expect(chartFit({ chestCm: 96 }, 'clothing', 'men')).toEqual({
      kind: 'size',
      size: 'M',
      reason: 'chest 96 cm → M',
    });
    expect(chartFit({ chestCm: 96 }, 'clothing', 'women')).toEqual({
      kind: 'size',
      size: 'XL',
      reason: 'chest 96 cm → XL',
    });
  });

  it('lets the widest measurement decide, and says which', () => {
    expect(chartFit({ chestCm: 84, waistCm: 70, hipsCm: 90 }, 'clothing', 'women')).toEqual({
      kind: 'size',
      size: 'M',
      reason: 'waist 70 cm → M',
    });
    // 32 in is 81.3 cm: just past the men's M (81 cm), so an L.
    expect(chartFit({ waistCm: 32 * CM_PER_INCH }, 'clothing', 'men')).toEqual({
      kind: 'size',
      size: 'L',
      reason: 'waist 81.3 cm → L',
    });
  });

  it('says a measurement past the largest size is off the chart', () => {
    expect(chartFit({ chestCm: 130 }, 'clothing', 'women')).toEqual({
      kind: 'off-chart',
      reason: "chest 130 cm is past the chart's largest size (3XL, 104 cm)",
    });
  });

  it('asks for chest, waist or hips when the profile has none', () => {
    expect(chartFit({ heightCm: 170, shoe: { system: 'EU', value: 40 } }, 'clothing', 'women')).toEqual({
      kind: 'missing',
      needs: ['chest', 'waist', 'hips'],
    });
  });

  describe.each(FIT_CHARTS)("%s's chart", (chart) => {
    const rows = CLOTHING_CHART[chart];
    it.each(COLUMNS)(
      '%s: each row holds its own value and hands anything above it to the next (boundaries)',
      (_, field, column) => {
        for (const [i, row] of rows.entries()) {
          expect(sizeOf({ [field]: row[column] }, 'clothing', chart)).toBe(row.size);
          const above = sizeOf({ [field]: row[column] + 0.05 }, 'clothing', chart);
          expect(above).toBe(rows[i + 1]?.size ?? 'off-chart');
          if (i > 0)
            expect(sizeOf({ [field]: rows[i - 1]![column] + 0.05 }, 'clothing', chart)).toBe(row.size);
        }
        expect(sizeOf({ [field]: rows[0]![column] - 10 }, 'clothing', chart)).toBe(rows[0]!.size);
      },
    );

    it('every row boundary, with a random offset, falls on the right side (property)', () => {
      fc.assert(
        fc.property(
          fc.constantFrom(...COLUMNS),
          fc.integer({ min: 0, max: rows.length - 1 }),
          fc.double({ min: 0.001, max: 1, noNaN: true }),
          ([, field, column], i, t) => {
            const row = rows[i]!;
            const low = i === 0 ? row[column] - 20 : rows[i - 1]![column];
            // Anything in (previous row, this row] is this row's size.
            const value = low + t * (row[column] - low);
            expect(sizeOf({ [field]: value }, 'clothing', chart)).toBe(row.size);
          },
        ),
      );
    });

    it('a bigger measurement never gives a smaller size (property)', () => {
      const order = [...rows.map((r) => r.size), 'off-chart'];
      const measure = fc.option(fc.double({ min: 40, max: 160, noNaN: true }), { nil: undefined });
      fc.assert(
        fc.property(
          measure,
          measure,
          measure,
          fc.constantFrom(...COLUMNS),
          fc.double({ min: 0, max: 30, noNaN: true }),
          (chest, waist, hips, [, field], grow) => {
            const before: BodyMeasures = { chestCm: chest, waistCm: waist, hipsCm: hips };
            const base = before[field] ?? 40;
            const after = { ...before, [field]: base + grow };
            const a = order.indexOf(sizeOf({ ...before, [field]: base }, 'clothing', chart));
            const b = order.indexOf(sizeOf(after, 'clothing', chart));
            expect(a).toBeGreaterThanOrEqual(0);
            expect(b).toBeGreaterThanOrEqual(a);
          },
        ),
      );
    });
  });
});

describe('shoes', () => {
  it('takes an EU size as it is, on either chart', () => {
    for (const chart of FIT_CHARTS) {
      expect(chartFit({ shoe: { system: 'EU', value: 42 } }, 'shoes', chart)).toEqual({
        kind: 'size',
        size: '42',
        reason: 'shoe size EU 42 → EU 42',
      });
    }
  });

  it('turns US and UK sizes into EU on the chart the text or the shopper names', () => {
    expect(chartFit({ shoe: { system: 'US', value: 9, chart: 'men' } }, 'shoes', 'women')).toEqual({
      kind: 'size',
      size: '42.5',
      reason: "shoe size US 9 (men's) → EU 42.5",
    });
    expect(chartFit({ shoe: { system: 'UK', value: 5 } }, 'shoes', 'women')).toEqual({
      kind: 'size',
      size: '38',
      reason: "shoe size UK 5 (women's) → EU 38",
    });
    expect(chartFit({ shoe: { system: 'US', value: 9 } }, 'shoes', undefined)).toEqual({
      kind: 'needs-chart',
    });
  });

  it('turns a foot length into EU: the first row at least as long', () => {
    expect(chartFit({ shoe: { system: 'foot', footCm: 26.5 } }, 'shoes', 'men')).toEqual({
      kind: 'size',
      size: '42',
      reason: 'foot 26.5 cm → EU 42',
    });
    expect(chartFit({ shoe: { system: 'foot', footCm: 26.2 } }, 'shoes', 'men')).toMatchObject({
      size: '42',
    });
    expect(chartFit({ shoe: { system: 'foot', footCm: 33 } }, 'shoes', 'men')).toEqual({
      kind: 'off-chart',
      reason: "foot 33 cm is past the chart's largest size (EU 47.5)",
    });
  });

  it('asks for the shoe size when there is none', () => {
    expect(chartFit({ chestCm: 90 }, 'shoes', 'men')).toEqual({ kind: 'missing', needs: ['shoe_size'] });
  });

  describe.each(FIT_CHARTS)("%s's chart", (chart) => {
    const rows = SHOE_CHART[chart];
    it('each row: its foot length, US and UK size give its EU size; a little more gives the next (boundaries)', () => {
      for (const [i, row] of rows.entries()) {
        const next = rows[i + 1] ? String(rows[i + 1]!.eu) : 'off-chart';
        expect(sizeOf({ shoe: { system: 'foot', footCm: row.footCm } }, 'shoes', chart)).toBe(String(row.eu));
        expect(sizeOf({ shoe: { system: 'foot', footCm: row.footCm + 0.01 } }, 'shoes', chart)).toBe(next);
        expect(sizeOf({ shoe: { system: 'US', value: row.us } }, 'shoes', chart)).toBe(String(row.eu));
        expect(sizeOf({ shoe: { system: 'UK', value: row.uk } }, 'shoes', chart)).toBe(String(row.eu));
      }
    });

    it('a longer foot never gives a smaller shoe (property)', () => {
      fc.assert(
        fc.property(
          fc.double({ min: 15, max: 35, noNaN: true }),
          fc.double({ min: 0, max: 5, noNaN: true }),
          (foot, grow) => {
            const a = sizeOf({ shoe: { system: 'foot', footCm: foot } }, 'shoes', chart);
            const b = sizeOf({ shoe: { system: 'foot', footCm: foot + grow } }, 'shoes', chart);
            if (a === 'off-chart') expect(b).toBe('off-chart');
            else if (b !== 'off-chart') expect(Number(b)).toBeGreaterThanOrEqual(Number(a));
          },
        ),
      );
    });
  });
});

describe('fitFor', () => {
  it('has no chart for bags and jewellery', () => {
    expect(fitFor({ chestCm: 90 }, 'accessories')).toEqual({ kind: 'no-chart' });
    expect(fitFor({ chestCm: 90 }, 'jewelry', 'women')).toEqual({ kind: 'no-chart' });
  });

  it("answers without a chart when women's and men's agree", () => {
    expect(fitFor({ shoe: { system: 'EU', value: 41 } }, 'shoes')).toMatchObject({
      kind: 'size',
      size: '41',
    });
    expect(fitFor({ shoe: { system: 'US', value: 9, chart: 'men' } }, 'shoes')).toMatchObject({
      size: '42.5',
    });
    // Waist 70 cm: the women's M, the men's XS. They differ:
    expect(fitFor({ waistCm: 70 }, 'clothing')).toMatchObject({ kind: 'choose-chart' });
  });

  it('asks which chart when they disagree, with both answers', () => {
    expect(fitFor({ chestCm: 96 }, 'clothing')).toEqual({
      kind: 'choose-chart',
      options: [
        { chart: 'women', fit: { kind: 'size', size: 'XL', reason: 'chest 96 cm → XL' } },
        { chart: 'men', fit: { kind: 'size', size: 'M', reason: 'chest 96 cm → M' } },
      ],
    });
    expect(fitFor({ shoe: { system: 'US', value: 8 } }, 'shoes')).toMatchObject({ kind: 'choose-chart' });
    expect(fitFor({ chestCm: 96 }, 'clothing', 'men')).toMatchObject({ kind: 'size', size: 'M' });
  });

  it('says what is missing without asking for a chart', () => {
    expect(fitFor({}, 'clothing')).toEqual({ kind: 'missing', needs: ['chest', 'waist', 'hips'] });
    expect(fitFor({}, 'shoes')).toEqual({ kind: 'missing', needs: ['shoe_size'] });
  });
});

describe('productSizeFor', () => {
  it('matches letter sizes, XXL and 2XL alike', () => {
    expect(productSizeFor('M', 'clothing', ['S', 'm', 'L'])).toBe('m');
    expect(productSizeFor('XXL', 'clothing', ['XL', '2XL'])).toBe('2XL');
    expect(productSizeFor('3XL', 'clothing', ['XXXL'])).toBe('XXXL');
    expect(productSizeFor('M', 'clothing', ['S', 'L'])).toBeNull();
  });

  it('matches an EU shoe size, or the next one up within a size', () => {
    expect(productSizeFor('42', 'shoes', ['41', '42', '43'])).toBe('42');
    expect(productSizeFor('42.5', 'shoes', ['41', '42', '43'])).toBe('43');
    expect(productSizeFor('42', 'shoes', ['EU 42'])).toBe('EU 42');
    expect(productSizeFor('42', 'shoes', ['41', '43'])).toBeNull();
    expect(productSizeFor('42', 'shoes', ['40', 'one size'])).toBeNull();
  });
});

describe('adviseSize', () => {
  const shirt = { category: 'clothing', sizes: ['S', 'M', 'L'] };
  it("gives the product's own size and the reason", () => {
    expect(adviseSize({ measurements: { chest: '96cm' } }, shirt, 'men')).toEqual({
      kind: 'size',
      size: 'M',
      reason: 'chest 96 cm → M',
    });
    expect(
      adviseSize({ measurements: { shoe_size: 'US 9 mens' } }, { category: 'shoes', sizes: ['42', '43'] }),
    ).toEqual({
      kind: 'size',
      size: '43',
      reason: "shoe size US 9 (men's) → EU 42.5",
    });
  });

  it('says when the piece does not come in the size', () => {
    expect(adviseSize({ measurements: { chest: '38 in' } }, shirt, 'women')).toEqual({
      kind: 'not-offered',
      chartSize: 'XXL',
      reason: 'chest 96.5 cm → XXL',
    });
  });

  it('passes on what stands in the way', () => {
    expect(adviseSize({ measurements: { chest: 'broad' } }, shirt, 'men')).toEqual({
      kind: 'missing',
      needs: ['chest', 'waist', 'hips'],
    });
    expect(adviseSize(undefined, { category: 'jewelry', sizes: [] })).toEqual({ kind: 'no-chart' });
  });
});
