// The picture each product card was left at (the spec's per-product image index), on the device.
// One small map under one key; unreadable or tampered storage reads as "first picture".
const KEY = 'product_image_index';
const MAX_REMEMBERED = 200;

function readAll(): Record<string, number> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, number>)
      : {};
  } catch {
    return {};
  }
}

export function readImageIndex(productId: string): number {
  const index = readAll()[productId];
  return typeof index === 'number' && Number.isInteger(index) && index >= 0 ? index : 0;
}

export function saveImageIndex(productId: string, index: number) {
  try {
    const all = readAll();
    delete all[productId];
    all[productId] = index;
    // Keep the map small: the most recently moved cards win.
    const entries = Object.entries(all).slice(-MAX_REMEMBERED);
    localStorage.setItem(KEY, JSON.stringify(Object.fromEntries(entries)));
  } catch {
    // Storage full or disabled: the carousel still works, it just forgets.
  }
}
