// The size chart's data lives in the domain (@shop/domain/size-chart), which the fit finder shares;
// the dialog reads it from here, with the measuring tips.
export {
  cmToInches,
  MENS_CLOTHING,
  MENS_SHOES,
  WOMENS_CLOTHING,
  WOMENS_SHOES,
  type ClothingRow,
  type ShoeRow,
} from '@shop/domain/size-chart';

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
