// The amounts the checkout shows: worked out on the device at once (the same domain rules), then
// replaced by the server's quote (its own prices, the code checked, delivery added) as it arrives.
// The server's answer is what Pay charges; a refusal corrects the bag (see use-bag-corrections).
import {
  availableDeliveryOptions,
  checkoutAmounts,
  isBagEmpty,
  type Bag,
  type CheckoutAmounts,
  type DeliveryOption,
} from '@shop/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { ApiError } from '../../../lib/api-client';
import { linesForServer, type ServerLines } from '../../../lib/bag-api';
import { useDeliverySettings } from '../../../lib/shop-settings';
import { useApi } from '../../../lib/use-api';
import { fetchCheckoutQuote } from '../api/checkout-api';
import { useMinuteClock } from '../../../lib/use-minute-clock';
import type { Corrections } from './use-bag-corrections';

type Options = {
  bag: Bag | null;
  deliveryOption: DeliveryOption;
  setDeliveryOption: (option: DeliveryOption) => void;
  correct: Corrections['correct'];
};

export function useCheckoutQuote({ bag, deliveryOption, setDeliveryOption, correct }: Options) {
  const api = useApi();
  // The owner's fees as the page has them; the server's quote charges by its own copy.
  const delivery = useDeliverySettings();
  // Same-day delivery closes at the owner's cut-off (12:00 EAT by default) while the checkout is open. Null only while hydrating, when
  // there is no bag yet either.
  const now = useMinuteClock();
  const lines = useMemo(() => (bag ? JSON.stringify(linesForServer(bag)) : ''), [bag]);
  const code = bag?.discountCode?.code ?? null;
  const empty = !bag || isBagEmpty(bag);

  const local = useMemo((): CheckoutAmounts | null => {
    if (!bag || now === null) return null;
    const priced = checkoutAmounts(bag, bag.discountCode, deliveryOption, now, delivery);
    return priced.ok ? priced.amounts : null;
  }, [bag, deliveryOption, now, delivery]);

  const options = useMemo(
    () => (now === null ? [] : availableDeliveryOptions(local?.afterDiscount ?? 0, now, delivery)),
    [local?.afterDiscount, now, delivery],
  );
  // Same-day closes at the cut-off; a choice made before then falls back to standard.
  useEffect(() => {
    if (options.length > 0 && !options.some((o) => o.option === deliveryOption))
      setDeliveryOption('standard');
  }, [options, deliveryOption, setDeliveryOption]);

  const quote = useQuery({
    queryKey: ['checkout', 'quote', lines, code, deliveryOption],
    queryFn: async () => {
      try {
        return await fetchCheckoutQuote(api, {
          bag: JSON.parse(lines) as ServerLines,
          discount_code: code,
          delivery_option: deliveryOption,
        });
      } catch (error) {
        // Applied as the refusal arrives: the corrected bag asks again with its own key.
        correct(error, !(error instanceof ApiError && error.code === 'bag_changed'));
        throw error;
      }
    },
    enabled: !empty,
    staleTime: 30_000,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });

  const amounts: CheckoutAmounts | null = quote.data ?? local;
  return { amounts, confirmed: !!quote.data, options, checking: quote.isFetching };
}
