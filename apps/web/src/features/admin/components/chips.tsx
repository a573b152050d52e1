// Chosen values as removable chips (styles, eligible products): each says its value and has a
// remove button that names it.
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

/** The chosen values, one chip each (`chip` draws one); nothing while none is chosen. */
export function Chips<T>({
  label,
  values,
  chip,
}: {
  label: string;
  values: readonly T[];
  chip: (value: T) => ReactNode;
}) {
  if (values.length === 0) return null;
  return (
    <ul className="mb-2 flex flex-wrap gap-2" aria-label={label}>
      {values.map(chip)}
    </ul>
  );
}

export function Chip({
  children,
  removeLabel,
  onRemove,
}: {
  children: ReactNode;
  removeLabel: string;
  onRemove: () => void;
}) {
  return (
    <li className="flex items-center gap-1 rounded-full bg-ink py-1 pr-1 pl-3 text-sm text-paper">
      {children}
      <button
        type="button"
        onClick={onRemove}
        className="grid size-7 place-items-center rounded-full hover:bg-paper/20"
        aria-label={removeLabel}
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}
