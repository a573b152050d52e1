// /admin/settings (Delivery): the fees the checkout charges and the shipping page, the trust badges,
// the product pages and the structured data state — free from, the fee below that, the same-day fee
// and its cut-off hour (East Africa Time). The server checks them again and charges by its own copy.
import { deliverySettingsInput } from '@shop/contracts';
import { clockHour, DEFAULT_DELIVERY_SETTINGS, type DeliverySettings } from '@shop/domain/rules';
import { sameDayClosedMessage } from '@shop/domain/texts';
import { z } from 'zod';
import { useApi } from '../../../lib/use-api';
import { saveDeliverySettings, type ShopSettings } from '../api/settings-api';
import { SelectField, TextField } from '../components/fields';
import { SchemaForm } from '../components/form-layout';
import { Panel } from '../components/states';
import { requiredNumber } from '../form-schema';
import { useSchemaForm } from '../hooks/use-schema-form';
import { SectionFooter } from './section-footer';
import { useSettingsSaved } from './use-settings-saved';

const rules = deliverySettingsInput.shape;
const deliveryForm = z.object({
  free_from: requiredNumber(rules.free_from, 'Please enter the amount delivery is free from'),
  standard_fee: requiredNumber(rules.standard_fee, 'Please enter the fee below that (0 for free)'),
  same_day_fee: requiredNumber(rules.same_day_fee, 'Please enter the same-day fee'),
  same_day_cutoff_hour: requiredNumber(rules.same_day_cutoff_hour, 'Please choose the cut-off hour'),
});

type FormValues = z.input<typeof deliveryForm>;

const asForm = (value: DeliverySettings): FormValues => ({
  free_from: String(value.free_from),
  standard_fee: String(value.standard_fee),
  same_day_fee: String(value.same_day_fee),
  same_day_cutoff_hour: String(value.same_day_cutoff_hour),
});

const HOURS = Array.from({ length: 23 }, (_, i) => ({
  value: String(i + 1),
  label: `${clockHour(i + 1)} EAT`,
}));

export function DeliverySection({ settings }: { settings: ShopSettings }) {
  const api = useApi();
  const saved = useSettingsSaved();
  const delivery = settings.sections.delivery;
  const { form, formRef, submit, formError, saving, number, text } = useSchemaForm({
    schema: deliveryForm,
    defaultValues: asForm(delivery.value),
    save: async (payload) => saved(await saveDeliverySettings(api, payload), 'Delivery settings saved.'),
  });
  const cutoff = Number(form.watch('same_day_cutoff_hour')) || DEFAULT_DELIVERY_SETTINGS.same_day_cutoff_hour;

  return (
    <SchemaForm formRef={formRef} onSubmit={submit} error={formError}>
      <Panel title="Standard Nairobi delivery">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Free delivery from (KES)"
            hint="Orders of this amount or more (after any discount) get free delivery."
            {...number('free_from')}
          />
          <TextField
            label="Fee below that (KES)"
            hint="Whole shillings; 0 makes standard delivery always free."
            {...number('standard_fee')}
          />
        </div>
      </Panel>
      <Panel title="Same-day delivery">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Same-day fee (KES)"
            hint="Whatever the order amount."
            {...number('same_day_fee')}
          />
          <SelectField
            label="Order before"
            hint={`After the cut-off shoppers read: “${sameDayClosedMessage(cutoff)}”`}
            options={HOURS}
            {...text('same_day_cutoff_hour')}
          />
        </div>
      </Panel>
      <p className="text-sm text-muted">The checkout charges these fees as soon as you save.</p>
      <SectionFooter
        meta={delivery}
        never="Never changed: the checkout charges the built-in fees."
        saving={saving}
        saveLabel="Save delivery settings"
        onRestore={() => form.reset(asForm(delivery.defaults))}
      />
    </SchemaForm>
  );
}
