// The sizes of a product as buttons (44 px targets). A sold-out size is shown struck through and
// disabled (the keyboard passes over it; a screen reader hears "42, sold out"). Tapping the chosen size
// again keeps it: a size is changed by choosing another. Trying to buy without one shows 'Please
// select a size' here, announced to screen readers, as well as in the toast. A signed-in shopper with
// body sizes on their profile gets "Your size: M" as one tap, with the reason from the size chart.
import { clsx } from 'clsx';
import { Ruler, UserCheck } from 'lucide-react';
import { sizeInStock, soldOutSizeName, type SizeCounts } from '../../../lib/size-stock';

type Props = {
  /** Unique on the page: names the group and its message. */
  id: string;
  sizes: readonly string[];
  value: string | null;
  onChange: (size: string) => void;
  /** Pieces by size; a size at 0 cannot be chosen. Without counts every size can. */
  stock?: SizeCounts;
  error?: string | null;
  label?: string;
  /** What a screen reader hears for the group when the visible label is not enough. */
  groupLabel?: string;
  /** Shows a 'Size Chart' link beside the label. */
  onSizeChart?: () => void;
  /** The size the shopper's profile points to (in stock), and why: "chest 96 cm → M". */
  suggestion?: { size: string; reason: string } | null;
};

export function SizePicker({
  id,
  sizes,
  value,
  onChange,
  stock,
  error,
  label = 'Size',
  groupLabel,
  onSizeChart,
  suggestion,
}: Props) {
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  return (
    <div>
      <div className="mb-2 flex items-center justify-between gap-3">
        <p id={labelId} className="text-sm font-semibold">
          {label}
          {value ? <span className="text-muted font-normal">: {value}</span> : null}
        </p>
        {onSizeChart ? (
          <button
            type="button"
            onClick={onSizeChart}
            className="text-muted hover:text-ink inline-flex min-h-11 items-center gap-1 text-sm font-medium underline underline-offset-4"
          >
            <Ruler aria-hidden="true" className="size-4" />
            Size Chart
          </button>
        ) : null}
      </div>
      {suggestion ? (
        <div className="mb-2 flex flex-wrap items-center gap-x-3 gap-y-1">
          <button
            type="button"
            aria-pressed={value === suggestion.size}
            aria-describedby={`${id}-why`}
            onClick={() => {
              if (value !== suggestion.size) onChange(suggestion.size);
            }}
            className={clsx(
              'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-3 text-sm font-semibold',
              value === suggestion.size
                ? 'border-emerald-700 bg-emerald-50 text-emerald-900'
                : 'border-ink/25 hover:border-ink bg-white',
            )}
          >
            <UserCheck aria-hidden="true" className="size-4" />
            Your size: {suggestion.size}
          </button>
          <span id={`${id}-why`} className="text-muted text-xs">
            From your profile: {suggestion.reason}
          </span>
        </div>
      ) : null}
      <div
        role="group"
        aria-labelledby={groupLabel ? undefined : labelId}
        aria-label={groupLabel}
        aria-describedby={error ? errorId : undefined}
        className="flex flex-wrap gap-2"
      >
        {sizes.map((size) => {
          const chosen = size === value;
          const open = sizeInStock(size, stock);
          return (
            <button
              key={size}
              type="button"
              aria-pressed={chosen}
              disabled={!open}
              aria-label={open ? undefined : soldOutSizeName(size)}
              onClick={() => {
                if (open && !chosen) onChange(size);
              }}
              className={clsx(
                'min-h-11 min-w-11 rounded-full border px-3 text-sm font-semibold transition-colors',
                !open
                  ? 'border-ink/15 text-muted cursor-not-allowed bg-neutral-100 line-through decoration-2'
                  : chosen
                    ? 'border-ink bg-ink text-paper'
                    : 'border-ink/25 hover:border-ink bg-white',
                open && error && !value && 'border-red-600',
              )}
            >
              {size}
            </button>
          );
        })}
      </div>
      <p id={errorId} role="alert" className="mt-2 min-h-5 text-sm font-medium text-red-700">
        {error ?? ''}
      </p>
    </div>
  );
}
