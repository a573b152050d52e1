// Eligible products: search the catalogue by name and add results; chosen products show as chips
// (named from the catalogue) that can be removed.
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../lib/use-api';
import { productNameQuery } from '../api/products-api';
import { Chip, Chips } from '../components/chips';
import { Field } from '../components/fields';
import { AddResultButton, ProductSearch } from '../components/product-search';

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
                <AddResultButton
                  added={chosen}
                  name={product.name}
                  addedLabel={`${product.name} is chosen`}
                  onAdd={() => onChange([...value, product.id])}
                />
              );
            }}
          />
        </>
      )}
    </Field>
  );
}
