// The search box over an admin list. What is typed goes into the address after a short pause (or at
// once on Enter), so the list, Back and a shared link all agree; a change of the address (Clear
// filters, Back) fills the box again.
import { Search } from 'lucide-react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { useDebouncedSearch } from '../hooks/use-debounced-search';
import { CONTROL, Field } from './fields';

/** A search box with its magnifying glass (the list searches and the product searches). */
export function SearchBox(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'>) {
  return (
    <div className="relative">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
      />
      <input type="search" className={`${CONTROL} pl-9`} {...props} />
    </div>
  );
}

type Props = {
  label: string;
  /** The search in the address ('' for none). */
  value: string;
  /** Puts the trimmed text in the address ('' clears it). */
  onSearch: (text: string) => void;
  placeholder?: string;
  hint?: ReactNode;
  /** For a box whose purpose the screen already shows (the label stays for screen readers). */
  labelHidden?: boolean;
  className?: string;
};

export function ListSearch({ label, value, onSearch, placeholder, hint, labelHidden, className }: Props) {
  const box = useDebouncedSearch(value, onSearch);
  return (
    <form
      role="search"
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        box.flush();
      }}
    >
      <Field label={label} hint={hint} labelHidden={labelHidden} size="sm">
        {(control) => (
          <SearchBox
            {...control}
            value={box.text}
            onChange={(event) => box.setText(event.target.value)}
            placeholder={placeholder}
            maxLength={100}
          />
        )}
      </Field>
    </form>
  );
}
