import { dropLines, mergeLines, setLineQuantity } from './line-list';
import { clampQuantity, cleanBagProduct, itemKeyOf, itemLineKey, normaliseSize } from './lines';
import { BAG_LINE_MAX, BAG_LINE_MIN, type Bag, type BagItem, type BagProductInput } from './types';

function withItems(bag: Bag, items: readonly BagItem[]): Bag {
  return items === bag.items ? bag : { ...bag, items };
}

/** Adds a product in a size; the same product and size raises that line (up to 10); bad input changes nothing. */
export function addToBag(
  bag: Bag,
  product: BagProductInput,
  selectedSize?: string | null,
  quantity = 1,
): Bag {
  const clean = cleanBagProduct(product);
  const amount = clampQuantity(quantity, BAG_LINE_MIN, BAG_LINE_MAX);
  if (clean === null || amount === null) return bag;
  const line: BagItem = { product: clean, quantity: amount, selectedSize: normaliseSize(selectedSize) };
  return withItems(bag, mergeLines([...bag.items, line], itemKeyOf, BAG_LINE_MAX));
}

/** Sets a line's quantity; outside 1–10 (or a missing line) the bag is left as it is, as the buttons do. */
export function setItemQuantity(
  bag: Bag,
  productId: string,
  size: string | null | undefined,
  quantity: number,
): Bag {
  const key = itemLineKey(productId, size);
  return withItems(
    bag,
    setLineQuantity(bag.items, key, itemKeyOf, quantity, { min: BAG_LINE_MIN, max: BAG_LINE_MAX }),
  );
}

/** Removes the line of a product in a size. */
export function removeFromBag(bag: Bag, productId: string, size: string | null | undefined): Bag {
  const key = itemLineKey(productId, size);
  return withItems(
    bag,
    dropLines(bag.items, (line) => itemKeyOf(line) === key),
  );
}

/** Changes a line's size: merges into an existing line of that size (up to 10) or moves the quantity. */
export function changeItemSize(
  bag: Bag,
  productId: string,
  fromSize: string | null | undefined,
  toSize: string | null | undefined,
): Bag {
  const from = bag.items.findIndex((line) => itemKeyOf(line) === itemLineKey(productId, fromSize));
  const moving = bag.items[from];
  const target = normaliseSize(toSize);
  if (moving === undefined || moving.selectedSize === target) return bag;
  const into = bag.items.findIndex((line) => itemKeyOf(line) === itemLineKey(productId, target));
  if (into === -1) {
    return withItems(
      bag,
      bag.items.map((line, i) => (i === from ? { ...line, selectedSize: target } : line)),
    );
  }
  const merged = (line: BagItem) => ({
    ...line,
    quantity: Math.min(line.quantity + moving.quantity, BAG_LINE_MAX),
  });
  return withItems(
    bag,
    bag.items.flatMap((line, i) => (i === from ? [] : i === into ? [merged(line)] : [line])),
  );
}
