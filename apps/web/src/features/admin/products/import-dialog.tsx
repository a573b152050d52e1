// Import products from a spreadsheet (the columns of Export CSV): the file is checked first and each
// line shown — new, changed (which fields), unchanged, or what to fix — and only a sheet without
// problems can be applied, all of it at once (products-import.service.ts on the server).
import * as Dialog from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/notify';
import { useApi } from '../../../lib/use-api';
import { refreshAdmin } from '../api/orders-api';
import { importProducts, type ImportReport } from '../api/products-api';
import { DialogHeading, DialogSheet } from '../components/dialog-parts';
import { CONTROL, Field } from '../components/fields';
import { FormError } from '../components/states';
import { plural } from '../format';
import { failureMessage } from '../hooks/use-form-save';

const ACTION_LABELS = { create: 'New', update: 'Changes', unchanged: 'Unchanged', error: 'Fix' } as const;

function ReportRows({ report }: { report: ImportReport }) {
  const shown = report.rows.filter((r) => r.action !== 'unchanged');
  return (
    <ul aria-label="Lines of the file" className="max-h-72 space-y-1 overflow-y-auto text-sm">
      {shown.map((row) => (
        <li
          key={row.line}
          className={clsx(
            'rounded-lg px-3 py-2',
            row.action === 'error' ? 'bg-red-50 text-red-900' : 'bg-ink/[0.03]',
          )}
        >
          <span className="font-semibold">
            Line {row.line} · {ACTION_LABELS[row.action as keyof typeof ACTION_LABELS]}: {row.name}
          </span>
          {row.action === 'error' ? (
            <ul className="mt-1 list-disc pl-5">
              {row.errors.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          ) : row.changes.length > 0 ? (
            <span className="block text-xs text-muted">{row.changes.join(', ').replaceAll('_', ' ')}</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function ImportForm({ onDone }: { onDone: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [csv, setCsv] = useState<string | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (text: string, apply: boolean) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await importProducts(api, text, apply);
      setReport(answer);
      if (answer.applied) {
        await refreshAdmin(queryClient);
        const { create, update } = answer.counts;
        notify.success(`Imported: ${plural(create, 'new product')}, ${plural(update, 'product')} changed.`);
        onDone();
      }
    } catch (e) {
      setReport(null);
      setError(failureMessage(e));
    } finally {
      setBusy(false);
    }
  };

  const choose = async (file: File | undefined) => {
    setReport(null);
    setCsv(null);
    if (!file) return;
    const text = await file.text();
    setCsv(text);
    await run(text, false);
  };

  const counts = report?.counts;
  const changes = counts ? counts.create + counts.update : 0;
  return (
    <div className="mt-4 space-y-4">
      <Field
        label="CSV file"
        hint="The columns of Export CSV. Rows with a Product id change that product; rows without one add a product."
      >
        {(control) => (
          <input
            {...control}
            type="file"
            accept=".csv,text/csv"
            className={CONTROL}
            onChange={(e) => void choose(e.target.files?.[0])}
          />
        )}
      </Field>
      {busy && !report ? (
        <p role="status" className="text-sm text-muted">
          Checking the file…
        </p>
      ) : null}
      <FormError message={error} />
      {counts ? (
        <div className="space-y-3">
          <p role="status" className="text-sm font-semibold">
            {`${plural(counts.create, 'new product')}, ${plural(counts.update, 'change')}, ${counts.unchanged} unchanged`}
            {counts.error > 0 ? `, ${plural(counts.error, 'line')} to fix` : ''}.
          </p>
          <ReportRows report={report!} />
          {counts.error > 0 ? (
            <p className="text-sm">
              Fix the lines above in the file and choose it again: nothing is imported until every line reads.
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Dialog.Close asChild>
          <Button variant="outline" disabled={busy}>
            Cancel
          </Button>
        </Dialog.Close>
        <Button
          disabled={busy || !csv || !counts || counts.error > 0 || changes === 0}
          onClick={() => csv && void run(csv, true)}
        >
          {busy && report ? 'Importing…' : `Import ${plural(changes, 'product')}`}
        </Button>
      </div>
    </div>
  );
}

export function ImportDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <DialogSheet open={open} onOpenChange={onOpenChange} width="xl">
      <DialogHeading title="Import products" />
      <Dialog.Description className="text-sm text-muted">
        The file is checked first; nothing changes until you import it, and then all of it at once.
      </Dialog.Description>
      {open ? <ImportForm onDone={() => onOpenChange(false)} /> : null}
    </DialogSheet>
  );
}
