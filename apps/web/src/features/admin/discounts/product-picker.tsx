// Eligible products: search the catalogue by name and add results; chosen products show as chips
// (named from the catalogue) that can be removed.
import { useQuery } from '@tanstack/react-query';
import { Plus, X } from 'lucide-react';
import { useId } from 'react';
import { useApi } from '../../../lib/use-api';
import { productNameQuery } from '../api/products-api';
import { ProductSearch } from '../components/product-search';

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
      <ProductSearch
        id={id}
        describedBy={[`${id}-hint`, error ? `${id}-error` : ''].join(' ').trim()}
        invalid={!!error}
        action={(product) => {
          const chosen = value.includes(product.id);
          return (
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
          );
        }}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
