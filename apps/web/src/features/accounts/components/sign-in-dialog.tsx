// The sign-in dialog (a native modal <dialog>: focus stays inside, Escape closes it, the page behind
// is inert). Loaded only when something opens it; see app/shell/sign-in-dialog.tsx.
import { useEffect, useId, useRef } from 'react';
import { useLocation } from 'react-router';
import { CloseButton } from '../../../components/ui/modal-dialog';
import { SignInPanel } from './sign-in-panel';

export type SignInDialogProps = {
  onClose: () => void;
  /** What "Continue as Guest" does (the bag goes on to checkout); closing the dialog by default. */
  onContinueAsGuest?: () => void;
  onSignedIn?: () => void;
  /** At checkout: the guest option above the sign-in form. */
  guestFirst?: boolean;
};

export default function SignInDialog({
  onClose,
  onContinueAsGuest,
  onSignedIn,
  guestFirst = false,
}: SignInDialogProps) {
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const { pathname, search } = useLocation();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        if (event.target === ref.current) onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-3xl bg-paper p-0 text-ink shadow-2xl backdrop:bg-ink/50"
    >
      {/* The top padding keeps the title clear of the close button on a narrow phone. */}
      <div className="relative max-h-[calc(100dvh-2rem)] overflow-y-auto px-6 pb-6 pt-14 sm:p-8">
        <CloseButton label="Close" onClick={onClose} className="absolute right-3 top-3" />
        <SignInPanel
          titleId={titleId}
          guestFirst={guestFirst}
          returnTo={`${pathname}${search}`}
          onSignedIn={() => {
            onSignedIn?.();
            onClose();
          }}
          onContinueAsGuest={() => {
            onClose();
            onContinueAsGuest?.();
          }}
        />
      </div>
    </dialog>
  );
}
