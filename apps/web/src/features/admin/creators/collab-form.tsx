// A new collaboration: which creator, what it is, the pieces sent, what they will deliver, by when.
import { COLLAB_STATUSES } from '@shop/domain/rules';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { notify } from '../../../lib/notify';
import { useApi } from '../../../lib/use-api';
import { CREATORS_KEY, createCollab, type CollabPayload } from '../api/creators-api';
import { useAction } from '../hooks/use-action';

export const STATUS_LABELS: Record<(typeof COLLAB_STATUSES)[number], string> = {
  planned: 'Planned',
  sent: 'Pieces sent',
  in_progress: 'Filming',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};
export const STATUS_OPTIONS = COLLAB_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));

export function CollabForm({ creators }: { creators: { id: string; name: string }[] }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const save = useAction(async (form: HTMLFormElement) => {
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? '');
    await createCollab(api, {
      creator_id: text('creator_id'),
      title: text('title'),
      pieces_sent: text('pieces_sent'),
      deliverables: text('deliverables'),
      due_on: text('due_on') || null,
      status: text('status') as CollabPayload['status'],
    });
    notify.success('Collaboration added.');
    form.reset();
    await queryClient.invalidateQueries({ queryKey: CREATORS_KEY });
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.start(event.currentTarget);
  };
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
      <SelectField
        size="sm"
        label="Creator"
        name="creator_id"
        options={creators.map((c) => ({ value: c.id, label: c.name }))}
      />
      <TextField size="sm" label="Title" name="title" required placeholder="e.g. December denim drop" />
      <TextAreaField size="sm" label="Pieces sent" name="pieces_sent" />
      <TextAreaField
        size="sm"
        label="Deliverables"
        name="deliverables"
        placeholder="e.g. 1 TikTok, 2 stories"
      />
      <TextField size="sm" label="Due on" name="due_on" type="date" />
      <SelectField size="sm" label="Status" name="status" options={STATUS_OPTIONS} />
      <div className="sm:col-span-2">
        <Button type="submit" size="sm" disabled={save.pending || creators.length === 0}>
          Add collaboration
        </Button>
      </div>
    </form>
  );
}
