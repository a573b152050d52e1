// The discount code form (create and edit): every field the server keeps, grouped the way the owner
// thinks about a code. Problems show next to their field — the contract's checks first, then the
// server's answer — and the focus moves to the first one.
import { SaveBar } from '../components/save-bar';
import { CheckboxField, ChoiceGroup, TextField } from '../components/fields';
import { FormSection, SchemaForm } from '../components/form-layout';
import { Panel } from '../components/states';
import { useSchemaForm } from '../hooks/use-schema-form';
import { CategoryPicker } from './category-picker';
import { discountFormSchema, placeDiscountProblem, type DiscountFormValues } from './discount-form-values';
import type { DiscountPayload } from '../api/discounts-api';
import { ProductPicker } from './product-picker';

type Props = {
  initial: DiscountFormValues;
  submitLabel: string;
  onSave: (payload: DiscountPayload) => Promise<unknown>;
};

const TYPES = [
  { value: 'percentage', label: 'Percentage', hint: 'For example 10% off' },
  { value: 'fixed', label: 'Fixed amount', hint: 'For example KES 500 off' },
] as const;

const SCOPES = [
  { value: 'order', label: 'The whole order', hint: 'Off the bag subtotal.' },
  { value: 'per_item', label: 'Each eligible item', hint: 'Off every eligible piece; choose them below.' },
] as const;

export function DiscountForm({ initial, submitLabel, onSave }: Props) {
  const { formRef, submit, formError, form, saving, text, number, checkbox, choice, errorOf } = useSchemaForm(
    {
      schema: discountFormSchema,
      defaultValues: initial,
      save: onSave,
      place: placeDiscountProblem,
    },
  );
  const [type, scope, categories, productIds] = form.watch([
    'type',
    'discount_scope',
    'eligible_categories',
    'eligible_product_ids',
  ]);
  const percentage = type === 'percentage';
  return (
    <SchemaForm formRef={formRef} onSubmit={submit} error={formError}>
      <FormSection title="Code">
        <TextField
          label="Discount code"
          hint="Letters, digits, - and _. Shoppers can type it in any case."
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          className="[&_input]:font-mono [&_input]:uppercase"
          {...text('code')}
        />
        <TextField
          label="Description (optional)"
          hint="For you; not shown to shoppers."
          maxLength={300}
          {...text('description')}
        />
      </FormSection>

      <FormSection title="Value" columns={1}>
        <ChoiceGroup legend="Discount type" value={type} {...choice('type')} options={TYPES} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={percentage ? 'Percentage off' : 'Amount off (KES)'}
            hint={percentage ? 'A whole number from 1 to 100.' : 'Whole shillings.'}
            {...number('value')}
          />
          <TextField
            label="Largest discount (KES, optional)"
            hint="A cap on what one order can save. Empty: no cap."
            {...number('max_discount_amount')}
          />
        </div>
      </FormSection>

      <FormSection title="Applies to" columns={1}>
        <ChoiceGroup
          legend="What the discount is taken from"
          value={scope}
          {...choice('discount_scope')}
          options={SCOPES}
        />
        {scope === 'per_item' ? (
          <>
            <CategoryPicker
              value={categories}
              onChange={(v) => form.setValue('eligible_categories', v, { shouldDirty: true })}
              error={errorOf('eligible_categories')}
            />
            <ProductPicker
              value={productIds}
              onChange={(v) => form.setValue('eligible_product_ids', v, { shouldDirty: true })}
              error={errorOf('eligible_product_ids')}
            />
          </>
        ) : null}
      </FormSection>

      <FormSection title="Conditions and limits">
        <TextField
          label="Minimum order (KES)"
          hint="Empty or 0: no minimum."
          {...number('min_order_amount')}
        />
        <TextField label="Total uses allowed" hint="Empty: no limit." {...number('usage_limit')} />
        <div className="sm:col-span-2">
          <CheckboxField
            {...checkbox(
              'once_per_customer',
              'Once per customer',
              'Each account, or each device for guests, can use it once.',
            )}
          />
        </div>
      </FormSection>

      <FormSection title="Active dates (Nairobi time)">
        <TextField label="Starts" type="datetime-local" hint="Empty: straight away." {...text('starts_at')} />
        <TextField label="Ends" type="datetime-local" hint="Empty: no end." {...text('ends_at')} />
      </FormSection>

      <Panel title="Status">
        <CheckboxField
          {...checkbox('is_active', 'Active', 'Switch off to stop the code working without deleting it.')}
        />
      </Panel>

      <SaveBar cancelHref="/admin/discounts" saving={saving} submitLabel={submitLabel} />
    </SchemaForm>
  );
}
