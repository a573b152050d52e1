// The discount code form (create and edit): every field the server keeps, grouped the way the owner
// thinks about a code. Problems show next to their field — the form's own checks first, then the
// server's answer — and the focus moves to the first one.
import { SaveBar } from '../components/save-bar';
import { CheckboxField, ChoiceGroup, TextField } from '../components/fields';
import { FormError, Panel } from '../components/states';
import { useAdminForm } from '../hooks/use-admin-form';
import { CategoryPicker } from './category-picker';
import { serverFieldError, valuesToPayload, type DiscountFormValues } from './discount-form-values';
import type { DiscountPayload } from '../api/discounts-api';
import { ProductPicker } from './product-picker';

type Props = {
  initial: DiscountFormValues;
  submitLabel: string;
  onSave: (payload: DiscountPayload) => Promise<unknown>;
};

export function DiscountForm({ initial, submitLabel, onSave }: Props) {
  const { values, errors, formError, saving, formRef, set, field, submit } = useAdminForm({
    initial,
    check: valuesToPayload,
    save: onSave,
    serverError: serverFieldError,
  });

  const percentage = values.type === 'percentage';
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
            {...field('code')}
          />
          <TextField
            label="Description (optional)"
            hint="For you; not shown to shoppers."
            maxLength={300}
            {...field('description')}
          />
        </div>
      </Panel>

      <Panel title="Value">
        <div className="space-y-4">
          <ChoiceGroup
            legend="Discount type"
            name="type"
            value={values.type}
            onChange={(type) => set('type', type)}
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
              {...field('value')}
            />
            <TextField
              label="Largest discount (KES, optional)"
              inputMode="numeric"
              hint="A cap on what one order can save. Empty: no cap."
              {...field('max_discount_amount')}
            />
          </div>
        </div>
      </Panel>

      <Panel title="Applies to">
        <div className="space-y-4">
          <ChoiceGroup
            legend="What the discount is taken from"
            name="discount_scope"
            value={values.discount_scope}
            onChange={(scope) => set('discount_scope', scope)}
            options={[
              { value: 'order', label: 'The whole order', hint: 'Off the bag subtotal.' },
              {
                value: 'per_item',
                label: 'Each eligible item',
                hint: 'Off every eligible piece; choose them below.',
              },
            ]}
          />
          {values.discount_scope === 'per_item' ? (
            <>
              <CategoryPicker
                value={values.eligible_categories}
                onChange={(v) => set('eligible_categories', v)}
                error={errors.eligible_categories}
              />
              <ProductPicker
                value={values.eligible_product_ids}
                onChange={(v) => set('eligible_product_ids', v)}
                error={errors.eligible_product_ids}
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
            {...field('min_order_amount')}
          />
          <TextField
            label="Total uses allowed"
            inputMode="numeric"
            hint="Empty: no limit."
            {...field('usage_limit')}
          />
          <div className="sm:col-span-2">
            <CheckboxField
              label="Once per customer"
              hint="Each account, or each device for guests, can use it once."
              checked={values.once_per_customer}
              onChange={(event) => set('once_per_customer', event.target.checked)}
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
            {...field('starts_at')}
          />
          <TextField label="Ends" type="datetime-local" hint="Empty: no end." {...field('ends_at')} />
        </div>
      </Panel>

      <Panel title="Status">
        <CheckboxField
          label="Active"
          hint="Switch off to stop the code working without deleting it."
          checked={values.is_active}
          onChange={(event) => set('is_active', event.target.checked)}
        />
      </Panel>

      <SaveBar cancelHref="/admin/discounts" saving={saving} submitLabel={submitLabel} />
    </form>
  );
}
