// /upload: the owner's pictures and videos. Drop or pick many files, remove any before sending, then
// Upload with progress. The server judges each file by its content (MP4/WebM become videos, pictures
// get the shop's WebP/AVIF sizes, anything else is refused for that file alone); the page then lists
// what was kept, with its address to copy, and why each refused file was refused.
import { uploadSucceededMessage } from '@shop/domain/texts';
import { Loader2, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/notify';
import { uploadFiles, type UploadedFile } from '../api/uploads-api';
import { PageHeader } from '../components/page-header';
import { failedMessage, overallProgress, planUpload, requestFailed } from '../components/upload-batches';
import { Panel } from '../components/states';
import { plural } from '../format';
import { ChosenFiles } from './chosen-files';
import { DropZone } from './drop-zone';
import { addChosen, formatBytes, type Chosen } from './upload-queue';
import { UploadedFiles } from './uploaded-files';

type Outcome = { succeeded: number; failed: string[] };

export function Component() {
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [uploaded, setUploaded] = useState<UploadedFile[]>([]);
  const [note, setNote] = useState('');
  const abort = useRef<AbortController | null>(null);
  const busy = progress !== null;
  const totalBytes = chosen.reduce((sum, c) => sum + c.file.size, 0);

  const choose = (files: File[]) => {
    if (files.length === 0) return;
    const next = addChosen(chosen, files);
    setChosen(next.chosen);
    const added = next.chosen.length - chosen.length;
    setNote(
      `${plural(added, 'file')} added.${next.repeated ? ` ${plural(next.repeated, 'file was', 'files were')} chosen already.` : ''}`,
    );
  };

  async function upload() {
    if (chosen.length === 0 || busy) return;
    // Files the server would refuse for their size are held back with its words; the rest go in
    // requests it accepts (30 files, 150 MB each).
    const plan = planUpload(chosen.map((c) => c.file));
    const sizes = plan.batches.map((batch) => batch.reduce((sum, f) => sum + f.size, 0));
    const controller = new AbortController();
    abort.current = controller;
    setOutcome(null);
    setProgress(0);
    const kept: UploadedFile[] = [];
    const failed = [...plan.problems];
    const sent = new Set<File>();
    let cancelled = false;
    for (const [index, batch] of plan.batches.entries()) {
      try {
        const result = await uploadFiles(batch, {
          signal: controller.signal,
          onProgress: (fraction) => setProgress(overallProgress(sizes, index, fraction)),
        });
        kept.push(...result.uploaded);
        failed.push(...result.failed.map((f) => failedMessage(f.filename, f.message)));
      } catch (error) {
        if (controller.signal.aborted) {
          cancelled = true;
          break;
        }
        // The whole request was refused (no connection, too large): each of its files failed for that.
        failed.push(...requestFailed(batch, error instanceof Error ? error.message : String(error)));
      }
      batch.forEach((f) => sent.add(f));
    }
    abort.current = null;
    setProgress(null);
    // What went is no longer "chosen"; after a cancel the rest stays, ready to send again.
    setChosen((list) => (cancelled ? list.filter((c) => !sent.has(c.file)) : []));
    if (cancelled) notify.info('Upload cancelled.');
    // The latest upload on top, its files in the order chosen.
    setUploaded((list) => [...kept, ...list]);
    setOutcome({ succeeded: kept.length, failed });
    if (kept.length > 0) notify.success(uploadSucceededMessage(kept.length));
    for (const message of failed) notify.error(message);
  }

  return (
    <>
      <PageHeader
        title="Upload"
        description="Pictures and videos for products, bundles and videos. Each file is checked by its content: MP4 and WebM are kept as videos, pictures get the shop’s sizes."
      />
      <div className="space-y-4">
        <DropZone onFiles={choose} disabled={busy} />
        <p aria-live="polite" className="sr-only">
          {note}
        </p>

        {chosen.length > 0 ? (
          <Panel
            title={`Chosen (${chosen.length})`}
            actions={<span className="text-sm text-muted">{formatBytes(totalBytes)} in all</span>}
          >
            <ChosenFiles
              chosen={chosen}
              disabled={busy}
              onRemove={(key) => {
                const file = chosen.find((c) => c.key === key)?.file;
                setChosen((list) => list.filter((c) => c.key !== key));
                if (file) setNote(`${file.name} removed.`);
              }}
            />
            <div className="mt-4 flex flex-wrap items-center justify-end gap-2">
              {busy ? (
                <Button variant="outline" onClick={() => abort.current?.abort()}>
                  Cancel upload
                </Button>
              ) : (
                <Button variant="ghost" onClick={() => setChosen([])}>
                  Clear all
                </Button>
              )}
              <Button onClick={() => void upload()} disabled={busy}>
                {busy ? (
                  <Loader2 aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
                ) : (
                  <Upload aria-hidden="true" className="size-4" />
                )}
                {busy ? 'Uploading…' : `Upload ${plural(chosen.length, 'file')}`}
              </Button>
            </div>
            {busy ? (
              <div className="mt-3">
                <label htmlFor="upload-progress" className="text-sm">
                  {(progress ?? 0) < 1
                    ? `Uploading… ${Math.round((progress ?? 0) * 100)}%`
                    : 'Processing on the server…'}
                </label>
                <progress
                  id="upload-progress"
                  max={1}
                  value={progress ?? 0}
                  className="mt-1 block h-2 w-full accent-ink"
                />
              </div>
            ) : null}
          </Panel>
        ) : null}

        {outcome ? (
          <div className="space-y-2">
            {outcome.succeeded > 0 ? (
              <p role="status" className="rounded-xl bg-green-50 p-3 text-sm font-semibold text-green-900">
                {uploadSucceededMessage(outcome.succeeded)}
              </p>
            ) : null}
            {outcome.failed.length > 0 ? (
              <ul
                role="alert"
                className="space-y-1 rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800"
              >
                {outcome.failed.map((message, i) => (
                  <li key={i}>{message}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}

        {uploaded.length > 0 ? (
          <Panel title={`Uploaded (${uploaded.length})`}>
            <UploadedFiles files={uploaded} />
          </Panel>
        ) : null}
      </div>
    </>
  );
}
