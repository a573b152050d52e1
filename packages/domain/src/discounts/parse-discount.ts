import { isRecord, readIdList, readNumber, readText } from '../shared/read';
import { DISCOUNT_SCOPES, DISCOUNT_TYPES, type AppliedDiscount } from './types';

function oneOf<T extends string>(options: readonly T[], value: unknown): T | null {
  return options.find((option) => option === value) ?? null;
}

/** Reads a stored or received discount; anything that cannot be priced safely is null (the code is dropped). */
export function parseAppliedDiscount(value: unknown): AppliedDiscount | null {
  if (!isRecord(value)) return null;
  const code = readText(value.code);
  const type = oneOf(DISCOUNT_TYPES, value.type);
  const amount = readNumber(value.value);
  if (code === null || type === null || amount === null || amount < 0) return null;
  const cap = readNumber(value.max_discount_amount);
  const source = oneOf(['manual', 'generated'] as const, value.source);
  const discount: AppliedDiscount = {
    code: code.toUpperCase(),
    type,
    value: amount,
    discount_scope: oneOf(DISCOUNT_SCOPES, value.discount_scope) ?? 'order',
    max_discount_amount: cap !== null && cap > 0 ? cap : null,
    eligible_categories: readIdList(value.eligible_categories),
    eligible_product_ids: readIdList(value.eligible_product_ids),
    description: readText(value.description),
    discount_id: readText(value.discount_id),
    expiresAt: readText(value.expiresAt),
  };
  return source === null ? discount : { ...discount, source };
}
