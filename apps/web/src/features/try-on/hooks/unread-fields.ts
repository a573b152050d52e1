// The body sizes the shopper wrote that the fit rules could not read, so the page can name them.
import type { BodyMeasures } from '@shop/domain/fit';
import type { BodySizeText } from '../../../lib/fit-profile';

const FIELDS = [
  ['height', 'Height', 'heightCm'],
  ['weight', 'Weight', 'weightKg'],
  ['chest', 'Chest', 'chestCm'],
  ['waist', 'Waist', 'waistCm'],
  ['hips', 'Hips', 'hipsCm'],
  ['inseam', 'Inseam', 'inseamCm'],
  ['shoe_size', 'Shoe size', 'shoe'],
] as const;

export function unreadFields(body: BodySizeText, read: BodyMeasures): { label: string; text: string }[] {
  const texts: Record<string, string | undefined> = {
    height: body.height,
    weight: body.weight,
    ...body.measurements,
  };
  return FIELDS.flatMap(([field, label, key]) => {
    const text = texts[field]?.trim();
    return text && read[key] === undefined ? [{ label, text }] : [];
  });
}
