// The bar at the foot of a long admin form: whether there is anything to save, Cancel and Save. It
// stays in view while the owner scrolls, and leaves room on the right for the shop's scroll-to-top
// button, which floats over it.
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';

type Props = {
  /** 'Unsaved changes', 'All changes saved' or nothing; read out when it changes. */
  status?: string;
  cancelHref: string;
  saving: boolean;
  submitLabel: string;
};

export function SaveBar({ status, cancelHref, saving, submitLabel }: Props) {
  return (
    <div className="sticky bottom-0 z-10 -mx-4 mt-4 flex items-center justify-end gap-2 border-t border-ink/10 bg-paper/95 py-3 pr-20 pl-4 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border">
      <p className="mr-auto min-w-0 text-sm text-muted max-sm:sr-only" aria-live="polite">
        {status}
      </p>
      <Link to={cancelHref} className={buttonClasses('outline', 'md')}>
        Cancel
      </Link>
      <SaveButton saving={saving} label={submitLabel} />
    </div>
  );
}

/** A form's submit button, which says so while the form is saving. */
export function SaveButton({ saving, label }: { saving: boolean; label: string }) {
  return (
    <Button type="submit" disabled={saving}>
      {saving ? 'Saving…' : label}
    </Button>
  );
}
