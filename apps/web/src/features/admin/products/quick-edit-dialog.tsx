// Quick edit from the product list: the price and the pieces on sale, per size, without opening the
// whole product form (the counts move by the owner's change: quick-edit-values.ts).
import * as Dialog from '@radix-ui/react-dialog';
import { formatKes } from '@shop/domain/rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { notify } from '../../../lib/notify';
import { useApi } from '../../../lib/use-api';
import { changeProduct, productDetailQuery, type AdminProduct } from '../api/products-api';
import { DialogFormButtons, DialogHeading, DialogSheet } from '../components/dialog-parts';
import { TextField } from '../components/fields';
import { FormError } from '../components/states';
import { useFormSave } from '../hooks/use-form-save';
import { refreshAdmin } from '../api/orders-api';
import {
  quickEditPayload,
  quickEditStart,
  type QuickEditErrors,
  type QuickEditValues,
} from './quick-edit-values';

type Props = { productId: string | null; name: string; onClose: () => void };

function QuickEditForm({ product, onDone }: { product: AdminProduct; onDone: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<QuickEditValues>(() => quickEditStart(product));
  const [errors, setErrors] = useState<QuickEditErrors>({});
  const { saving, formError, save } = useFormSave();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const read = quickEditPayload(product, values);
    if (!read.ok) return setErrors(read.errors);
    setErrors({});
    const { payload } = read;
    if (!payload) return onDone();
    await save(async () => {
      const saved = await changeProduct(api, product.id, payload);
      queryClient.setQueryData(productDetailQuery(api, saved.id).queryKey, saved);
      await refreshAdmin(queryClient);
      notify.success(`${saved.name}: ${formatKes(saved.price)}, ${saved.stock} on sale.`);
      onDone();
    });
  }

  const inputProps = { inputMode: 'numeric' as const, autoComplete: 'off', className: 'max-w-40' };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="mt-4 space-y-4">
      <TextField
        label="Price (KES)"
        {...inputProps}
        value={values.price}
        onChange={(e) => setValues({ ...values, price: e.target.value })}
        error={errors.price}
      />
      {product.variants.length > 0 ? (
        <fieldset className="space-y-3">
          <legend className="mb-2 text-sm font-semibold">Pieces on sale, by size</legend>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {product.variants.map((v) => (
              <TextField
                key={v.id}
                label={`Size ${[v.size, v.color].filter(Boolean).join(' · ')}`}
                {...inputProps}
                value={values.sizes[v.id] ?? ''}
                onChange={(e) => setValues({ ...values, sizes: { ...values.sizes, [v.id]: e.target.value } })}
                error={errors[`size:${v.id}`]}
              />
            ))}
          </div>
          <p className="text-xs text-muted">
            Pieces held in a checkout or sold while this is open stay taken: each size moves by your change.
          </p>
        </fieldset>
      ) : (
        <TextField
          label="Pieces on sale"
          {...inputProps}
          value={values.stock}
          onChange={(e) => setValues({ ...values, stock: e.target.value })}
          error={errors.stock}
        />
      )}
      <FormError message={formError} />
      <DialogFormButtons saving={saving} label="Save" />
    </form>
  );
}

export function QuickEditDialog({ productId, name, onClose }: Props) {
  const api = useApi();
  const detail = useQuery({ ...productDetailQuery(api, productId ?? ''), enabled: productId !== null });
  return (
    <DialogSheet open={productId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogHeading title={`Quick edit: ${name}`} />
      <Dialog.Description className="text-sm text-muted">Price and pieces on sale.</Dialog.Description>
      {detail.data && detail.data.id === productId ? (
        <QuickEditForm key={detail.data.updated_at} product={detail.data} onDone={onClose} />
      ) : detail.isError ? (
        <FormError message="This product could not be loaded. Please try again." />
      ) : (
        <p role="status" className="mt-4 text-sm text-muted">
          Loading…
        </p>
      )}
    </DialogSheet>
  );
}
