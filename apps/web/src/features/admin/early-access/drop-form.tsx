// The drop form (create and edit): name, slug (suggested from the name), description, the public
// launch in Nairobi time and the products in order with the featured ones marked; beside it a live
// preview of the countdown and of each audience's window. Problems show by their field.
import { slugFromName } from '@shop/domain/rules';
import { TextAreaField, TextField } from '../components/fields';
import { FormSection, SchemaForm } from '../components/form-layout';
import { SaveBar } from '../components/save-bar';
import { useSchemaForm } from '../hooks/use-schema-form';
import type { DropPayload } from '../api/drops-api';
import { dropFormSchema, placeDropProblem, type DropFormValues } from './drop-form-values';
import { DropPreview } from './drop-preview';
import { DropProductsField } from './drop-products-field';

type Props = {
  initial: DropFormValues;
  submitLabel: string;
  onSave: (payload: DropPayload) => Promise<unknown>;
};

export const DROPS_LIST = '/admin/early-access?tab=drops';

export function DropForm({ initial, submitLabel, onSave }: Props) {
  const { formRef, submit, formError, form, saving, text, errorOf } = useSchemaForm({
    schema: dropFormSchema,
    defaultValues: initial,
    save: onSave,
    place: placeDropProblem,
  });
  const [launch, products] = form.watch(['public_access_start', 'products']);
  const name = text('name');
  return (
    <SchemaForm formRef={formRef} onSubmit={submit} error={formError}>
      <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-4">
          <FormSection title="The drop">
            <TextField
              label="Name"
              maxLength={100}
              {...name}
              onChange={(event) => {
                void name.onChange(event);
                // The slug follows the name until the owner writes one of their own.
                if (!form.getFieldState('slug').isDirty)
                  form.setValue('slug', slugFromName(event.target.value));
              }}
            />
            <TextField
              label="Slug"
              hint="The drop page's address: /early-access?drop={slug}"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={100}
              {...text('slug')}
            />
            <div className="sm:col-span-2">
              <TextAreaField
                label="Description (optional)"
                rows={3}
                maxLength={2000}
                {...text('description')}
              />
            </div>
            <TextField
              label="Public launch (Nairobi time)"
              type="datetime-local"
              hint="VIPs shop it 48 h before, premium 36 h, early-access members 24 h."
              {...text('public_access_start')}
            />
          </FormSection>
          <FormSection title="Products" columns={1}>
            <DropProductsField
              value={products}
              onChange={(v) => form.setValue('products', v, { shouldDirty: true })}
              error={errorOf('products')}
            />
          </FormSection>
        </div>
        <div>
          <DropPreview launch={launch} />
        </div>
      </div>
      <SaveBar cancelHref={DROPS_LIST} saving={saving} submitLabel={submitLabel} />
    </SchemaForm>
  );
}
