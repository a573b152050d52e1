// The size chart's data, shared by the size chart dialog and the fit finder. Body measurements are
// kept in centimetres (what a Nairobi tailor's tape reads first) and shown in inches too. Clothing
// follows the usual letter sizes: women's UK = US + 4, EU = UK + 28; men's US = UK = chest in inches,
// EU = UK + 10; CN is China's GB/T height/bust label. Shoes follow the common brand charts: women's
// UK = US − 2, men's UK = US − 1; CN is China's 码 size, foot length in millimetres ÷ 5 − 10.
// Second-hand pieces come from many brands, so the chart is a guide and each product page gives the
// piece's own size.

import chart from './size-chart-data.json';

export type ClothingRow = {
  size: string;
  us: string;
  uk: string;
  eu: string;
  cn: string;
  /** Bust (women) or chest (men), waist and hips, in centimetres. */
  bustCm: number;
  waistCm: number;
  hipsCm: number;
};

export type ShoeRow = { us: number; uk: number; eu: number; cn: number; footCm: number };

/** Which half of the chart: women's or men's sizes. */
export type FitChart = 'women' | 'men';
export const FIT_CHARTS: readonly FitChart[] = ['women', 'men'];

// The measurements themselves are data (size-chart-data.json); shoe rows there give US, EU and the
// foot length, and the rest follows from the rules above.
const shoeRows = (ukBelowUs: number, lines: readonly Pick<ShoeRow, 'us' | 'eu' | 'footCm'>[]) =>
  lines.map(({ us, eu, footCm }): ShoeRow => ({ us, uk: us - ukBelowUs, eu, cn: footCm * 2 - 10, footCm }));

export const WOMENS_CLOTHING: readonly ClothingRow[] = chart.womensClothing;
export const MENS_CLOTHING: readonly ClothingRow[] = chart.mensClothing;
export const WOMENS_SHOES: readonly ShoeRow[] = shoeRows(2, chart.womensShoes);
export const MENS_SHOES: readonly ShoeRow[] = shoeRows(1, chart.mensShoes);

export const CLOTHING_CHART: Readonly<Record<FitChart, readonly ClothingRow[]>> = {
  women: WOMENS_CLOTHING,
  men: MENS_CLOTHING,
};
export const SHOE_CHART: Readonly<Record<FitChart, readonly ShoeRow[]>> = {
  women: WOMENS_SHOES,
  men: MENS_SHOES,
};

/** Centimetres as inches, to the nearest half inch (how tape measures and size charts read). */
export const cmToInches = (cm: number): number => Math.round((cm / 2.54) * 2) / 2;
