// The bag drawer, opened from the navbar's bag icon (its code loads on the first tap). A Radix dialog
// sliding in from the right: focus moves in and is kept there, Escape or the backdrop closes it, and
// focus returns to the bag icon. What Checkout opens is the shell's to say (app/shell/bag-panel.tsx).
import * as Dialog from '@radix-ui/react-dialog';
import { bagItemCount } from '@shop/domain/rules';
import { X } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useBagStore } from '../../../lib/bag-store';
import { BagContents } from './bag-contents';

export type BagDrawerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Checkout was pressed (the drawer has closed). */
  onCheckout: () => void;
  /** Where focus goes when the drawer closes (the bag icon); the drawer has no Radix trigger. */
  returnFocus?: () => void;
};

function Heading() {
  const count = useBagStore((s) => bagItemCount(s));
  return (
    <Dialog.Title className="text-lg font-black tracking-tight uppercase">
      Your Bag{' '}
      <span className="text-muted text-sm font-semibold normal-case">
        ({count} {count === 1 ? 'item' : 'items'})
      </span>
    </Dialog.Title>
  );
}

export function BagDrawer({ open, onOpenChange, onCheckout, returnFocus }: BagDrawerProps) {
  const navigate = useNavigate();
  const close = () => onOpenChange(false);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="bg-ink/50 fixed inset-0 z-50" />
        <Dialog.Content
          className="bg-paper text-ink fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col shadow-2xl focus:outline-none"
          data-testid="bag-drawer"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus?.();
          }}
        >
          <div className="border-ink/10 flex items-center justify-between gap-2 border-b py-2 pr-2 pl-4 sm:pl-6">
            <Heading />
            <Dialog.Close
              aria-label="Close bag"
              className="hover:bg-ink/5 grid size-11 place-items-center rounded-full"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">
            Your bag: change sizes and quantities, apply a discount code, then check out.
          </Dialog.Description>
          <BagContents
            onNavigate={close}
            onViewBag={() => {
              close();
              void navigate('/bag');
            }}
            onCheckout={() => {
              close();
              onCheckout();
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
