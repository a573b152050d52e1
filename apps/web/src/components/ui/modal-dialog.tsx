// A native modal <dialog>: the browser keeps focus inside it and closes it on Escape, and a tap on the
// backdrop (the dialog element itself, around its panel) closes it too. 'close' follows all of them,
// so `onClose` is the one place a screen learns that its dialog went away.
import { useEffect, type ReactNode, type RefObject } from 'react';
import { X } from 'lucide-react';
import { clsx } from 'clsx';

type Props = {
  dialogRef: RefObject<HTMLDialogElement | null>;
  labelledBy: string;
  onClose: () => void;
  /** Opens it as it mounts (a dialog whose code loads when it is asked for). */
  showOnMount?: boolean;
  className: string;
  children: ReactNode;
};

export function ModalDialog({
  dialogRef,
  labelledBy,
  onClose,
  showOnMount = true,
  className,
  children,
}: Props) {
  useEffect(() => {
    const dialog = dialogRef.current;
    if (showOnMount && dialog && !dialog.open) dialog.showModal();
  }, [dialogRef, showOnMount]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={labelledBy}
      onClose={onClose}
      onClick={(event) => event.target === event.currentTarget && event.currentTarget.close()}
      className={className}
    >
      {children}
    </dialog>
  );
}

/** The round × button in a dialog's corner. */
export function CloseButton({
  label,
  onClick,
  className,
}: {
  label: string;
  onClick: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={clsx(
        'inline-flex size-11 items-center justify-center rounded-full hover:bg-ink/5',
        className,
      )}
    >
      <X aria-hidden="true" className="size-5" />
    </button>
  );
}
