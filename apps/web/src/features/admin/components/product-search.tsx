// A search over the owner's whole product list (switched-off pieces included) inside a form: typing
// searches after a short pause, Enter searches at once instead of sending the form, and each result
// row carries the caller's action (add to a bundle, make a code eligible). The caller gives the label
// (for `id`) and any hint.
import { formatKes } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useApi } from '../../../lib/use-api';
import { productSearchQuery, type ProductHit } from '../api/products-api';
import { useDebouncedSearch } from '../hooks/use-debounced-search';
import { CONTROL } from './fields';

type Props = {
  id: string;
  describedBy?: string;
  invalid?: boolean;
  /** What a result row offers, e.g. an Add button. */
  action: (product: ProductHit) => ReactNode;
};

export function ProductSearch({ id, describedBy, invalid, action }: Props) {
  const [q, setQ] = useState('');
  const search = useDebouncedSearch(q, setQ, 300);
  const results = useQuery(productSearchQuery(useApi(), q));
  return (
    <>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
        />
        <input
          id={id}
          type="search"
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
          aria-describedby={describedBy || undefined}
          aria-invalid={invalid ? true : undefined}
          className={`${CONTROL} pl-9`}
        />
      </div>
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
