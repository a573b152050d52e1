// The fit finder's rule: from what the profile's body sizes say and the size chart, the size that
// fits, with the reason in one line ("chest 96 cm → M"). A measurement counts for the smallest size
// whose chart value is at least as big (between two sizes, the larger: the chart's own advice); with
// several measurements the largest size wins, because a piece must close around the widest part.
// Clothing and shoes have charts; bags and jewellery have none.
import { formatCm, parseBodySize, type BodyMeasures, type BodySizeText, type ShoeSize } from './measurements';
import { CLOTHING_CHART, FIT_CHARTS, SHOE_CHART, type ClothingRow, type FitChart } from './size-chart';

/** Product categories that have a chart. */
export type ChartCategory = 'clothing' | 'shoes';
export const chartCategoryOf = (category: string): ChartCategory | null =>
  category === 'clothing' || category === 'shoes' ? category : null;

export type MeasureName = 'chest' | 'waist' | 'hips' | 'shoe_size';

export type ChartFit =
  /** `size`: a letter size for clothing, an EU size ("42.5") for shoes. */
  | { kind: 'size'; size: string; reason: string }
  /** Nothing on the profile this chart can use: the profile fields that would help. */
  | { kind: 'missing'; needs: MeasureName[] }
  /** A measurement past the chart's largest size. */
  | { kind: 'off-chart'; reason: string }
  /** A shoe size in US or UK numbers, which differ between women's and men's: say which. */
  | { kind: 'needs-chart' };

const CLOTHING_MEASURES = [
  ['chest', 'chestCm', 'bustCm'],
  ['waist', 'waistCm', 'waistCm'],
  ['hips', 'hipsCm', 'hipsCm'],
] as const satisfies readonly (readonly [MeasureName, keyof BodyMeasures, keyof ClothingRow])[];

/** The chart row a body measurement falls in: the first at least as big, or -1 past the last. */
export function rowFor(rows: readonly number[], value: number): number {
  return rows.findIndex((rowValue) => value <= rowValue);
}

function clothingFit(measures: BodyMeasures, chart: FitChart): ChartFit {
  const rows = CLOTHING_CHART[chart];
  let best: { index: number; reason: string } | null = null;
  for (const [name, field, column] of CLOTHING_MEASURES) {
    const value = measures[field] as number | undefined;
    if (value === undefined) continue;
    const index = rowFor(
      rows.map((row) => row[column]),
      value,
    );
    if (index < 0) {
      const last = rows[rows.length - 1]!;
      return {
        kind: 'off-chart',
        reason: `${name} ${formatCm(value)} is past the chart's largest size (${last.size}, ${formatCm(last[column])})`,
      };
    }
    if (best === null || index > best.index) {
      best = { index, reason: `${name} ${formatCm(value)} → ${rows[index]!.size}` };
    }
  }
  if (best === null) return { kind: 'missing', needs: ['chest', 'waist', 'hips'] };
  return { kind: 'size', size: rows[best.index]!.size, reason: best.reason };
}

/** A half-size number as people write it: 42, 42.5. */
const sizeText = (n: number) => String(Math.round(n * 10) / 10);

function shoeFit(shoe: ShoeSize | undefined, chart: FitChart | undefined): ChartFit {
  if (shoe === undefined) return { kind: 'missing', needs: ['shoe_size'] };
  if (shoe.system === 'EU')
    return {
      kind: 'size',
      size: sizeText(shoe.value),
      reason: `shoe size EU ${sizeText(shoe.value)} → EU ${sizeText(shoe.value)}`,
    };
  const which = shoe.system === 'foot' ? chart : (shoe.chart ?? chart);
  if (which === undefined) return { kind: 'needs-chart' };
  const rows = SHOE_CHART[which];
  const label = which === 'women' ? "women's" : "men's";
  const [values, said] =
    shoe.system === 'foot'
      ? [rows.map((r) => r.footCm), `foot ${formatCm(shoe.footCm)}`]
      : [
          rows.map((r) => (shoe.system === 'US' ? r.us : r.uk)),
          `shoe size ${shoe.system} ${sizeText(shoe.value)} (${label})`,
        ];
  const value = shoe.system === 'foot' ? shoe.footCm : shoe.value;
  const index = rowFor(values, value);
  if (index < 0) {
    return {
      kind: 'off-chart',
      reason: `${said} is past the chart's largest size (EU ${sizeText(rows[rows.length - 1]!.eu)})`,
    };
  }
  const eu = sizeText(rows[index]!.eu);
  return { kind: 'size', size: eu, reason: `${said} → EU ${eu}` };
}

/** The chart size for one category and one half of the chart (women's or men's). */
export function chartFit(
  measures: BodyMeasures,
  category: ChartCategory,
  chart: FitChart | undefined,
): ChartFit {
  if (category === 'shoes') return shoeFit(measures.shoe, chart);
  // Clothing has no chart-free reading: the caller picks the half, or fitFor tries both.
  return clothingFit(measures, chart ?? 'women');
}

export type Fit =
  | ChartFit
  /** Bags, jewellery: no chart. */
  | { kind: 'no-chart' }
  /** Women's and men's charts disagree and the shopper has not said which they wear. */
  | { kind: 'choose-chart'; options: { chart: FitChart; fit: ChartFit }[] };

/**
 * The chart size for a category. Without `chart` both halves are tried: when they agree (or only one
 * can tell) that answer stands, otherwise the shopper is asked which they wear.
 */
export function fitFor(measures: BodyMeasures, category: string, chart?: FitChart): Fit {
  const kind = chartCategoryOf(category);
  if (kind === null) return { kind: 'no-chart' };
  if (chart !== undefined) return chartFit(measures, kind, chart);
  const options = FIT_CHARTS.map((c) => ({ chart: c, fit: chartFit(measures, kind, c) }));
  const [women, men] = options as [(typeof options)[number], (typeof options)[number]];
  if (women.fit.kind === 'missing') return women.fit;
  if (women.fit.kind === 'size' && men.fit.kind === 'size' && women.fit.size === men.fit.size) {
    // Same size either way: the reason need not name a chart.
    return women.fit;
  }
  if (kind === 'shoes' && measures.shoe && measures.shoe.system !== 'foot' && measures.shoe.chart) {
    return chartFit(measures, kind, measures.shoe.chart);
  }
  return { kind: 'choose-chart', options };
}

const LETTER_ALIASES: Record<string, string> = { '2XL': 'XXL', XXXL: '3XL', '3X': '3XL', '2X': 'XXL' };
const letter = (size: string) => {
  const text = size.trim().toUpperCase();
  return LETTER_ALIASES[text] ?? text;
};

/**
 * The product's own size label for a chart size, or null when the piece does not come in it.
 * Clothing matches letter sizes (XXL = 2XL); shoes match the EU number, or the next one up within a
 * size (a 41.5 foot takes a 42 when the piece has no half sizes).
 */
export function productSizeFor(
  chartSize: string,
  category: ChartCategory,
  sizes: readonly string[],
): string | null {
  if (category === 'clothing') return sizes.find((s) => letter(s) === letter(chartSize)) ?? null;
  const wanted = Number(chartSize);
  const numbered = sizes
    .map((s) => ({ s, n: Number(s.trim().replace(/^eu\s*/i, '')) }))
    .filter(({ n }) => Number.isFinite(n) && n >= wanted && n < wanted + 1)
    .sort((a, b) => a.n - b.n);
  return numbered[0]?.s ?? null;
}

export type SizeAdvice =
  | { kind: 'size'; size: string; reason: string }
  /** The chart says `chartSize`, which this piece does not come in. */
  | { kind: 'not-offered'; chartSize: string; reason: string }
  | Exclude<Fit, { kind: 'size' }>;

/** The fit finder's answer for one product: its own size label and why, or what stands in the way. */
export function adviseSize(
  body: BodySizeText | undefined,
  product: { category: string; sizes: readonly string[] },
  chart?: FitChart,
): SizeAdvice {
  const fit = fitFor(parseBodySize(body), product.category, chart);
  if (fit.kind !== 'size') return fit;
  const own = productSizeFor(fit.size, chartCategoryOf(product.category)!, product.sizes);
  return own === null
    ? { kind: 'not-offered', chartSize: fit.size, reason: fit.reason }
    : { kind: 'size', size: own, reason: fit.reason };
}
