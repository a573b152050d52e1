// The discount code form (create and edit): every field the server keeps, grouped the way the owner
// thinks about a code. Problems show next to their field — the form's own checks first, then the
// server's answer — and the focus moves to the first one.
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { CheckboxField, ChoiceGroup, TextField } from '../components/fields';
import { Panel } from '../components/states';
import { CategoryPicker } from './category-picker';
import {
  serverFieldError,
  valuesToPayload,
  type DiscountField,
  type DiscountFormValues,
  type FieldErrors,
} from './discount-form-values';
import type { DiscountPayload } from '../api/discounts-api';
import { ProductPicker } from './product-picker';

type Props = {
  initial: DiscountFormValues;
  submitLabel: string;
  onSave: (payload: DiscountPayload) => Promise<unknown>;
};

export function DiscountForm({ initial, submitLabel, onSave }: Props) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const set = <K extends DiscountField>(field: K, value: DiscountFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const input = (field: DiscountField) => ({
    value: values[field] as string,
    error: errors[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });
  const focusFirstProblem = () =>
    requestAnimationFrame(() =>
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]')?.focus(),
    );

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const result = valuesToPayload(values);
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstProblem();
      return;
    }
    setSaving(true);
    try {
      await onSave(result.payload);
    } catch (error) {
      const problem =
        error instanceof ApiError
          ? serverFieldError(error.code, error.message)
          : { field: null, message: String(error) };
      if (problem.field) setErrors({ [problem.field]: problem.message });
      else setFormError(problem.message);
      focusFirstProblem();
    } finally {
      setSaving(false);
    }
  }

  const percentage = values.type === 'percentage';
  return (
    <form ref={form} onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      {formError ? (
        <p role="alert" tabIndex={-1} className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800">
          {formError}
        </p>
      ) : null}
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
            {...input('code')}
          />
          <TextField
            label="Description (optional)"
            hint="For you; not shown to shoppers."
            maxLength={300}
            {...input('description')}
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
              {...input('value')}
            />
            <TextField
              label="Largest discount (KES, optional)"
              inputMode="numeric"
              hint="A cap on what one order can save. Empty: no cap."
              {...input('max_discount_amount')}
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
            {...input('min_order_amount')}
          />
          <TextField
            label="Total uses allowed"
            inputMode="numeric"
            hint="Empty: no limit."
            {...input('usage_limit')}
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
            {...input('starts_at')}
          />
          <TextField label="Ends" type="datetime-local" hint="Empty: no end." {...input('ends_at')} />
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

      <div className="sticky bottom-0 -mx-4 flex flex-wrap justify-end gap-2 border-t border-ink/10 bg-paper/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border">
        <Link to="/admin/discounts" className={buttonClasses('outline', 'md')}>
          Cancel
        </Link>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
