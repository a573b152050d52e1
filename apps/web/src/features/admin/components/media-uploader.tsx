// Uploading pictures or videos from an admin form: drop files on the zone or choose them with the
// button (the keyboard's way), many at once, with a progress bar, a Cancel and one message per refused
// file. What was kept goes to onUploaded; where it goes in the form is the form's business.
import { clsx } from 'clsx';
import { Loader2, Upload, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { uploadFiles, type UploadedFile } from '../api/uploads-api';
import { failedMessage, overallProgress, planUpload, requestFailed } from './upload-batches';

type Props = {
  /** The file input's accept list, e.g. 'image/*' or 'video/mp4,video/webm'. */
  accept: string;
  multiple?: boolean;
  /** The button's words, e.g. 'Choose pictures' (hidden words for screen readers welcome). */
  buttonLabel: ReactNode;
  /** With a drop zone: its words ('Drag pictures here'); without, just the button. */
  dropLabel?: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
  onUploaded: (files: UploadedFile[]) => void;
};

const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

export function MediaUploader({
  accept,
  multiple = false,
  buttonLabel,
  dropLabel,
  hint,
  disabled,
  onUploaded,
}: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [progress, setProgress] = useState<{ fraction: number; count: number } | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [done, setDone] = useState('');
  const abort = useRef<AbortController | null>(null);
  // Leaving the form stops an upload on its way.
  useEffect(() => () => abort.current?.abort(), []);

  async function send(chosen: File[]) {
    if (chosen.length === 0 || progress) return;
    const files = multiple ? chosen : chosen.slice(0, 1);
    const plan = planUpload(files);
    const found = [...plan.problems];
    setProblems(found);
    setDone('');
    if (plan.batches.length === 0) return;
    const controller = new AbortController();
    abort.current = controller;
    const sizes = plan.batches.map((batch) => batch.reduce((sum, f) => sum + f.size, 0));
    const count = plan.batches.reduce((sum, batch) => sum + batch.length, 0);
    setProgress({ fraction: 0, count });
    let kept = 0;
    for (const [index, batch] of plan.batches.entries()) {
      try {
        const result = await uploadFiles(batch, {
          signal: controller.signal,
          onProgress: (fraction) => setProgress({ fraction: overallProgress(sizes, index, fraction), count }),
        });
        found.push(...result.failed.map((f) => failedMessage(f.filename, f.message)));
        kept += result.uploaded.length;
        if (result.uploaded.length > 0) onUploaded(result.uploaded);
      } catch (error) {
        if (controller.signal.aborted) {
          found.push('Upload cancelled.');
          break;
        }
        found.push(...requestFailed(batch, error instanceof Error ? error.message : String(error)));
      }
      setProblems([...found]);
    }
    abort.current = null;
    setProgress(null);
    setProblems(found);
    if (kept > 0) setDone(`${kept} file(s) uploaded successfully!`);
  }

  const pick = () => input.current?.click();
  const drop = (event: DragEvent) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    setOver(false);
    if (!disabled) void send([...event.dataTransfer.files]);
  };
  const busy = progress !== null;
  const percent = progress ? Math.round(progress.fraction * 100) : 0;

  const button = (
    <Button
      variant="outline"
      size="sm"
      onClick={pick}
      disabled={disabled || busy}
      aria-describedby={hint ? `${id}-hint` : undefined}
    >
      {busy ? (
        <Loader2 aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
      ) : (
        <Upload aria-hidden="true" className="size-4" />
      )}
      {buttonLabel}
    </Button>
  );

  return (
    <div>
      <input
        ref={input}
        type="file"
        accept={accept}
        multiple={multiple}
        hidden
        tabIndex={-1}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // The same file can be chosen again after a failure.
          event.target.value = '';
          void send(files);
        }}
      />
      {dropLabel ? (
        <div
          onDragEnter={(event) => hasFiles(event) && setOver(true)}
          onDragOver={(event) => {
            if (!hasFiles(event)) return;
            event.preventDefault();
            event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
            setOver(true);
          }}
          onDragLeave={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
          }}
          onDrop={drop}
          className={clsx(
            'flex flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed px-4 py-5 text-center text-sm',
            over ? 'border-ink bg-ink/5' : 'border-ink/20',
            disabled && 'opacity-60',
          )}
        >
          <p className="text-muted">{dropLabel}</p>
          {button}
        </div>
      ) : (
        button
      )}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {progress ? (
        <div className="mt-2 flex items-center gap-2">
          <label htmlFor={`${id}-progress`} className="shrink-0 text-xs text-muted">
            {percent < 100
              ? `Uploading ${progress.count === 1 ? '1 file' : `${progress.count} files`}…`
              : 'Processing on the server…'}
          </label>
          <progress
            id={`${id}-progress`}
            max={100}
            value={percent}
            className="h-2 min-w-0 flex-1 overflow-hidden rounded-full accent-ink"
          >
            {percent}%
          </progress>
          <span className="w-10 shrink-0 text-right text-xs tabular-nums">{percent}%</span>
          <button
            type="button"
            onClick={() => abort.current?.abort()}
            className="grid size-9 shrink-0 place-items-center rounded-full hover:bg-ink/5"
            aria-label="Cancel the upload"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      ) : null}
      <div aria-live="polite" className="sr-only">
        {done}
      </div>
      {problems.length > 0 ? (
        <ul role="alert" className="mt-2 space-y-1 text-sm font-medium text-red-700">
          {problems.map((problem, i) => (
            <li key={i}>{problem}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
