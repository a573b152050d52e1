// The discount code form (create and edit): every field the server keeps, grouped the way the owner
// thinks about a code. Problems show next to their field — the contract's checks first, then the
// server's answer — and the focus moves to the first one.
import { SaveBar } from '../components/save-bar';
import { CheckboxField, ChoiceGroup, TextField } from '../components/fields';
import { FormError, Panel } from '../components/states';
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

export function DiscountForm({ initial, submitLabel, onSave }: Props) {
  const { form, formError, saving, formRef, text, errorOf, submit } = useSchemaForm({
    schema: discountFormSchema,
    defaultValues: initial,
    save: onSave,
    place: placeDiscountProblem,
  });
  const [type, scope, categories, productIds] = form.watch([
    'type',
    'discount_scope',
    'eligible_categories',
    'eligible_product_ids',
  ]);
  const percentage = type === 'percentage';
  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-4">
      <FormError message={formError} />
      <Panel title="Code">
        <div className="grid gap-4 sm:grid-cols-2">
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
        </div>
      </Panel>

      <Panel title="Value">
        <div className="space-y-4">
          <ChoiceGroup
            legend="Discount type"
            name="type"
            value={type}
            onChange={(next) => form.setValue('type', next, { shouldDirty: true })}
            options={[
              { value: 'percentage', label: 'Percentage', hint: 'For example 10% off' },
              { value: 'fixed', label: 'Fixed amount', hint: 'For example KES 500 off' },
            ]}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={percentage ? 'Percentage off' : 'Amount off (KES)'}
              inputMode="numeric"
              hint={percentage ? 'A whole number from 1 to 100.' : 'Whole shillings.'}
              {...text('value')}
            />
            <TextField
              label="Largest discount (KES, optional)"
              inputMode="numeric"
              hint="A cap on what one order can save. Empty: no cap."
              {...text('max_discount_amount')}
            />
          </div>
        </div>
      </Panel>

      <Panel title="Applies to">
        <div className="space-y-4">
          <ChoiceGroup
            legend="What the discount is taken from"
            name="discount_scope"
            value={scope}
            onChange={(next) => form.setValue('discount_scope', next, { shouldDirty: true })}
            options={[
              { value: 'order', label: 'The whole order', hint: 'Off the bag subtotal.' },
              {
                value: 'per_item',
                label: 'Each eligible item',
                hint: 'Off every eligible piece; choose them below.',
              },
            ]}
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
        </div>
      </Panel>

      <Panel title="Conditions and limits">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Minimum order (KES)"
            inputMode="numeric"
            hint="Empty or 0: no minimum."
            {...text('min_order_amount')}
          />
          <TextField
            label="Total uses allowed"
            inputMode="numeric"
            hint="Empty: no limit."
            {...text('usage_limit')}
          />
          <div className="sm:col-span-2">
            <CheckboxField
              label="Once per customer"
              hint="Each account, or each device for guests, can use it once."
              {...form.register('once_per_customer')}
            />
          </div>
        </div>
      </Panel>

      <Panel title="Active dates (Nairobi time)">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Starts"
            type="datetime-local"
            hint="Empty: straight away."
            {...text('starts_at')}
          />
          <TextField label="Ends" type="datetime-local" hint="Empty: no end." {...text('ends_at')} />
        </div>
      </Panel>

      <Panel title="Status">
        <CheckboxField
          label="Active"
          hint="Switch off to stop the code working without deleting it."
          {...form.register('is_active')}
        />
      </Panel>

      <SaveBar cancelHref="/admin/discounts" saving={saving} submitLabel={submitLabel} />
    </form>
  );
}
