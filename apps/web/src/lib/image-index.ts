// The picture each product card was left at (the spec's per-product image index), on the device.
// One small map under one key; unreadable or tampered storage reads as "first picture".
import { createDeviceStore } from './device-store';

const MAX_REMEMBERED = 200;

const imageIndex = createDeviceStore<Readonly<Record<string, number>>>({
  key: 'product_image_index',
  parse: (raw) => {
    try {
      const value: unknown = JSON.parse(raw ?? '{}');
      return value && typeof value === 'object' && !Array.isArray(value)
        ? (value as Record<string, number>)
        : {};
    } catch {
      return {};
    }
  },
});

export function readImageIndex(productId: string): number {
  const index = imageIndex.read()[productId];
  return typeof index === 'number' && Number.isInteger(index) && index >= 0 ? index : 0;
}

/** Storage full or disabled: the carousel still works, it just forgets. */
export function saveImageIndex(productId: string, index: number) {
  imageIndex.update((all) => {
    const { [productId]: _moved, ...rest } = all;
    // Keep the map small: the most recently moved cards win.
    return Object.fromEntries(Object.entries({ ...rest, [productId]: index }).slice(-MAX_REMEMBERED));
  });
}
