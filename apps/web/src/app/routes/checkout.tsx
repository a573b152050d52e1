// /checkout: the checkout as a page, rendered in the browser where the bag lives. It waits for the
// session so a guest is asked for a phone and a signed-in shopper is not. With ?link= it is the
// payment link the shop sent (a sale agreed in a chat): those pieces, not the bag's.
import { useQuery } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { CheckoutPage } from '../../features/checkout/components/checkout-page';
import { PaymentLinkPage } from '../../features/checkout/components/payment-link-page';
import { meQuery } from '../../lib/me';
import { useApi } from '../../lib/use-api';

export function Component() {
  const me = useQuery(meQuery(useApi()));
  const link = useSearchParams()[0].get('link');
  if (me.isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-24 text-sm">
        <Loader2 aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
        {link ? 'Loading your payment link...' : 'Loading checkout...'}
      </p>
    );
  }
  const signedIn = !!me.data?.user;
  return link ? <PaymentLinkPage token={link} signedIn={signedIn} /> : <CheckoutPage signedIn={signedIn} />;
}
