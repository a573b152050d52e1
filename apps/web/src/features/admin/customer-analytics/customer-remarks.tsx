// A customer's notes and tags (document 2 §3, §6): add one (a phone and a value are required, with the
// contract's messages next to the field) or delete one. Each change refreshes the list and the page.
import { customerNoteInput, customerTagInput } from '@shop/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/notify';
import { useApi } from '../../../lib/use-api';
import {
  addNote,
  addTag,
  ANALYTICS_KEY,
  deleteNote,
  deleteTag,
  type CustomerPage,
} from '../api/customer-analytics-api';
import { TextAreaField, TextField } from '../components/fields';
import { Panel } from '../components/states';
import { useAction } from '../hooks/use-action';
import { formatDateTime } from '../format';

type Kind = 'note' | 'tag';
const SCHEMAS = { note: customerNoteInput, tag: customerTagInput } as const;

function AddRemark({ kind, phone }: { kind: Kind; phone: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const save = useAction(async (json: { phone_number: string; note?: string; tag?: string }) => {
    if (kind === 'note') await addNote(api, { phone_number: json.phone_number, note: json.note ?? '' });
    else await addTag(api, { phone_number: json.phone_number, tag: json.tag ?? '' });
    setValue('');
    notify.success(kind === 'note' ? 'Note added' : 'Tag added');
    await queryClient.invalidateQueries({ queryKey: ANALYTICS_KEY });
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const json = { phone_number: phone, [kind]: value };
    const checked = SCHEMAS[kind].safeParse(json);
    setError(checked.success ? undefined : checked.error.issues[0]?.message);
    if (checked.success) save.start(json);
  };
  const props = {
    label: kind === 'note' ? 'New note' : 'New tag',
    value,
    error,
    onChange: (e: { target: { value: string } }) => setValue(e.target.value),
  };
  return (
    <form onSubmit={submit} noValidate className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="min-w-0 flex-1">
        {kind === 'note' ? (
          <TextAreaField {...props} rows={2} />
        ) : (
          <TextField {...props} placeholder="e.g. Reseller" />
        )}
      </div>
      <Button type="submit" size="sm" disabled={save.pending}>
        {kind === 'note' ? 'Add note' : 'Add tag'}
      </Button>
    </form>
  );
}

function DeleteRemark({ kind, id, text }: { kind: Kind; id: string; text: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const remove = useAction(async () => {
    await (kind === 'note' ? deleteNote(api, id) : deleteTag(api, id));
    notify.success(kind === 'note' ? 'Note deleted' : 'Tag removed');
    await queryClient.invalidateQueries({ queryKey: ANALYTICS_KEY });
  });
  return (
    <Button
      variant="ghost"
      size="sm"
      disabled={remove.pending}
      onClick={() => remove.start()}
      aria-label={kind === 'note' ? `Delete note “${text.slice(0, 40)}”` : `Remove tag ${text}`}
    >
      <X aria-hidden="true" className="size-4" />
    </Button>
  );
}

export function CustomerRemarks({ page }: { page: CustomerPage }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Panel title="Tags">
        {page.tags.length ? (
          <ul className="flex flex-wrap gap-2" aria-label="Tags">
            {page.tags.map((t) => (
              <li
                key={t.id}
                className="flex items-center gap-1 rounded-full bg-ink/5 py-0.5 pl-3 text-sm font-semibold"
              >
                {t.text}
                <DeleteRemark kind="tag" id={t.id} text={t.text} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">No tags yet.</p>
        )}
        <AddRemark kind="tag" phone={page.phone} />
      </Panel>
      <Panel title="Notes">
        {page.notes.length ? (
          <ul className="space-y-2" aria-label="Notes">
            {page.notes.map((n) => (
              <li
                key={n.id}
                className="flex items-start justify-between gap-2 rounded-xl bg-ink/[0.03] p-3 text-sm"
              >
                <div className="min-w-0">
                  <p className="break-words whitespace-pre-line">{n.text}</p>
                  <p className="mt-1 text-xs text-muted">
                    {n.created_by ?? 'An admin'} · {formatDateTime(n.created_at)}
                  </p>
                </div>
                <DeleteRemark kind="note" id={n.id} text={n.text} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">No notes yet.</p>
        )}
        <AddRemark kind="note" phone={page.phone} />
      </Panel>
    </div>
  );
}
