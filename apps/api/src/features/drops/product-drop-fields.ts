// The product editor and the drops never fight over a product's early-access fields: while a product
// is part of a drop, its drop sets early_access_only, early_access_until and drop_name. An edit from
// the product form that would change one of them is refused with the drop's name (an unchanged value
// sent back by the form passes).
import type { Db } from '../../db/database';
import { HttpError } from '../../lib/errors';
import { dropOfProduct } from './drops.repo';

type DropFields = {
  earlyAccessOnly?: boolean | null;
  earlyAccessUntil?: Date | null;
  dropName?: string | null;
};

const sameMoment = (a: Date | null | undefined, b: Date | null | undefined) =>
  (a?.getTime() ?? null) === (b?.getTime() ?? null);

export async function refuseDropFieldEdits(
  db: Db,
  productId: string,
  current: DropFields,
  wanted: DropFields,
) {
  const changes =
    (wanted.earlyAccessOnly !== undefined && wanted.earlyAccessOnly !== current.earlyAccessOnly) ||
    (wanted.earlyAccessUntil !== undefined &&
      !sameMoment(wanted.earlyAccessUntil, current.earlyAccessUntil)) ||
    (wanted.dropName !== undefined && wanted.dropName !== current.dropName);
  if (!changes) return;
  const drop = await dropOfProduct(db, productId);
  if (!drop) return;
  throw new HttpError(
    409,
    'part_of_drop',
    `This product is part of the drop ${drop.name}: its early access and drop name follow the drop. Change them in Early Access → Drops.`,
  );
}

export { dropOfProduct };
