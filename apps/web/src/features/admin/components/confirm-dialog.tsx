// Confirmation for actions that cannot be taken back (cancel an order, mark a refund paid, resolve a
// record, change admin rights). Radix keeps the focus inside and gives it back afterwards. A dialog
// that asks for a note will not confirm without one; the server's refusal is shown inside it.
import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { Loader2 } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { DialogSheet } from './dialog-parts';
import { CONTROL } from './fields';
import { failureMessage } from '../hooks/use-form-save';

// The shared button variants have no red: destructive buttons are built here from the same shape.
const SHAPE =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';
export const DANGER_BUTTON = `${SHAPE} bg-red-700 text-white hover:bg-red-800`;
export const DANGER_OUTLINE = `${SHAPE} border border-red-700/40 text-red-800 hover:bg-red-50`;

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  danger?: boolean;
  /** Asks for a note (a reason, a resolution) that the action sends along. */
  note?: { label: string; placeholder?: string; missing: string };
  onConfirm: (note: string) => Promise<unknown>;
};

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Keep as it is',
  danger,
  note,
  onConfirm,
}: Props) {
  const noteId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const change = (next: boolean) => {
    if (pending) return;
    if (!next) {
      setText('');
      setError(null);
    }
    onOpenChange(next);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (note && !text.trim()) {
      setError(note.missing);
      return;
    }
    setPending(true);
    setError(null);
    try {
      await onConfirm(text.trim());
      setPending(false);
      setText('');
      onOpenChange(false);
    } catch (failure) {
      setPending(false);
      setError(failureMessage(failure));
    }
  }

  return (
    <DialogSheet open={open} onOpenChange={change}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Dialog.Title className="text-lg font-black tracking-tight">{title}</Dialog.Title>
        <Dialog.Description asChild>
          <div className="mt-2 space-y-2 text-sm text-ink/80">{description}</div>
        </Dialog.Description>
        {note ? (
          <div className="mt-4">
            <label htmlFor={noteId} className="mb-1 block text-sm font-medium">
              {note.label}
            </label>
            <textarea
              id={noteId}
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={note.placeholder}
              maxLength={500}
              rows={3}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${noteId}-error` : undefined}
              className={clsx(CONTROL, 'py-2')}
            />
          </div>
        ) : null}
        {error ? (
          <p id={`${noteId}-error`} role="alert" className="mt-3 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Dialog.Close asChild>
            <Button variant="outline" disabled={pending}>
              {cancelLabel}
            </Button>
          </Dialog.Close>
          <button
            type="submit"
            disabled={pending}
            className={danger ? DANGER_BUTTON : buttonClasses('primary', 'md')}
          >
            {pending ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
            {confirmLabel}
          </button>
        </div>
      </form>
    </DialogSheet>
  );
}
