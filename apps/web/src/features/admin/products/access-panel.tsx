// Who may buy a product: VIP only, the tier it needs, and early access until a Nairobi time.
import type { ComponentProps } from 'react';
import { Link } from 'react-router';
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
  /** The drop the product is part of, which sets its early access (then not edited here). */
  drop?: PartOfDrop | null;
};

export type PartOfDrop = { id: string; name: string };

/** A product in a drop: its early access and drop name are the drop's, changed on the drop's screen. */
function DropNote({ drop }: { drop: PartOfDrop }) {
  return (
    <div className="rounded-xl border border-violet-200 bg-violet-50 p-3 text-sm">
      <p className="font-semibold">Part of drop {drop.name}</p>
      <p className="mt-1 text-muted">
        Its early access, public launch and drop name follow the drop.{' '}
        <Link to={`/admin/early-access/drops/${drop.id}`} className="font-semibold underline">
          Edit the drop
        </Link>
      </p>
    </div>
  );
}

export function AccessPanel({ values, set, check, dateField, drop = null }: Props) {
  return (
    <Panel title="Who can buy it" anchor="product-access">
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
        {drop ? <DropNote drop={drop} /> : null}
        {drop ? null : (
          <CheckboxField
            {...check(
              'early_access_only',
              'Early access',
              'Members shop it first (VIP 48 h, premium 36 h, early-access members 24 h before).',
            )}
          />
        )}
        {!drop && (values.early_access_only || values.early_access_until) ? (
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
