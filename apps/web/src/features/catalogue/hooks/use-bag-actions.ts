// Add to Bag, Buy Now and Add Bundle for the product dialog, the product page and the bundle page:
// the device bag changes through lib/bag-storage, the toasts say the spec's words, and Buy Now goes
// on to the checkout after 1.5 s. A size is checked first; without one (or with a sold-out one)
// nothing is added. The bag line remembers what its size has, so its quantity stops there.
import { checkSizeChosen, type BagBundleInput } from '@shop/domain/rules';
import {
  ADDED_TO_BAG_MESSAGE,
  bundleAddedMessage,
  buyNowMessage,
  SIZE_REQUIRED_MESSAGE,
} from '@shop/domain/texts';
import { BUY_NOW_DELAY_MS, TOAST_DURATIONS } from '@shop/domain/timings';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import {
  addBundleToStoredBag,
  addProductToStoredBag,
  markQuickPurchase,
  type StockedProduct,
} from '../../../lib/bag-store';
import { notify } from '../../../lib/notify';
import { sizeInStock } from '../../../lib/size-stock';

const STORAGE_FAILED =
  'Your bag could not be saved on this device. Please check your browser storage settings.';

type Sized = StockedProduct & { name: string; sizes: readonly string[] };

/** Answers null when the product went in, or the size error to show beside the picker. */
export type BagActionResult = string | null;

export function useBagActions() {
  const navigate = useNavigate();
  // Not cancelled on unmount: the dialog that asked may close before the 1.5 s are up.
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);

  const add = (product: Sized, size: string | null): { ok: true } | { ok: false; error: string } => {
    const check = checkSizeChosen(product.sizes, size);
    if (!check.ok) {
      notify.error(check.error);
      return { ok: false, error: check.error };
    }
    // The pickers never offer a sold-out size; a stale one is asked for again rather than bagged.
    if (check.size !== null && !sizeInStock(check.size, product.size_stock ?? undefined)) {
      notify.error(SIZE_REQUIRED_MESSAGE);
      return { ok: false, error: SIZE_REQUIRED_MESSAGE };
    }
    if (!addProductToStoredBag(product, check.size)) {
      notify.error(STORAGE_FAILED);
      return { ok: false, error: STORAGE_FAILED };
    }
    return { ok: true };
  };

  return {
    addToBag(product: Sized, size: string | null): BagActionResult {
      const result = add(product, size);
      if (!result.ok) return result.error;
      notify.success(ADDED_TO_BAG_MESSAGE, TOAST_DURATIONS.addToBag);
      return null;
    },

    buyNow(product: Sized, size: string | null): BagActionResult {
      const result = add(product, size);
      if (!result.ok) return result.error;
      notify.success(buyNowMessage(product.name));
      markQuickPurchase();
      clearTimeout(pending.current ?? undefined);
      pending.current = setTimeout(() => void navigate('/checkout'), BUY_NOW_DELAY_MS);
      return null;
    },

    addBundle(bundle: BagBundleInput & { name: string }, sizes: Readonly<Record<string, string>>): boolean {
      if (!addBundleToStoredBag(bundle, sizes)) {
        notify.error(STORAGE_FAILED);
        return false;
      }
      notify.success(bundleAddedMessage(bundle.name), TOAST_DURATIONS.addToBag);
      return true;
    },
  };
}
