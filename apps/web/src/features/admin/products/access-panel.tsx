// Who may buy a product: VIP only, the tier it needs, and early access until a Nairobi time.
import type { ComponentProps } from 'react';
import { CheckboxField, SelectField, TextField } from '../components/fields';
import { Panel } from '../components/states';
import type { ProductField, ProductFormValues, Tier } from './product-form-values';

type Check = (name: ProductField, label: string, hint?: string) => ComponentProps<typeof CheckboxField>;

type Props = {
  values: ProductFormValues;
  set: (name: 'tier_required', value: Tier) => void;
  check: Check;
  /** The early-access end time's text box (its registration and error). */
  dateField: Omit<ComponentProps<typeof TextField>, 'label'>;
};

export function AccessPanel({ values, set, check, dateField }: Props) {
  return (
    <Panel title="Who can buy it">
      <div className="space-y-4">
        <CheckboxField
          {...check('vip_only', 'VIP only', 'Only VIP customers see and buy it (the VIP collection).')}
        />
        <SelectField
          label="Tier needed"
          hint="The customer tier that may buy it."
          value={values.tier_required}
          onChange={(event) => set('tier_required', event.target.value as Tier)}
          options={[
            { value: '', label: 'None: everyone' },
            { value: 'premium', label: 'Premium (premium and VIP)' },
            { value: 'vip', label: 'VIP (VIP customers only)' },
          ]}
        />
        <CheckboxField
          {...check(
            'early_access_only',
            'Early access',
            'Members shop it first (VIP 48 h, premium 36 h, early-access members 24 h before).',
          )}
        />
        {values.early_access_only || values.early_access_until ? (
          <TextField
            label="Public from (Nairobi time)"
            type="datetime-local"
            hint="When early access ends and everyone can buy it (East Africa Time)."
            {...dateField}
          />
        ) : null}
      </div>
    </Panel>
  );
}
