// The profile's body sizes are free text (spec §3): people write "96cm", "38 in", "5'8\"", "68 kg",
// "150 lbs", "EU 42", "US 9 men's", "32-34". What can be read is read into centimetres and
// kilograms; anything else (junk, a number no body has, an ambiguous shoe size) reads as nothing, so
// the fit finder asks for it instead of guessing.
import type { FitChart } from './size-chart';

export const CM_PER_INCH = 2.54;
export const CM_PER_FOOT = 30.48;
export const KG_PER_POUND = 0.45359237;

/** The lengths a profile holds, each with the span a real body's measurement falls in (cm). */
export const LENGTH_SPANS = {
  height: [90, 250],
  chest: [55, 200],
  waist: [40, 200],
  hips: [55, 220],
  inseam: [40, 120],
  foot: [15, 35],
} as const;
export type LengthField = keyof typeof LENGTH_SPANS;
export const WEIGHT_SPAN_KG = [25, 300] as const;

const NUM = String.raw`(\d+(?:\.\d+)?)`;
// "32-34", "32 to 34", "32–34": between two values the larger counts (the size chart's own advice:
// between two sizes, choose the larger).
const RANGE = new RegExp(String.raw`^${NUM}\s*(?:-|to)\s*${NUM}(.*)$`);

/** Lower case, one kind of quote, dash and decimal point, single spaces. */
function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’′‘´`]/g, "'")
    .replace(/[”″“]/g, '"')
    .replace(/''/g, '"')
    .replace(/[–—−]/g, '-')
    .replace(/(\d),(\d)/g, '$1.$2')
    .replace(/\s+/g, ' ')
    .trim();
}

/** "32-34 in" → "34 in": the larger end of a range, with whatever followed it. */
function upperOfRange(text: string): string {
  const range = RANGE.exec(text);
  if (!range) return text;
  return `${Math.max(Number(range[1]), Number(range[2]))}${range[3]}`;
}

const within = (value: number, [low, high]: readonly [number, number]) =>
  Number.isFinite(value) && value >= low && value <= high ? value : null;

const LENGTH_UNITS: readonly [RegExp, number][] = [
  [/^(?:cm|cms|centimet(?:er|re)s?)$/, 1],
  [/^(?:mm|millimet(?:er|re)s?)$/, 0.1],
  [/^(?:m|met(?:er|re)s?)$/, 100],
  [/^(?:in|ins|inch|inches|")$/, CM_PER_INCH],
  [/^(?:ft|feet|foot|')$/, CM_PER_FOOT],
];

/** A bare number's unit: what people write for that measurement (a 32 waist is inches, 81 is cm). */
function bareLength(field: LengthField, value: number): number {
  switch (field) {
    case 'height':
      // 1.73 (metres), 5.5 is not read (feet or metres?), 173 (cm).
      return value >= 1 && value < 2.5 ? value * 100 : value >= 90 ? value : Number.NaN;
    case 'foot':
      return value;
    case 'inseam':
      return value < 45 ? value * CM_PER_INCH : value;
    default:
      return value < 55 ? value * CM_PER_INCH : value;
  }
}

/** A length written any usual way, in centimetres, or null when it cannot be read for this field. */
export function parseLength(text: string | null | undefined, field: LengthField): number | null {
  if (typeof text !== 'string') return null;
  const clean = upperOfRange(normalise(text).replace(/^(?:about|approx\.?|around|~)\s*/, ''));
  // 5'8", 5 ft 8 in, 5ft8, 5' 8: feet and inches.
  const feet = new RegExp(
    String.raw`^(\d)\s*(?:'|ft|feet|foot)\s*(?:${NUM}\s*(?:"|in|ins|inch|inches)?)?$`,
  ).exec(clean);
  if (feet) {
    const inches = Number(feet[2] ?? 0);
    if (inches >= 12) return null;
    return within(Number(feet[1]) * CM_PER_FOOT + inches * CM_PER_INCH, LENGTH_SPANS[field]);
  }
  const withUnit = new RegExp(String.raw`^${NUM}\s*([a-z'"]*)\.?$`).exec(clean);
  if (!withUnit) return null;
  const value = Number(withUnit[1]);
  const unit = withUnit[2]!;
  if (unit === '') return within(bareLength(field, value), LENGTH_SPANS[field]);
  const factor = LENGTH_UNITS.find(([pattern]) => pattern.test(unit))?.[1];
  return factor === undefined ? null : within(value * factor, LENGTH_SPANS[field]);
}

/** A body weight in kilograms ("68kg", "150 lbs", bare numbers are kilograms), or null. */
export function parseWeight(text: string | null | undefined): number | null {
  if (typeof text !== 'string') return null;
  const clean = upperOfRange(normalise(text));
  const match = new RegExp(String.raw`^${NUM}\s*([a-z]*)\.?$`).exec(clean);
  if (!match) return null;
  const value = Number(match[1]);
  const unit = match[2]!;
  if (unit === '' || /^(?:kg|kgs|kilos?|kilograms?)$/.test(unit)) return within(value, WEIGHT_SPAN_KG);
  if (/^(?:lb|lbs|pounds?)$/.test(unit)) return within(value * KG_PER_POUND, WEIGHT_SPAN_KG);
  return null;
}

export type ShoeSystem = 'EU' | 'UK' | 'US';
/** A shoe size as written: a size in a system (with the chart when the text says it), or a foot length. */
export type ShoeSize =
  { system: ShoeSystem; value: number; chart?: FitChart } | { system: 'foot'; footCm: number };

const SHOE_SPANS: Record<ShoeSystem, readonly [number, number]> = { EU: [30, 52], UK: [1, 16], US: [2, 17] };

/** "42", "EU 42", "UK 8", "US 9 men's", "9.5 (women)", "26.5 cm"; a bare 2–17 is not read (UK or US?). */
export function parseShoeSize(text: string | null | undefined): ShoeSize | null {
  if (typeof text !== 'string') return null;
  // Apostrophes and brackets only decorate a shoe size: "men's" is "mens", "(women)" is "women".
  let clean = normalise(text)
    .replace(/'/g, '')
    .replace(/[()]/g, ' ')
    .replace(/^\s*size\s*/, '');
  let chart: FitChart | undefined;
  // "women" before "men": the one contains the other.
  clean = clean.replace(/\b(?:womens?|ladies|lady|w)\b/, () => {
    chart = 'women';
    return ' ';
  });
  if (!chart) {
    clean = clean.replace(/\b(?:mens?|gents?|m)\b/, () => {
      chart = 'men';
      return ' ';
    });
  }
  clean = upperOfRange(clean.replace(/\s+/g, ' ').trim());
  const foot = parseLengthInUnit(clean);
  if (foot !== undefined) return foot === null ? null : { system: 'foot', footCm: foot };
  const match = new RegExp(String.raw`^(eu|uk|us)?\s*${NUM}\s*(eu|uk|us)?$`).exec(clean);
  if (!match || (match[1] && match[3])) return null;
  const value = Number(match[2]);
  const system = (match[1] ?? match[3])?.toUpperCase() as ShoeSystem | undefined;
  const read = system ?? (value >= SHOE_SPANS.EU[0] ? 'EU' : null);
  if (read === null || within(value, SHOE_SPANS[read]) === null) return null;
  // EU sizes are the same for everyone: a chart word beside one changes nothing.
  return read === 'EU' || !chart ? { system: read, value } : { system: read, value, chart };
}

/** A foot length written with a unit ("26.5 cm", "265mm"): its centimetres, null if unlikely, else undefined. */
function parseLengthInUnit(clean: string): number | null | undefined {
  if (!/^\d+(?:\.\d+)?\s*(?:cm|mm|in|inch|inches|")$/.test(clean)) return undefined;
  return parseLength(clean, 'foot');
}

export type BodySizeText = {
  height?: string | null;
  weight?: string | null;
  measurements?: {
    chest?: string | null;
    waist?: string | null;
    hips?: string | null;
    inseam?: string | null;
    shoe_size?: string | null;
  } | null;
} | null;

/** What could be read from a profile's body sizes; a field that could not be read is absent. */
export type BodyMeasures = {
  heightCm?: number;
  weightKg?: number;
  chestCm?: number;
  waistCm?: number;
  hipsCm?: number;
  inseamCm?: number;
  shoe?: ShoeSize;
};

export function parseBodySize(body: BodySizeText | undefined): BodyMeasures {
  const m = body?.measurements ?? {};
  const read: BodyMeasures = {
    heightCm: parseLength(body?.height, 'height') ?? undefined,
    weightKg: parseWeight(body?.weight) ?? undefined,
    chestCm: parseLength(m.chest, 'chest') ?? undefined,
    waistCm: parseLength(m.waist, 'waist') ?? undefined,
    hipsCm: parseLength(m.hips, 'hips') ?? undefined,
    inseamCm: parseLength(m.inseam, 'inseam') ?? undefined,
    shoe: parseShoeSize(m.shoe_size) ?? undefined,
  };
  return Object.fromEntries(Object.entries(read).filter(([, v]) => v !== undefined)) as BodyMeasures;
}

/** A length for people: "96 cm", "81.3 cm" (one decimal at most). */
export const formatCm = (cm: number): string => `${Math.round(cm * 10) / 10} cm`;
