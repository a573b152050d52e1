// The size chart, fetched the first time something opens it (the page event 'open-size-chart'). A native modal
// <dialog>: the browser keeps focus inside and closes it on Escape; a tap on the backdrop closes it
// too, the page behind does not scroll, and focus goes back to what opened it.
import { useEffect, useRef } from 'react';
import { CloseButton, ModalDialog } from '../../../components/ui/modal-dialog';
import type { EventDialogProps } from '../../../lib/events';
import { SizeChartBody } from './size-chart-body';

export default function SizeChartDialog({ open, detail, onOpenChange }: EventDialogProps<'open-size-chart'>) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      document.documentElement.style.overflow = 'hidden';
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(
    () => () => {
      document.documentElement.style.overflow = '';
    },
    [],
  );

  // 'close' follows Escape, the close button and close() alike.
  const onClose = () => {
    document.documentElement.style.overflow = '';
    onOpenChange(false);
    returnTo.current?.focus();
  };

  return (
    <ModalDialog
      dialogRef={ref}
      labelledBy="size-chart-title"
      onClose={onClose}
      // Opened and closed by the effect above, as the page events ask.
      showOnMount={false}
      className="m-auto max-h-[92dvh] w-[min(48rem,calc(100vw-1rem))] max-w-none overflow-y-auto overscroll-contain rounded-2xl bg-paper p-0 text-ink shadow-2xl backdrop:bg-ink/50"
    >
      <div className="p-4 sm:p-6">
        <div className="mb-4 flex items-start justify-between gap-4">
          <div>
            <h2 id="size-chart-title" className="text-2xl font-black tracking-tight">
              Size Chart
            </h2>
            <p className="mt-1 text-sm text-muted">US, UK, EU and CN sizes with body measurements.</p>
          </div>
          <CloseButton
            label="Close size chart"
            onClick={() => ref.current?.close()}
            className="-mt-1 -mr-1 shrink-0"
          />
        </div>
        {/* Mounted per opening, so each opening starts from what the opener asked for. */}
        {open ? <SizeChartBody start={detail} /> : null}
      </div>
    </ModalDialog>
  );
}
