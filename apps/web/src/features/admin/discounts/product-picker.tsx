// Eligible products: search the catalogue by name and add results; chosen products show as chips
// (named from the catalogue) that can be removed.
import { formatKes } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { Plus, Search, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useApi } from '../../../lib/use-api';
import { productNameQuery, productSearchQuery } from '../api/products-api';
import { CONTROL } from '../components/fields';
import { useDebouncedSearch } from '../hooks/use-debounced-search';

type Props = { value: string[]; onChange: (value: string[]) => void; error?: string };

function ProductChip({ id, onRemove }: { id: string; onRemove: () => void }) {
  const name = useQuery(productNameQuery(useApi(), id)).data ?? 'Loading…';
  return (
    <li className="flex items-center gap-1 rounded-full bg-ink py-1 pr-1 pl-3 text-sm text-paper">
      {name}
      <button
        type="button"
        onClick={onRemove}
        className="grid size-7 place-items-center rounded-full hover:bg-paper/20"
        aria-label={`Remove ${name}`}
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}

export function ProductPicker({ value, onChange, error }: Props) {
  const id = useId();
  const api = useApi();
  const [q, setQ] = useState('');
  const search = useDebouncedSearch(q, setQ, 300);
  const results = useQuery(productSearchQuery(api, q));

  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        Eligible products
      </label>
      <p id={`${id}-hint`} className="mb-2 text-xs text-muted">
        None chosen: every product (in the ticked categories).
      </p>
      {value.length > 0 ? (
        <ul className="mb-2 flex flex-wrap gap-2" aria-label="Chosen products">
          {value.map((productId) => (
            <ProductChip
              key={productId}
              id={productId}
              onRemove={() => onChange(value.filter((v) => v !== productId))}
            />
          ))}
        </ul>
      ) : null}
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
            // Enter searches at once instead of sending the whole discount form.
            if (event.key === 'Enter') {
              event.preventDefault();
              search.flush();
            }
          }}
          placeholder="Search products by name"
          aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].join(' ').trim()}
          aria-invalid={error ? true : undefined}
          className={`${CONTROL} pl-9`}
        />
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {q ? (
        <div aria-live="polite" className="mt-2">
          {results.isFetching && !results.data ? (
            <p className="text-sm text-muted">Searching…</p>
          ) : results.data?.length === 0 ? (
            <p className="text-sm text-muted">No product called &ldquo;{q}&rdquo;.</p>
          ) : (
            <ul
              className="max-h-64 divide-y divide-ink/10 overflow-y-auto rounded-xl border border-ink/10 bg-white"
              aria-label="Search results"
            >
              {results.data?.map((product) => {
                const chosen = value.includes(product.id);
                return (
                  <li key={product.id} className="flex items-center gap-3 px-3 py-2 text-sm">
                    <span className="min-w-0 flex-1 truncate">
                      {product.name}
                      {product.is_active ? null : <span className="text-muted"> (switched off)</span>}
                    </span>
                    <span className="shrink-0 text-muted">{formatKes(product.price)}</span>
                    <button
                      type="button"
                      disabled={chosen}
                      onClick={() => onChange([...value, product.id])}
                      className="inline-flex min-h-9 shrink-0 items-center gap-1 rounded-full border border-ink/20 px-3 font-semibold disabled:opacity-50"
                      aria-label={chosen ? `${product.name} is chosen` : `Add ${product.name}`}
                    >
                      {chosen ? (
                        'Added'
                      ) : (
                        <>
                          <Plus aria-hidden="true" className="size-4" />
                          Add
                        </>
                      )}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
