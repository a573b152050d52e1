// The words of a payment in progress: the note while a late M-Pesa approval is awaited, and the Pay
// button's content ("Processing..." with a spinner, "Pay KES …", or "Pay" before the amount is known).
import { payButtonLabel } from '@shop/domain/texts';
import { Loader2 } from 'lucide-react';

export function WaitingForConfirmation() {
  return (
    <p role="status" className="flex items-center gap-2 rounded-xl bg-sky-50 p-3 text-sm text-sky-900">
      <Loader2 aria-hidden="true" className="size-4 shrink-0 animate-spin motion-reduce:animate-none" />
      Waiting for the payment to be confirmed...
    </p>
  );
}

export function PayButtonContent({ busy, total }: { busy: boolean; total: string | null }) {
  if (busy)
    return (
      <>
        <Loader2 aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
        Processing...
      </>
    );
  return total ? payButtonLabel(total) : 'Pay';
}
