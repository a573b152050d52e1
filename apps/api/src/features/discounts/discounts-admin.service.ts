// Discount codes for the owner: list with use and totals, create, change (every field), and the list
// of orders that used a code.
import { formatPhoneForDisplay, shortOrderId } from '@shop/domain/rules';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../lib/errors';
import {
  findDiscount,
  insertDiscount,
  listDiscounts,
  updateDiscount,
  usageOf,
  type DiscountRecord,
  type NewDiscountRecord,
} from './discounts-admin.repo';
import type { DiscountInput, DiscountListQuery } from '@shop/contracts';

type Deps = Pick<AppDeps, 'database'>;

const TAKEN = 'Another discount already has this code.';

function view(d: DiscountRecord, uses: number, given: number) {
  return {
    id: d.id,
    code: d.code,
    type: d.type,
    value: d.value,
    description: d.description,
    source: d.source,
    discount_scope: d.discountScope,
    max_discount_amount: d.maxDiscountAmount,
    eligible_categories: d.eligibleCategories ?? [],
    eligible_product_ids: d.eligibleProductIds ?? [],
    is_active: d.isActive,
    starts_at: d.startsAt?.toISOString() ?? null,
    ends_at: d.endsAt?.toISOString() ?? null,
    min_order_amount: d.minOrderAmount,
    usage_limit: d.usageLimit,
    once_per_customer: d.oncePerCustomer,
    uses,
    total_given: given,
    created_at: d.createdAt.toISOString(),
  };
}

function record(input: DiscountInput): NewDiscountRecord {
  const list = (v: string[] | null | undefined) => (v && v.length > 0 ? v : null);
  return {
    code: input.code,
    type: input.type,
    value: input.value,
    description: input.description ?? null,
    discountScope: input.discount_scope,
    maxDiscountAmount: input.max_discount_amount ?? null,
    eligibleCategories: list(input.eligible_categories),
    eligibleProductIds: list(input.eligible_product_ids),
    isActive: input.is_active,
    startsAt: input.starts_at ? new Date(input.starts_at) : null,
    endsAt: input.ends_at ? new Date(input.ends_at) : null,
    minOrderAmount: input.min_order_amount,
    usageLimit: input.usage_limit ?? null,
    oncePerCustomer: input.once_per_customer,
  };
}

export async function adminDiscountList(deps: Deps, query: DiscountListQuery) {
  const { rows, total } = await listDiscounts(deps.database.db, query);
  return {
    discounts: rows.map((r) => view(r.discount, r.uses, r.given)),
    total,
    page: query.page,
    page_size: query.page_size,
  };
}

export async function createDiscount(deps: Deps, input: DiscountInput) {
  const row = await insertDiscount(deps.database.db, { ...record(input), source: 'manual' });
  if (!row) throw new HttpError(409, 'code_taken', TAKEN);
  return view(row, 0, 0);
}

export async function changeDiscount(deps: Deps, id: string, input: DiscountInput) {
  const existing = await findDiscount(deps.database.db, id);
  if (!existing) throw new HttpError(404, 'not_found', 'No such discount.');
  const row = await updateDiscount(deps.database.db, id, record(input));
  if (row === 'taken') throw new HttpError(409, 'code_taken', TAKEN);
  if (!row) throw new HttpError(404, 'not_found', 'No such discount.');
  return view(row, existing.uses, existing.given);
}

export async function discountUsageList(deps: Deps, id: string) {
  const existing = await findDiscount(deps.database.db, id);
  if (!existing) throw new HttpError(404, 'not_found', 'No such discount.');
  const rows = await usageOf(deps.database.db, id);
  return {
    discount: view(existing.discount, existing.uses, existing.given),
    usage: rows.map((u) => ({
      order_id: u.orderId,
      short_id: u.orderId ? shortOrderId(u.orderId) : null,
      customer: u.userEmail ?? (u.phone ? formatPhoneForDisplay(u.phone) : 'Guest'),
      discount_amount: u.amount,
      order_total: u.total,
      // false for a cancelled or refunded order: listed, but not in the code's uses or money given.
      counted: u.counted,
      at: u.at.toISOString(),
    })),
  };
}
