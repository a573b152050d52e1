// The bag drawer with what its Checkout opens: the checkout dialog for a signed-in shopper, the
// sign-in dialog for a guest. Fetched by the navbar's bag button on the first tap.
import { useState } from 'react';
import { BagDrawer, type BagDrawerProps } from '../../features/bag/components/bag-drawer';
import { CheckoutDialog } from './checkout-dialog';
import { useCheckoutStart } from './checkout-start';

export type BagPanelProps = Omit<BagDrawerProps, 'onCheckout'> & { signedIn: boolean };

export default function BagPanel({ signedIn, returnFocus, ...drawer }: BagPanelProps) {
  const [checkingOut, setCheckingOut] = useState(false);
  const checkout = useCheckoutStart(signedIn, () => setCheckingOut(true));
  return (
    <>
      <BagDrawer {...drawer} returnFocus={returnFocus} onCheckout={checkout.start} />
      {checkout.dialog}
      <CheckoutDialog
        open={checkingOut}
        onOpenChange={setCheckingOut}
        signedIn={signedIn}
        returnFocus={returnFocus}
      />
    </>
  );
}
