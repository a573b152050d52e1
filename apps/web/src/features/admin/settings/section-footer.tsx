// The foot of a settings section: when and by whom it was last saved (the audit the owner sees),
// "Restore defaults" (fills the form with the built-in values; Save keeps them) and Save.
import { Button } from '../../../components/ui/button';
import { SaveButton } from '../components/save-bar';
import { formatDateTime } from '../format';

type Props = {
  meta: { updated_at: string | null; updated_by: string | null };
  /** Said when the section was never saved. */
  never: string;
  saving: boolean;
  saveLabel: string;
  onRestore: () => void;
};

export function SectionFooter({ meta, never, saving, saveLabel, onRestore }: Props) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-end">
      <p className="text-sm text-muted sm:mr-auto">
        {meta.updated_at
          ? `Last saved ${formatDateTime(meta.updated_at)}${meta.updated_by ? ` by ${meta.updated_by}` : ''}.`
          : never}
      </p>
      <div className="flex flex-col gap-2 sm:shrink-0 sm:flex-row">
        <Button type="button" variant="outline" onClick={onRestore} disabled={saving}>
          Restore defaults
        </Button>
        <SaveButton saving={saving} label={saveLabel} />
      </div>
    </div>
  );
}
