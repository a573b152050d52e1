// The bundle's pieces: one row per product with its quantity (and what that costs bought apart), a
// remove button, and a search over the owner's whole product list to add more. Adding a product that
// is already in the bundle raises its quantity instead of listing it twice.
import { formatKes } from '@shop/domain/rules';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { ProductHit } from '../api/products-api';
import { Field, TextField } from '../components/fields';
import { ProductSearch, ResultButton } from '../components/product-search';
import { Thumb } from '../components/thumb';
import { addItem, MAX_ITEMS, type BundleItemValue, type FieldErrors } from './bundle-form-values';
import { readWhole } from '../form-values';

type Props = {
  items: BundleItemValue[];
  onChange: (items: BundleItemValue[]) => void;
  errors: FieldErrors;
};

function ItemRow({
  item,
  index,
  error,
  onQuantity,
  onRemove,
}: {
  item: BundleItemValue;
  index: number;
  error?: string;
  onQuantity: (quantity: string) => void;
  onRemove: () => void;
}) {
  const n = readWhole(item.quantity);
  return (
    <li className="grid grid-cols-[3rem_minmax(0,1fr)_auto] items-start gap-x-3 gap-y-2 py-3 sm:grid-cols-[3rem_minmax(0,1fr)_7rem_auto]">
      <Thumb src={item.image} />
      <div className="min-w-0 text-sm">
        <p className="font-semibold break-words">
          {item.name}
          {item.is_active ? null : <span className="font-normal text-muted"> (switched off)</span>}
        </p>
        <p className="text-xs text-muted">
          {formatKes(item.price)} each · {item.stock} in stock
          {Number.isInteger(n) && n > 1 ? ` · ${formatKes(item.price * n)} for ${n}` : ''}
        </p>
        {item.stock === 0 ? (
          <p className="text-xs font-medium text-red-700">Out of stock: the bundle cannot sell.</p>
        ) : null}
      </div>
      <TextField
        label={
          <>
            Quantity<span className="sr-only"> of {item.name}</span>
          </>
        }
        inputMode="numeric"
        value={item.quantity}
        onChange={(event) => onQuantity(event.target.value)}
        error={error}
        className="col-start-2 row-start-2 max-w-28 sm:col-start-3 sm:row-start-1"
        data-piece={index}
      />
      <button
        type="button"
        onClick={onRemove}
        className="col-start-3 row-start-1 grid size-11 place-items-center rounded-full text-red-800 hover:bg-red-50 sm:col-start-4"
        aria-label={`Remove ${item.name} from the bundle`}
      >
        <Trash2 aria-hidden="true" className="size-5" />
      </button>
    </li>
  );
}

export function BundleItemsField({ items, onChange, errors }: Props) {
  const id = useId();
  const [announcement, setAnnouncement] = useState('');
  const full = items.length >= MAX_ITEMS;

  const add = (product: ProductHit) => {
    const inBundle = items.some((item) => item.product_id === product.id);
    onChange(addItem(items, product));
    setAnnouncement(inBundle ? `One more ${product.name}.` : `${product.name} added to the bundle.`);
  };

  return (
    <div>
      {items.length > 0 ? (
        <ul className="divide-y divide-ink/10" aria-label="Products in the bundle">
          {items.map((item, i) => (
            <ItemRow
              key={item.product_id}
              item={item}
              index={i}
              error={errors[`items.${i}.quantity`] ?? errors[`items.${i}.product`]}
              onQuantity={(quantity) => onChange(items.map((it, j) => (j === i ? { ...it, quantity } : it)))}
              onRemove={() => {
                onChange(items.filter((_, j) => j !== i));
                setAnnouncement(`${item.name} removed from the bundle.`);
              }}
            />
          ))}
        </ul>
      ) : (
        <p className="rounded-xl border border-dashed border-ink/20 px-3 py-4 text-center text-sm text-muted">
          No products yet. Search below and add at least one.
        </p>
      )}
      {errors.items ? (
        <p id={`${id}-error`} role="alert" tabIndex={-1} className="mt-2 text-sm font-medium text-red-700">
          {errors.items}
        </p>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>

      <Field
        label="Add a product"
        hint={
          full
            ? `A bundle has at most ${MAX_ITEMS} products.`
            : 'Search every product, including switched-off ones. Adding one again raises its quantity.'
        }
        hintAbove
        className="mt-4"
        size="sm"
      >
        {(control) => (
          <ProductSearch
            control={control}
            action={(product) => {
              const inBundle = items.some((item) => item.product_id === product.id);
              return (
                <ResultButton disabled={full && !inBundle} onClick={() => add(product)}>
                  <Plus aria-hidden="true" className="size-4" />
                  {inBundle ? 'One more' : 'Add'}
                  <span className="sr-only"> {product.name}</span>
                </ResultButton>
              );
            }}
          />
        )}
      </Field>
    </div>
  );
}
