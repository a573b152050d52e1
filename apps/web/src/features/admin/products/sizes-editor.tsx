// Sizes and stock. A product without sizes has one count of pieces on sale; with sizes each size has
// its own pieces (and SKU, colour, price if it differs): the size is what the shop holds and sells,
// and the product's stock is their total, shown here but not typed. A size that exists keeps its id,
// so past order lines keep pointing at it.
import { clsx } from 'clsx';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { CONTROL, TextField } from '../components/fields';
import { plural } from '../format';
import {
  emptyVariant,
  MAX_SIZES,
  sizesTotal,
  type FieldErrors,
  type VariantField,
  type VariantRow,
} from './product-form-values';

type Props = {
  rows: VariantRow[];
  onChange: (rows: VariantRow[]) => void;
  stock: string;
  onStock: (stock: string) => void;
  /** The product's pieces on sale now (saved products), for the hint. */
  savedStock: number | null;
  /** Older counts did not add up when the shop began counting by size: the owner counts again. */
  recount?: boolean;
  errors: FieldErrors;
};

const COLUMNS: { field: VariantField; label: string; placeholder?: string; numeric?: boolean }[] = [
  { field: 'size', label: 'Size', placeholder: 'e.g. M' },
  { field: 'color', label: 'Colour', placeholder: 'Optional' },
  { field: 'sku', label: 'SKU', placeholder: 'Optional' },
  { field: 'stock', label: 'Pieces on sale', numeric: true },
  { field: 'price', label: 'Price (KES)', placeholder: 'Product price', numeric: true },
];
const GRID = 'sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_5.5rem_7.5rem_2.75rem]';

function Cell({
  label,
  error,
  children,
}: {
  label: string;
  error?: string;
  children: (id: string, describedBy: string | undefined) => ReactNode;
}) {
  const id = useId();
  return (
    <div className="min-w-0">
      {/* The column headings say it on wide screens; phones show each label. */}
      <label htmlFor={id} className="mb-1 block text-xs font-medium sm:sr-only">
        {label}
      </label>
      {children(id, error ? `${id}-error` : undefined)}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function RecountNotice() {
  return (
    <p role="note" className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <strong>Count these sizes again.</strong> When the shop began counting stock by size, this
      product&rsquo;s sizes did not add up to its pieces, so sizes that could not be told apart were put at 0.
      Count the pieces of each size and save: the product goes back on sale with your numbers.
    </p>
  );
}

export function SizesEditor({ rows, onChange, stock, onStock, savedStock, recount, errors }: Props) {
  // Where the focus goes after the next render (a ref: focusing is not state).
  const focusRow = useRef<string | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // A new row takes the focus in its first box; a removed one gives it to the Add button.
  useEffect(() => {
    const row = focusRow.current;
    if (!row) return;
    focusRow.current = null;
    if (row === 'add') addButton.current?.focus();
    else list.current?.querySelector<HTMLInputElement>(`[data-row="${row}"] input`)?.focus();
  });

  const set = (key: string, field: VariantField, value: string) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, [field]: value } : row)));
  const add = () => {
    const row = emptyVariant();
    onChange([...rows, row]);
    focusRow.current = row.key;
  };
  const remove = (key: string) => {
    onChange(rows.filter((row) => row.key !== key));
    focusRow.current = 'add';
  };

  if (rows.length === 0)
    return (
      <div className="space-y-3">
        {recount ? <RecountNotice /> : null}
        <TextField
          label="Pieces on sale"
          inputMode="numeric"
          className="max-w-xs"
          value={stock}
          onChange={(event) => onStock(event.target.value)}
          error={errors.stock}
          hint={
            savedStock !== null
              ? `Now ${plural(savedStock, 'piece')} on sale. Pieces sold while you edit are counted when you change this.`
              : 'This product has no sizes. Add sizes to count the pieces of each.'
          }
        />
        <button ref={addButton} type="button" className={buttonClasses('outline', 'sm')} onClick={add}>
          <Plus aria-hidden="true" className="size-4" />
          Add sizes
        </button>
      </div>
    );

  return (
    <div className="space-y-3">
      {recount ? <RecountNotice /> : null}
      <div
        className={clsx('hidden gap-2 px-1 text-xs font-semibold text-muted uppercase sm:grid', GRID)}
        aria-hidden="true"
      >
        {COLUMNS.map((c) => (
          <span key={c.field}>{c.label}</span>
        ))}
        <span />
      </div>
      <div ref={list} className="space-y-2">
        {rows.map((row, i) => (
          <div
            key={row.key}
            data-row={row.key}
            role="group"
            aria-label={`Size ${i + 1}${row.size ? ` (${row.size})` : ''}`}
            className={clsx(
              'grid grid-cols-2 items-start gap-2 rounded-xl border border-ink/10 p-3 sm:border-0 sm:p-0',
              GRID,
            )}
          >
            {COLUMNS.map((c) => (
              <Cell key={c.field} label={c.label} error={errors[`variants.${i}.${c.field}`]}>
                {(id, describedBy) => (
                  <input
                    id={id}
                    value={row[c.field]}
                    onChange={(event) => set(row.key, c.field, event.target.value)}
                    inputMode={c.numeric ? 'numeric' : undefined}
                    placeholder={c.placeholder}
                    maxLength={c.field === 'size' ? 20 : c.field === 'color' ? 40 : 64}
                    aria-invalid={describedBy ? true : undefined}
                    aria-describedby={describedBy}
                    className={CONTROL}
                  />
                )}
              </Cell>
            ))}
            <button
              type="button"
              onClick={() => remove(row.key)}
              className="inline-flex min-h-11 items-center justify-center gap-2 self-end rounded-full text-sm font-semibold text-red-800 hover:bg-red-50 sm:size-11 sm:self-start"
              aria-label={`Remove size ${i + 1}${row.size ? ` (${row.size})` : ''}`}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              <span className="sm:hidden">Remove</span>
            </button>
          </div>
        ))}
      </div>
      {errors.variants ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.variants}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <button
          ref={addButton}
          type="button"
          className={buttonClasses('outline', 'sm')}
          onClick={add}
          disabled={rows.length >= MAX_SIZES}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add a size
        </button>
        <p className="text-sm text-muted" aria-live="polite">
          Stock: {plural(sizesTotal(rows), 'piece')} in {plural(rows.length, 'size')}, the total of the sizes.
        </p>
      </div>
      <p className="text-xs text-muted">
        Each size is sold from its own pieces: a size at 0 shows as sold out. Pieces held by a shopper who is
        paying, or sold while you edit, stay taken when you save. A size&rsquo;s own price is kept with the
        size; the bag and checkout charge the product&rsquo;s price. Removing a size leaves past orders as
        they are.
      </p>
    </div>
  );
}
