// The checkout dialog for any screen (the bag drawer opens it for a signed-in shopper). Its code, and
// the checkout behind it, load only when it first opens; it stays mounted afterwards so it can close
// gracefully and hand focus back.
import { lazy, Suspense, useState } from 'react';
import type { CheckoutDialogProps } from '../../features/checkout/components/checkout-dialog';

const Dialog = lazy(() => import('../../features/checkout/components/checkout-dialog'));

export function CheckoutDialog(props: CheckoutDialogProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
