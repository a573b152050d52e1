// The admin's dialogs: a sheet from the bottom on phones and a centred box on wider screens, and the
// heading row with the dialog's title and its close button, and a form dialog's Cancel / Save row. Radix keeps the focus inside and gives it
// back afterwards.
import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { SaveButton } from './save-bar';

// Whole class names, so Tailwind finds them.
const WIDTHS = { md: 'sm:max-w-md', xl: 'sm:max-w-xl' };

export function DialogSheet({
  open,
  onOpenChange,
  width = 'md',
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  width?: keyof typeof WIDTHS;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <Dialog.Content
          className={clsx(
            'fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-3xl bg-paper p-5 shadow-2xl focus:outline-none sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-full sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl sm:p-6',
            WIDTHS[width],
          )}
        >
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The dialog's title with its close button beside it. */
export function DialogHeading({
  title,
  closeLabel = 'Close',
  className,
}: {
  title: ReactNode;
  closeLabel?: string;
  className?: string;
}) {
  return (
    <div className={clsx('flex items-center justify-between gap-3', className)}>
      <Dialog.Title className="text-lg font-black tracking-tight">{title}</Dialog.Title>
      <Dialog.Close
        aria-label={closeLabel}
        className="-m-2 grid size-11 shrink-0 place-items-center rounded-full hover:bg-ink/5"
      >
        <X aria-hidden="true" className="size-5" />
      </Dialog.Close>
    </div>
  );
}

/** A form dialog's last row: Cancel (closes it, unless saving) and the submit button. */
export function DialogFormButtons({ saving, label }: { saving: boolean; label: string }) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Dialog.Close asChild>
        <Button variant="outline" disabled={saving}>
          Cancel
        </Button>
      </Dialog.Close>
      <SaveButton saving={saving} label={label} />
    </div>
  );
}
