// /checkout: the checkout as a page, rendered in the browser where the bag lives. It waits for the
// session so a guest is asked for a phone and a signed-in shopper is not.
import { useQuery } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { meQuery } from '../../lib/me';
import { CheckoutPage } from '../../features/checkout/components/checkout-page';
import { useApi } from '../../lib/use-api';

export function Component() {
  const me = useQuery(meQuery(useApi()));
  if (me.isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-24 text-sm">
        <Loader2 aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
        Loading checkout...
      </p>
    );
  }
  return <CheckoutPage signedIn={!!me.data?.user} />;
}
