// One pin in the editor's list: its product, place and window; the window's two seconds can be
// changed (checked by the same rule the server applies) and saved; Remove takes the pin off.
import { formatKes, pinWindowProblem } from '@shop/domain/rules';
import { clsx } from 'clsx';
import { useState, type FormEvent } from 'react';
import type { VideoTag } from '../api/videos-api';
import { ResultButton } from '../components/product-search';

type Props = {
  tag: VideoTag;
  n: number;
  showing: boolean;
  busy: boolean;
  onWindow: (tag: VideoTag, showAt: number, hideAt: number) => Promise<unknown>;
  onRemove: (tag: VideoTag) => void;
};

const SECONDS =
  'w-20 rounded-lg border border-ink/20 bg-white px-2 py-1 text-sm tabular-nums focus-visible:outline-2 focus-visible:outline-accent';

export function PinRow({ tag, n, showing, busy, onWindow, onRemove }: Props) {
  const [showAt, setShowAt] = useState(String(tag.show_at));
  const [hideAt, setHideAt] = useState(String(tag.hide_at));
  const [problem, setProblem] = useState<string | null>(null);
  const changed = showAt !== String(tag.show_at) || hideAt !== String(tag.hide_at);
  const errorId = `pin-${tag.id}-problem`;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const from = showAt.trim() === '' ? Number.NaN : Number(showAt);
    const to = hideAt.trim() === '' ? Number.NaN : Number(hideAt);
    const wrong = pinWindowProblem(from, to);
    setProblem(wrong);
    if (!wrong) await onWindow(tag, from, to);
  };

  return (
    <li className={clsx('space-y-2 px-3 py-2 text-sm', showing && 'bg-accent/10')}>
      <div className="flex items-center gap-3">
        <span className="w-5 text-right font-bold">{n}</span>
        <span className="min-w-0 flex-1">
          <span className="block truncate font-medium">{tag.product.name}</span>
          <span className="block text-xs text-muted">
            {formatKes(tag.product.price)} · {tag.show_at}s–{tag.hide_at}s · at {tag.position_x}%,{' '}
            {tag.position_y}%
          </span>
        </span>
        <ResultButton
          disabled={busy}
          onClick={() => onRemove(tag)}
          aria-label={`Remove the pin of ${tag.product.name} at ${tag.show_at} seconds`}
        >
          Remove
        </ResultButton>
      </div>
      <form onSubmit={(e) => void save(e)} className="flex flex-wrap items-end gap-2 pl-8">
        <fieldset className="contents">
          <legend className="sr-only">
            When pin {n}, {tag.product.name}, shows
          </legend>
          <label className="grid gap-0.5 text-xs font-medium">
            Shows from (s)
            <input
              type="number"
              inputMode="decimal"
              min={0}
              step={0.1}
              value={showAt}
              onChange={(e) => setShowAt(e.target.value)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? errorId : undefined}
              className={SECONDS}
            />
          </label>
          <label className="grid gap-0.5 text-xs font-medium">
            Hides at (s)
            <input
              type="number"
              inputMode="decimal"
              min={0}
              step={0.1}
              value={hideAt}
              onChange={(e) => setHideAt(e.target.value)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? errorId : undefined}
              className={SECONDS}
            />
          </label>
        </fieldset>
        <button
          type="submit"
          disabled={busy || !changed}
          aria-label={`Save the window of pin ${n}`}
          className="inline-flex min-h-9 shrink-0 items-center rounded-full border border-ink/20 px-3 font-semibold hover:border-ink disabled:opacity-50"
        >
          Save window
        </button>
        {problem ? (
          <p id={errorId} role="alert" className="w-full text-xs font-medium text-red-800">
            {problem}
          </p>
        ) : null}
      </form>
    </li>
  );
}
