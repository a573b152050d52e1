// A search over the owner's whole product list (switched-off pieces included) inside a form: typing
// searches after a short pause, Enter searches at once instead of sending the form, and each result
// row carries the caller's action (add to a bundle, make a code eligible). The field around it gives
// the label, the hint and the error (`control`).
import { formatKes } from '@shop/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { useApi } from '../../../lib/use-api';
import { productSearchQuery, type ProductHit } from '../api/products-api';
import { useDebouncedSearch } from '../hooks/use-debounced-search';
import type { Control } from './fields';
import { SearchBox } from './list-search';

type Props = {
  control: Control;
  /** What a result row offers, e.g. an Add button. */
  action: (product: ProductHit) => ReactNode;
};

/** The button a result row offers (Add, One more). */
export function ResultButton(props: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className'>) {
  return (
    <button
      type="button"
      className="inline-flex min-h-9 shrink-0 items-center gap-1 rounded-full border border-ink/20 px-3 font-semibold hover:border-ink disabled:opacity-50"
      {...props}
    />
  );
}

/** A result row's Add button, which reads "Added" (and rests) once the product is in. */
export function AddResultButton({
  added,
  name,
  addedLabel,
  onAdd,
}: {
  added: boolean;
  name: string;
  /** What a screen reader hears once it is in, e.g. "Kitenge dress is in the drop". */
  addedLabel: string;
  onAdd: () => void;
}) {
  return (
    <ResultButton disabled={added} onClick={onAdd} aria-label={added ? addedLabel : `Add ${name}`}>
      {added ? (
        'Added'
      ) : (
        <>
          <Plus aria-hidden="true" className="size-4" />
          Add
        </>
      )}
    </ResultButton>
  );
}

export function ProductSearch({ control, action }: Props) {
  const [q, setQ] = useState('');
  const search = useDebouncedSearch(q, setQ, 300);
  const results = useQuery(productSearchQuery(useApi(), q));
  return (
    <>
      <SearchBox
        {...control}
        value={search.text}
        onChange={(event) => search.setText(event.target.value)}
        onKeyDown={(event) => {
          // Enter searches at once instead of sending the whole form.
          if (event.key === 'Enter') {
            event.preventDefault();
            search.flush();
          }
        }}
        placeholder="Search products by name"
      />
      {q ? (
        <div aria-live="polite" className="mt-2">
          {results.isFetching && !results.data ? (
            <p className="text-sm text-muted">Searching…</p>
          ) : results.isError ? (
            <p className="text-sm text-red-700">{results.error.message}</p>
          ) : results.data?.length === 0 ? (
            <p className="text-sm text-muted">No product called &ldquo;{q}&rdquo;.</p>
          ) : (
            <ul
              className="max-h-72 divide-y divide-ink/10 overflow-y-auto rounded-xl border border-ink/10 bg-white"
              aria-label="Search results"
            >
              {results.data?.map((product) => (
                <li key={product.id} className="flex items-center gap-3 px-3 py-2 text-sm">
                  <span className="min-w-0 flex-1">
                    <span className="block truncate">
                      {product.name}
                      {product.is_active ? null : <span className="text-muted"> (switched off)</span>}
                    </span>
                    <span className="block text-xs text-muted">
                      {formatKes(product.price)} · {product.stock} in stock
                    </span>
                  </span>
                  {action(product)}
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </>
  );
}
