// The drop's products: searched from the owner's catalogue and added, then put in order (up and down
// buttons, the page's order), marked featured (shown first) or taken out.
import { ArrowDown, ArrowUp, Star, X } from 'lucide-react';
import { Field } from '../components/fields';
import { AddResultButton, ProductSearch } from '../components/product-search';
import { Thumb } from '../components/thumb';
import { moveItem } from '../products/product-media';
import type { DropProductValue } from './drop-form-values';

type Props = { value: DropProductValue[]; onChange: (value: DropProductValue[]) => void; error?: string };

const ICON_BUTTON =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-ink/15 hover:border-ink disabled:opacity-30';

export function DropProductsField({ value, onChange, error }: Props) {
  const change = (i: number, patch: Partial<DropProductValue>) =>
    onChange(value.map((p, n) => (n === i ? { ...p, ...patch } : p)));
  return (
    <Field
      label="Products"
      hint="In the order the drop page shows them; featured pieces come first."
      hintAbove
      error={error}
      size="sm"
    >
      {(control) => (
        <>
          {value.length === 0 ? (
            <p className="text-muted mb-2 text-sm">No products yet: search below and add them.</p>
          ) : (
            <ol
              aria-label="Products of the drop"
              className="mb-3 divide-y divide-ink/10 rounded-xl border border-ink/10 bg-white"
            >
              {value.map((p, i) => (
                <li key={p.product_id} className="flex flex-wrap items-center gap-2 p-2">
                  <span className="text-muted w-6 text-center text-sm tabular-nums">{i + 1}</span>
                  <Thumb src={p.image} />
                  <span className="min-w-0 flex-1 basis-32 text-sm font-semibold">{p.name}</span>
                  <button
                    type="button"
                    aria-pressed={p.is_featured}
                    aria-label={`Featured: ${p.name}`}
                    onClick={() => change(i, { is_featured: !p.is_featured })}
                    className={`inline-flex min-h-11 items-center gap-1 rounded-full border px-3 text-sm font-semibold ${
                      p.is_featured ? 'border-amber-400 bg-amber-50' : 'border-ink/15 hover:border-ink'
                    }`}
                  >
                    <Star aria-hidden="true" className="size-4" />
                    Featured
                  </button>
                  <button
                    type="button"
                    className={ICON_BUTTON}
                    disabled={i === 0}
                    onClick={() => onChange(moveItem(value, i, i - 1))}
                    aria-label={`Move ${p.name} up`}
                  >
                    <ArrowUp aria-hidden="true" className="size-4" />
                  </button>
                  <button
                    type="button"
                    className={ICON_BUTTON}
                    disabled={i === value.length - 1}
                    onClick={() => onChange(moveItem(value, i, i + 1))}
                    aria-label={`Move ${p.name} down`}
                  >
                    <ArrowDown aria-hidden="true" className="size-4" />
                  </button>
                  <button
                    type="button"
                    className={ICON_BUTTON}
                    onClick={() => onChange(value.filter((_, n) => n !== i))}
                    aria-label={`Take ${p.name} out of the drop`}
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                </li>
              ))}
            </ol>
          )}
          <ProductSearch
            control={control}
            action={(product) => {
              const chosen = value.some((p) => p.product_id === product.id);
              return (
                <AddResultButton
                  added={chosen}
                  name={product.name}
                  addedLabel={`${product.name} is in the drop`}
                  onAdd={() =>
                    onChange([
                      ...value,
                      {
                        product_id: product.id,
                        name: product.name,
                        image: product.image,
                        is_featured: false,
                      },
                    ])
                  }
                />
              );
            }}
          />
        </>
      )}
    </Field>
  );
}
