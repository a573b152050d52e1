// Creating and changing a highlight: its title (under the cover on the home page), the cover picture
// (uploaded here, checked by its content on the server; without one the first item's picture shows),
// whether it shows, and an optional window in Nairobi time.
import * as Dialog from '@radix-ui/react-dialog';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { useApi } from '../../../lib/use-api';
import { changeHighlight, createHighlight, type AdminHighlight } from '../api/highlights-api';
import { DialogFormButtons, DialogHeading, DialogSheet } from '../components/dialog-parts';
import { CheckboxField, TextField } from '../components/fields';
import { MediaUploader } from '../components/media-uploader';
import { FormError } from '../components/states';
import { useFormSave } from '../hooks/use-form-save';
import { Thumb } from '../components/thumb';
import { isoToNairobiLocal, nairobiLocalToIso } from '../form-values';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The highlight to change; null creates one. */
  highlight: AdminHighlight | null;
  onSaved: (highlight: AdminHighlight, added: boolean) => Promise<unknown>;
};

function HighlightForm({
  highlight,
  onSaved,
  onDone,
}: Omit<Props, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const api = useApi();
  const [title, setTitle] = useState(highlight?.title ?? '');
  const [cover, setCover] = useState<string | null>(highlight?.cover_image ?? null);
  const [active, setActive] = useState(highlight?.active ?? true);
  const [startsAt, setStartsAt] = useState(isoToNairobiLocal(highlight?.starts_at ?? null));
  const [endsAt, setEndsAt] = useState(isoToNairobiLocal(highlight?.ends_at ?? null));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { saving, formError, save } = useFormSave();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    const starts = startsAt ? nairobiLocalToIso(startsAt) : null;
    const ends = endsAt ? nairobiLocalToIso(endsAt) : null;
    if (!title.trim()) found.title = 'Please enter a title';
    if (starts && ends && new Date(ends) <= new Date(starts))
      found.ends_at = 'The end must be after the start';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await save(async () => {
      const fields = { title: title.trim(), cover_image: cover, active, starts_at: starts, ends_at: ends };
      const saved = highlight
        ? await changeHighlight(api, highlight.id, fields)
        : await createHighlight(api, fields);
      await onSaved(saved, !highlight);
      onDone();
    });
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="mt-4 space-y-4">
      <TextField
        label="Title"
        hint="Shown under the round cover. Short works best: New in, Shoes, Deals."
        maxLength={40}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        error={errors.title}
      />
      <fieldset>
        <legend className="text-sm font-semibold">Cover picture</legend>
        <div className="mt-2 flex items-center gap-3">
          <span className="overflow-hidden rounded-full">
            <Thumb src={cover} size={64} />
          </span>
          <div className="min-w-0 flex-1">
            <MediaUploader
              accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
              buttonLabel={cover ? 'Change cover' : 'Upload cover'}
              hint="Without one, the first item's picture shows."
              onUploaded={(files) => setCover(files.find((f) => f.kind === 'image')?.url ?? cover)}
            />
          </div>
          {cover ? (
            <Button size="sm" variant="ghost" onClick={() => setCover(null)}>
              Remove<span className="sr-only"> the cover</span>
            </Button>
          ) : null}
        </div>
      </fieldset>
      <CheckboxField
        label="Active"
        hint="Shown on the home page (inside its window, when it has one)."
        checked={active}
        onChange={(e) => setActive(e.target.checked)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Shows from"
          type="datetime-local"
          hint="Nairobi time. Empty: straight away."
          value={startsAt}
          onChange={(e) => setStartsAt(e.target.value)}
        />
        <TextField
          label="Shows until"
          type="datetime-local"
          hint="Nairobi time. Empty: no end."
          value={endsAt}
          onChange={(e) => setEndsAt(e.target.value)}
          error={errors.ends_at}
        />
      </div>
      <FormError message={formError} />
      <DialogFormButtons saving={saving} label={highlight ? 'Save highlight' : 'Create highlight'} />
    </form>
  );
}

export function HighlightDialog({ open, onOpenChange, highlight, onSaved }: Props) {
  return (
    <DialogSheet open={open} onOpenChange={onOpenChange} width="xl">
      <DialogHeading title={highlight ? 'Edit highlight' : 'New highlight'} />
      <Dialog.Description className="sr-only">
        The highlight&apos;s title, cover, whether it shows and when.
      </Dialog.Description>
      {open ? (
        <HighlightForm highlight={highlight} onSaved={onSaved} onDone={() => onOpenChange(false)} />
      ) : null}
    </DialogSheet>
  );
}
