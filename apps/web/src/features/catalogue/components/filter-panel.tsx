// The filter panel (loaded on first open): category, style, sort, availability, access level and a
// price range whose boxes apply when they lose focus. Apply Filters sets them all at once; Clear All
// resets everything to the defaults. A modal <dialog>: focus stays inside, Escape closes it.
import {
  ACCESS_OPTIONS,
  AVAILABILITY_OPTIONS,
  CATALOGUE_FILTER_STYLES,
  CATEGORIES,
  clearAllFilters,
  parsePriceBound,
  SORT_OPTIONS,
  type CatalogueFilters,
} from '@shop/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { useApi } from '../../../lib/use-api';
import { categoriesQuery } from '../api/catalogue-queries';
import { SORT_LABELS } from './catalogue-toolbar';

const AVAILABILITY_LABELS = { all: 'All', 'in-stock': 'In stock', 'low-stock': 'Low stock' } as const;
const ACCESS_LABELS = {
  all: 'All',
  available: 'Available to me',
  'early-access': 'Early access',
  vip: 'VIP',
} as const;
const label = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).replace(/-/g, ' ');

type SingleChoice = 'category' | 'sort' | 'availability' | 'access';

type Props = { filters: CatalogueFilters; onApply: (filters: CatalogueFilters) => void; onClose: () => void };

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="border-ink/10 border-b py-4">
      <legend className="mb-2 text-sm font-bold">{legend}</legend>
      <div className="flex flex-wrap gap-2">{children}</div>
    </fieldset>
  );
}

function Choice(props: {
  type: 'radio' | 'checkbox';
  name: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
}) {
  return (
    <label className="has-[:checked]:bg-ink has-[:checked]:text-paper border-ink/20 has-[:focus-visible]:outline-2 flex min-h-11 cursor-pointer items-center rounded-full border px-4 text-sm">
      <input
        type={props.type}
        name={props.name}
        checked={props.checked}
        onChange={props.onChange}
        className="sr-only"
      />
      {props.children}
    </label>
  );
}

export default function FilterPanel({ filters, onApply, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [draft, setDraft] = useState<CatalogueFilters>(filters);
  const [minText, setMinText] = useState(String(filters.priceRange[0]));
  const [maxText, setMaxText] = useState(String(filters.priceRange[1]));
  const extra = useQuery(categoriesQuery(useApi())).data?.categories ?? [];
  const categories = [...CATEGORIES, ...extra.filter((c) => !(CATEGORIES as readonly string[]).includes(c))];

  const set = (patch: Partial<CatalogueFilters>) => setDraft((d) => ({ ...d, ...patch }));
  const applyPrice = (bound: 'min' | 'max', text: string) => {
    const value = parsePriceBound(text, bound);
    const [min, max] = draft.priceRange;
    const range: [number, number] = bound === 'min' ? [value, max] : [min, value];
    set({ priceRange: range[0] <= range[1] ? range : [range[1], range[0]] });
    (bound === 'min' ? setMinText : setMaxText)(String(value));
  };

  // One filter that takes a single value: a radio per option.
  const oneOf = <K extends SingleChoice>(
    key: K,
    legend: string,
    options: readonly CatalogueFilters[K][],
    labelOf: (option: CatalogueFilters[K]) => string,
  ) => (
    <Group legend={legend}>
      {options.map((option) => (
        <Choice
          key={option}
          type="radio"
          name={key}
          checked={draft[key] === option}
          onChange={() => set({ [key]: option })}
        >
          {labelOf(option)}
        </Choice>
      ))}
    </Group>
  );

  const priceBox = (bound: 'min' | 'max', text: string, setText: (text: string) => void) => (
    <label className="flex flex-1 flex-col text-xs">
      {bound === 'min' ? 'Min' : 'Max'}
      <input
        inputMode="numeric"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={(event) => applyPrice(bound, event.target.value)}
        className="border-ink/25 mt-1 min-h-11 rounded-lg border bg-white px-3 text-base"
      />
    </label>
  );

  return (
    <ModalDialog
      dialogRef={dialog}
      labelledBy={titleId}
      onClose={onClose}
      className="bg-paper text-ink m-0 mt-auto max-h-[90dvh] w-full max-w-none rounded-t-2xl p-0 backdrop:bg-black/50 sm:m-auto sm:max-w-lg sm:rounded-2xl"
    >
      <div className="flex items-center justify-between px-5 pt-4">
        <h2 id={titleId} className="text-lg font-bold">
          Filters
        </h2>
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          className={buttonClasses('ghost', 'icon')}
          aria-label="Close filters"
        >
          <X className="size-5" aria-hidden />
        </button>
      </div>
      <form
        method="dialog"
        className="px-5"
        onSubmit={(event) => {
          event.preventDefault();
          onApply(draft);
          dialog.current?.close();
        }}
      >
        {oneOf('category', 'Category', categories, label)}
        <Group legend="Style">
          {CATALOGUE_FILTER_STYLES.map((style) => (
            <Choice
              key={style}
              type="checkbox"
              name="styles"
              checked={draft.styles.includes(style)}
              onChange={() =>
                set({
                  styles: draft.styles.includes(style)
                    ? draft.styles.filter((s) => s !== style)
                    : [...draft.styles, style],
                })
              }
            >
              {style}
            </Choice>
          ))}
        </Group>
        {oneOf('sort', 'Sort', SORT_OPTIONS, (sort) => SORT_LABELS[sort])}
        {oneOf('availability', 'Availability', AVAILABILITY_OPTIONS, (option) => AVAILABILITY_LABELS[option])}
        {oneOf('access', 'Access level', ACCESS_OPTIONS, (access) => ACCESS_LABELS[access])}
        <fieldset className="py-4">
          <legend className="mb-2 text-sm font-bold">Price range (KES)</legend>
          <div className="flex items-center gap-3">
            {priceBox('min', minText, setMinText)}
            <span aria-hidden>–</span>
            {priceBox('max', maxText, setMaxText)}
          </div>
        </fieldset>
        <div className="bg-paper sticky bottom-0 flex gap-3 py-4">
          <button
            type="button"
            className={buttonClasses('outline', 'md', 'flex-1')}
            onClick={() => {
              const cleared = clearAllFilters();
              setDraft(cleared);
              setMinText(String(cleared.priceRange[0]));
              setMaxText(String(cleared.priceRange[1]));
              onApply(cleared);
            }}
          >
            Clear All
          </button>
          <button type="submit" className={buttonClasses('primary', 'md', 'flex-1')}>
            Apply Filters
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
