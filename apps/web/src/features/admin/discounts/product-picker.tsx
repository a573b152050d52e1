// Eligible products: search the catalogue by name and add results; chosen products show as chips
// (named from the catalogue) that can be removed.
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useApi } from '../../../lib/use-api';
import { productNameQuery } from '../api/products-api';
import { Chip, Chips } from '../components/chips';
import { Field } from '../components/fields';
import { ProductSearch, ResultButton } from '../components/product-search';

type Props = { value: string[]; onChange: (value: string[]) => void; error?: string };

function ProductChip({ id, onRemove }: { id: string; onRemove: () => void }) {
  const name = useQuery(productNameQuery(useApi(), id)).data ?? 'Loading…';
  return (
    <Chip removeLabel={`Remove ${name}`} onRemove={onRemove}>
      {name}
    </Chip>
  );
}

export function ProductPicker({ value, onChange, error }: Props) {
  return (
    <Field
      label="Eligible products"
      hint="None chosen: every product (in the ticked categories)."
      hintAbove
      error={error}
      size="sm"
    >
      {(control) => (
        <>
          <Chips
            label="Chosen products"
            values={value}
            chip={(productId) => (
              <ProductChip
                key={productId}
                id={productId}
                onRemove={() => onChange(value.filter((v) => v !== productId))}
              />
            )}
          />
          <ProductSearch
            control={control}
            action={(product) => {
              const chosen = value.includes(product.id);
              return (
                <ResultButton
                  disabled={chosen}
                  onClick={() => onChange([...value, product.id])}
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
                </ResultButton>
              );
            }}
          />
        </>
      )}
    </Field>
  );
}
