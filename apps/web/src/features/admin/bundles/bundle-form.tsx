// The bundle form (create and edit): name and address, pictures, the pieces, the price with the
// saving worked out as the owner types, stock and state. Problems show next to their field — the
// form's own checks first, then the server's answer — and the focus moves to the first one.
import { formatKes } from '@shop/domain/rules';
import { clsx } from 'clsx';
import type { z } from 'zod';
import { SaveBar } from '../components/save-bar';
import { CheckboxField, TextField, TextAreaField } from '../components/fields';
import { FormSection, SchemaForm } from '../components/form-layout';
import { Panel } from '../components/states';
import { flattenErrors, useSchemaForm } from '../hooks/use-schema-form';
import {
  availableFromPieces,
  bundleSavings,
  placeBundleProblem,
  withName,
  type BundleFormValues,
} from './bundle-form-values';
import { BundleItemsField } from './bundle-items-field';
import { BundlePicturesField } from './bundle-pictures-field';

type Props<P> = {
  initial: BundleFormValues;
  submitLabel: string;
  cancelHref: string;
  schema: z.ZodType<P, BundleFormValues>;
  onSave: (payload: P) => Promise<unknown>;
};

function SavingSummary({ values }: { values: BundleFormValues }) {
  const { componentsTotal, savings, percent } = bundleSavings(values.items, values.price);
  return (
    <div aria-live="polite" className="rounded-xl bg-ink/[0.03] p-3 text-sm">
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        <dt className="text-muted">The pieces bought apart</dt>
        <dd className="text-right font-semibold">{formatKes(componentsTotal)}</dd>
        <dt className="text-muted">Saving</dt>
        <dd
          className={clsx(
            'text-right font-semibold',
            savings !== null && savings > 0 && 'text-emerald-800',
            savings !== null && savings < 0 && 'text-red-700',
          )}
        >
          {savings === null
            ? '—'
            : savings < 0
              ? `${formatKes(-savings)} more`
              : `${formatKes(savings)} (${percent}%)`}
        </dd>
      </dl>
      {savings === null ? (
        <p className="mt-2 text-xs text-muted">Add products and a price to see the saving.</p>
      ) : savings < 0 ? (
        <p className="mt-2 text-xs font-medium text-red-700">
          The bundle costs more than its pieces bought apart; shoppers will see no saving.
        </p>
      ) : savings === 0 ? (
        <p className="mt-2 text-xs text-muted">Same as the pieces bought apart: no saving to show.</p>
      ) : (
        <p className="mt-2 text-xs text-muted">Shoppers see “Save {formatKes(savings)}”.</p>
      )}
    </div>
  );
}

export function BundleForm<P>({ initial, submitLabel, cancelHref, schema, onSave }: Props<P>) {
  const { formRef, submit, formError, form, saving, text, number, checkbox } = useSchemaForm({
    schema,
    defaultValues: initial,
    save: onSave,
    place: placeBundleProblem,
  });
  const values = form.watch();
  const errors = flattenErrors(form.formState.errors);
  /** A field changed outside a text box: its new value, and its problems (and its rows') gone. */
  const set = <F extends keyof BundleFormValues>(name: F, value: BundleFormValues[F]) => {
    form.setValue(name, value as never);
    form.clearErrors(name);
  };

  const following = !values.slugEdited;
  return (
    <SchemaForm formRef={formRef} onSubmit={submit} error={formError}>
      <FormSection title="Bundle">
        <TextField
          label="Name"
          maxLength={200}
          autoComplete="off"
          value={values.name}
          error={errors.name}
          onChange={(event) => {
            const next = withName(values, event.target.value);
            set('name', next.name);
            // A slug that follows the name changes with it, and so loses its message too.
            if (following) set('slug', next.slug);
          }}
        />
        <TextField
          label="Slug"
          hint={
            following
              ? `Made from the name${values.slug ? `: /bundles/${values.slug}` : ''}. If another bundle has it, the shop adds -2.`
              : `The bundle’s address: /bundles/${values.slug || '…'}. Letters, digits and dashes.`
          }
          maxLength={120}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={values.slug}
          error={errors.slug}
          onChange={(event) => {
            set('slug', event.target.value);
            set('slugEdited', true);
          }}
        />
        <TextAreaField
          label="Description (optional)"
          hint="Shown on the bundle’s page. Line breaks are kept."
          rows={4}
          maxLength={10_000}
          className="sm:col-span-2"
          {...text('description')}
        />
      </FormSection>

      <Panel title="Pictures">
        <BundlePicturesField
          value={values.pictures}
          onChange={(update) => set('pictures', update(form.getValues('pictures')))}
          error={errors.pictures ?? Object.entries(errors).find(([key]) => key.startsWith('pictures.'))?.[1]}
        />
      </Panel>

      <Panel title="Products in the bundle">
        <BundleItemsField
          items={values.items}
          errors={errors}
          // The rows may have moved: old per-piece messages go with the list's.
          onChange={(items) => set('items', items)}
        />
      </Panel>

      <FormSection title="Price" className="sm:items-start">
        <TextField label="Bundle price (KES)" hint="Whole shillings." {...number('price')} />
        <SavingSummary values={values} />
      </FormSection>

      <FormSection title="Stock" columns={1}>
        <CheckboxField
          {...checkbox(
            'track_inventory',
            'Count this bundle’s own stock',
            'Off: it sells as many as its scarcest piece allows. On: it has its own count, held and sold like a piece.',
          )}
        />
        {values.track_inventory ? (
          <TextField label="Bundles in stock" className="max-w-xs" {...number('stock')} />
        ) : (
          <p className="text-sm text-muted">The pieces allow {availableFromPieces(values.items)} now.</p>
        )}
      </FormSection>

      <FormSection title="Status" columns={1}>
        <CheckboxField
          {...checkbox('is_active', 'Active', 'Switch off to take the bundle off sale without losing it.')}
        />
        <CheckboxField
          {...checkbox(
            'is_featured',
            'Featured',
            'Featured active bundles show on the home page (three at most).',
          )}
        />
      </FormSection>

      <SaveBar cancelHref={cancelHref} saving={saving} submitLabel={submitLabel} />
    </SchemaForm>
  );
}
