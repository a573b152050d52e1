// The accessibility panel, fetched the first time something opens it (the page event
// 'open-accessibility-settings': the footer, the account menu, the phone menu). High contrast on or
// off and the text size from 70 to 200 % in steps of 10; each change shows at once and is kept on the
// device. A native modal <dialog>: focus stays inside, Escape or a tap outside closes it, and focus
// goes back to what opened it.
import { canStepFontSize, FONT_SIZE } from '@shop/domain/rules';
import { Minus, Plus } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { CloseButton, ModalDialog } from '../../../components/ui/modal-dialog';
import type { EventDialogProps } from '../../../lib/events';
import { useAccessibilitySettings } from '../hooks/use-accessibility-settings';

const STEP_BUTTON =
  'inline-flex size-11 items-center justify-center rounded-full border border-ink/40 text-ink hover:bg-ink/5 disabled:cursor-not-allowed disabled:opacity-40';

export default function AccessibilityDialog({
  open,
  onOpenChange,
}: EventDialogProps<'open-accessibility-settings'>) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const { settings, update } = useAccessibilitySettings();
  const id = useId();
  const titleId = `${id}-title`;
  const sizeLabelId = `${id}-size`;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const onClose = () => {
    onOpenChange(false);
    // The phone menu or account menu that opened it may have closed meanwhile.
    if (returnTo.current?.isConnected) returnTo.current.focus();
  };

  const size = settings.fontSize;
  return (
    <ModalDialog
      dialogRef={ref}
      labelledBy={titleId}
      onClose={onClose}
      showOnMount={false}
      className="m-auto max-h-[92dvh] w-[min(26rem,calc(100vw-1rem))] max-w-none overflow-y-auto overscroll-contain rounded-2xl bg-paper p-0 text-ink shadow-2xl backdrop:bg-ink/50"
    >
      <div className="p-4 sm:p-6">
        {/* At 200 % on a narrow phone the words may be wider than the panel: they wrap, never clip. */}
        <div className="mb-5 flex items-start justify-between gap-2">
          <div className="min-w-0 break-words hyphens-auto">
            <h2 id={titleId} className="text-xl font-black tracking-tight sm:text-2xl">
              Accessibility
            </h2>
            <p className="mt-1 text-sm text-muted">Kept on this device for every page.</p>
          </div>
          <CloseButton
            label="Close accessibility settings"
            onClick={() => ref.current?.close()}
            className="-mt-1 -mr-1 shrink-0"
          />
        </div>

        <label className="flex min-h-11 cursor-pointer items-center justify-between gap-4 rounded-xl border border-ink/20 px-4 py-2">
          <span className="min-w-0 break-words hyphens-auto">
            <span className="block font-semibold">High contrast</span>
            <span className="block text-sm text-muted">Black on white, stronger borders.</span>
          </span>
          <input
            type="checkbox"
            role="switch"
            checked={settings.highContrast}
            onChange={(event) => update({ highContrast: event.target.checked })}
            className="size-6 shrink-0 accent-ink"
          />
        </label>

        <div
          role="group"
          aria-labelledby={sizeLabelId}
          className="mt-4 rounded-xl border border-ink/20 px-4 py-3"
        >
          <p id={sizeLabelId} className="font-semibold">
            Text size
          </p>
          <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
            <button
              type="button"
              aria-label="Smaller text"
              disabled={!canStepFontSize(size, -1)}
              onClick={() => update({ fontSize: size - FONT_SIZE.step })}
              className={STEP_BUTTON}
            >
              <Minus aria-hidden="true" className="size-5" />
            </button>
            <output aria-live="polite" aria-atomic="true" className="text-xl font-bold tabular-nums">
              {size}%
            </output>
            <button
              type="button"
              aria-label="Larger text"
              disabled={!canStepFontSize(size, 1)}
              onClick={() => update({ fontSize: size + FONT_SIZE.step })}
              className={STEP_BUTTON}
            >
              <Plus aria-hidden="true" className="size-5" />
            </button>
          </div>
          <p className="mt-2 text-sm text-muted">
            From {FONT_SIZE.min}% to {FONT_SIZE.max}%, in steps of {FONT_SIZE.step}.
          </p>
        </div>

        <button
          type="button"
          disabled={!settings.highContrast && size === FONT_SIZE.default}
          onClick={() => update({ highContrast: false, fontSize: FONT_SIZE.default })}
          className={buttonClasses('outline', 'md', 'mt-5 w-full')}
        >
          Reset to default
        </button>
      </div>
    </ModalDialog>
  );
}
