// The size chart's data. Body measurements are kept in centimetres (what a Nairobi tailor's tape
// reads first) and shown in inches too. Clothing follows the usual letter sizes: women's UK = US + 4,
// EU = UK + 28; men's US = UK = chest in inches, EU = UK + 10; CN is China's GB/T height/bust label.
// Shoes follow the common brand charts: women's UK = US − 2, men's UK = US − 1; CN is China's
// 码 size, foot length in millimetres ÷ 5 − 10. Second-hand pieces come from many brands, so the
// chart is a guide and each product page gives the piece's own size.

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

export const WOMENS_CLOTHING: readonly ClothingRow[] = [
  { size: 'XS', us: '2', uk: '6', eu: '34', cn: '155/80A', bustCm: 80, waistCm: 62, hipsCm: 86 },
  { size: 'S', us: '4', uk: '8', eu: '36', cn: '160/84A', bustCm: 84, waistCm: 66, hipsCm: 90 },
  { size: 'M', us: '6', uk: '10', eu: '38', cn: '165/88A', bustCm: 88, waistCm: 70, hipsCm: 94 },
  { size: 'L', us: '8', uk: '12', eu: '40', cn: '170/92A', bustCm: 92, waistCm: 74, hipsCm: 98 },
  { size: 'XL', us: '10', uk: '14', eu: '42', cn: '175/96A', bustCm: 96, waistCm: 78, hipsCm: 102 },
  { size: 'XXL', us: '12', uk: '16', eu: '44', cn: '180/100A', bustCm: 100, waistCm: 82, hipsCm: 106 },
  { size: '3XL', us: '14', uk: '18', eu: '46', cn: '185/104A', bustCm: 104, waistCm: 86, hipsCm: 110 },
];

export const MENS_CLOTHING: readonly ClothingRow[] = [
  { size: 'XS', us: '34', uk: '34', eu: '44', cn: '165/88A', bustCm: 86, waistCm: 71, hipsCm: 89 },
  { size: 'S', us: '36', uk: '36', eu: '46', cn: '170/92A', bustCm: 91, waistCm: 76, hipsCm: 94 },
  { size: 'M', us: '38', uk: '38', eu: '48', cn: '175/96A', bustCm: 97, waistCm: 81, hipsCm: 99 },
  { size: 'L', us: '40', uk: '40', eu: '50', cn: '180/100A', bustCm: 102, waistCm: 86, hipsCm: 104 },
  { size: 'XL', us: '42', uk: '42', eu: '52', cn: '185/108A', bustCm: 107, waistCm: 91, hipsCm: 109 },
  { size: 'XXL', us: '44', uk: '44', eu: '54', cn: '190/112A', bustCm: 112, waistCm: 97, hipsCm: 114 },
  { size: '3XL', us: '46', uk: '46', eu: '56', cn: '190/116A', bustCm: 117, waistCm: 102, hipsCm: 119 },
];

const womensShoe = (us: number, eu: number, footCm: number): ShoeRow => ({
  us,
  uk: us - 2,
  eu,
  cn: footCm * 2 - 10,
  footCm,
});
const mensShoe = (us: number, eu: number, footCm: number): ShoeRow => ({
  us,
  uk: us - 1,
  eu,
  cn: footCm * 2 - 10,
  footCm,
});

export const WOMENS_SHOES: readonly ShoeRow[] = [
  womensShoe(5, 35.5, 22),
  womensShoe(5.5, 36, 22.5),
  womensShoe(6, 36.5, 23),
  womensShoe(6.5, 37.5, 23.5),
  womensShoe(7, 38, 24),
  womensShoe(7.5, 38.5, 24.5),
  womensShoe(8, 39, 25),
  womensShoe(8.5, 40, 25.5),
  womensShoe(9, 40.5, 26),
  womensShoe(9.5, 41, 26.5),
  womensShoe(10, 42, 27),
  womensShoe(10.5, 42.5, 27.5),
  womensShoe(11, 43, 28),
];

export const MENS_SHOES: readonly ShoeRow[] = [
  mensShoe(6, 38.5, 24),
  mensShoe(6.5, 39, 24.5),
  mensShoe(7, 40, 25),
  mensShoe(7.5, 40.5, 25.5),
  mensShoe(8, 41, 26),
  mensShoe(8.5, 42, 26.5),
  mensShoe(9, 42.5, 27),
  mensShoe(9.5, 43, 27.5),
  mensShoe(10, 44, 28),
  mensShoe(10.5, 44.5, 28.5),
  mensShoe(11, 45, 29),
  mensShoe(12, 46, 30),
  mensShoe(13, 47.5, 31),
];

/** Centimetres as inches, to the nearest half inch (how tape measures and size charts read). */
export const cmToInches = (cm: number): number => Math.round((cm / 2.54) * 2) / 2;

export type MeasuringTip = { title: string; text: string };

export const MEASURING_TIPS: readonly MeasuringTip[] = [
  {
    title: 'Bust / chest',
    text: 'Measure around the fullest part of your bust or chest, under your arms, keeping the tape level across your back.',
  },
  {
    title: 'Waist',
    text: 'Measure around your natural waistline, the narrowest part of your torso just above the belly button. Keep the tape comfortably loose.',
  },
  {
    title: 'Hips',
    text: 'Stand with your feet together and measure around the fullest part of your hips and bottom.',
  },
  {
    title: 'Foot length',
    text: 'Stand on a sheet of paper with your heel against a wall, mark the tip of your longest toe, and measure from the wall to the mark. Measure in the evening, when feet are largest.',
  },
  {
    title: 'Between two sizes?',
    text: 'Choose the larger size. Thrifted pieces come from many brands, so check the measurements given on each product page too.',
  },
];
