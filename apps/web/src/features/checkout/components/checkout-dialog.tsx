// The checkout dialog a signed-in shopper opens from the bag (spec §2): a Radix dialog, full screen on
// a phone and centred on a laptop. Focus moves in and stays there, Escape closes it (except while a
// checkout is being opened or a payment confirmed), and focus returns where the shopper was.
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useState } from 'react';
import { CheckoutContent } from './checkout-content';

export type CheckoutDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  signedIn: boolean;
  /** Where focus goes when the dialog closes (the bag icon); the dialog has no Radix trigger. */
  returnFocus?: () => void;
};

export default function CheckoutDialog({ open, onOpenChange, signedIn, returnFocus }: CheckoutDialogProps) {
  const [holding, setHolding] = useState(false);
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next || !holding) && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="bg-ink/50 fixed inset-0 z-50" />
        <Dialog.Content
          data-testid="checkout-dialog"
          className="bg-paper text-ink fixed inset-0 z-50 flex flex-col shadow-2xl focus:outline-none sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[90dvh] sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl"
          onCloseAutoFocus={(event) => {
            if (!returnFocus) return;
            event.preventDefault();
            returnFocus();
          }}
        >
          <div className="border-ink/10 flex items-center justify-between gap-2 border-b py-2 pr-2 pl-4 sm:pl-6">
            <Dialog.Title className="text-lg font-black tracking-tight uppercase">Checkout</Dialog.Title>
            <Dialog.Close
              aria-label="Close checkout"
              disabled={holding}
              className="hover:bg-ink/5 grid size-11 place-items-center rounded-full disabled:opacity-50"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">
            Check your order, choose delivery and how to pay, then pay.
          </Dialog.Description>
          <CheckoutContent
            layout="dialog"
            signedIn={signedIn}
            onCancel={close}
            onPaid={close}
            onBusyChange={setHolding}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
