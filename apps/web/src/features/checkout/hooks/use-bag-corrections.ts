// When the server refuses the bag at checkout (it changed, a piece sold out, the code no longer
// applies, same-day closed), the device bag is corrected the way the bag drawer does it: the server's
// quote replaces the lines and each change is listed for the shopper until the checkout closes. A
// piece that sold out under the shopper's hands is said in the server's own words ('Sorry, {name}
// (size {size}) just sold out'), kept on screen beside the changes, not only in a passing toast.
import {
  isBagEmpty,
  parseStoredBag,
  setBagDiscount,
  type BagChange,
  type DeliveryOption,
} from '@shop/domain/rules';
import { useCallback, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { fetchBagQuote, linesForServer } from '../../../lib/bag-api';
import { readStoredBag, updateStoredBag } from '../../../lib/bag-store';
import { notify } from '../../../lib/notify';
import { useApi } from '../../../lib/use-api';

export type Corrections = ReturnType<typeof useBagCorrections>;

export function useBagCorrections(setDeliveryOption: (option: DeliveryOption) => void) {
  const api = useApi();
  const [changes, setChanges] = useState<BagChange[]>([]);
  const [soldOut, setSoldOut] = useState<string[]>([]);
  const [discountError, setDiscountError] = useState<string | null>(null);

  const requote = useCallback(async () => {
    const answer = await fetchBagQuote(api, linesForServer(readStoredBag()));
    updateStoredBag((bag) => {
      const next = parseStoredBag({ ...answer.bag, discountCode: bag.discountCode });
      return isBagEmpty(next) ? setBagDiscount(next, null) : next;
    });
    if (answer.changes.length > 0) {
      setChanges((shown) => {
        const seen = new Set(shown.map((c) => c.message));
        return [...shown, ...answer.changes.filter((c) => !seen.has(c.message))];
      });
    }
  }, [api]);

  /**
   * Puts right what a refusal from the server says is wrong; answers whether it was a bag problem
   * (so the caller need not say more). `announce` raises a toast with the server's words.
   */
  const correct = useCallback(
    (error: unknown, announce: boolean): boolean => {
      if (!(error instanceof ApiError)) return false;
      const say = () => announce && notify.error(error.message);
      switch (error.code) {
        case 'sold_out':
          setSoldOut((shown) => (shown.includes(error.message) ? shown : [...shown, error.message]));
          say();
          void requote().catch(() => undefined);
          return true;
        // A drop piece before the shopper's window: the server's words say when it opens to them.
        case 'not_open_yet':
        case 'bag_changed':
          say();
          void requote().catch(() => undefined);
          return true;
        case 'discount_invalid':
          updateStoredBag((bag) => setBagDiscount(bag, null));
          setDiscountError(error.message);
          say();
          return true;
        case 'delivery_unavailable':
          setDeliveryOption('standard');
          say();
          return true;
        default:
          return false;
      }
    },
    [requote, setDeliveryOption],
  );

  return { changes, soldOut, discountError, setDiscountError, correct };
}
