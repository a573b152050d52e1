// /admin/settings?tab=tiers: what premium and VIP need — total spent AND number of orders. The server
// recounts a customer's tier by these at their next paid, cancelled or refunded order (or the owner's
// recompute on the customer list); the terms page and the tier card state them.
import { tierSettingsInput } from '@shop/contracts';
import type { TierSettings } from '@shop/domain/rules';
import { z } from 'zod';
import { useApi } from '../../../lib/use-api';
import { saveTierSettings, type ShopSettings } from '../api/settings-api';
import { TextField } from '../components/fields';
import { SchemaForm } from '../components/form-layout';
import { Panel } from '../components/states';
import { requiredNumber } from '../form-schema';
import { useSchemaForm } from '../hooks/use-schema-form';
import { SectionFooter } from './section-footer';
import { useSettingsSaved } from './use-settings-saved';

const box = (message: string) => requiredNumber(z.number(), message);
const tiersForm = z
  .object({
    premium_spent: box('Please enter what premium members have spent'),
    premium_orders: box('Please enter how many orders premium needs'),
    vip_spent: box('Please enter what VIP members have spent'),
    vip_orders: box('Please enter how many orders VIP needs'),
  })
  .pipe(tierSettingsInput);

const asForm = (value: TierSettings) => ({
  premium_spent: String(value.premium_spent),
  premium_orders: String(value.premium_orders),
  vip_spent: String(value.vip_spent),
  vip_orders: String(value.vip_orders),
});

export function TiersSection({ settings }: { settings: ShopSettings }) {
  const api = useApi();
  const saved = useSettingsSaved();
  const tiers = settings.sections.tiers;
  const { form, formRef, submit, formError, saving, number } = useSchemaForm({
    schema: tiersForm,
    defaultValues: asForm(tiers.value),
    save: async (payload) => saved(await saveTierSettings(api, payload), 'Tier settings saved.'),
  });
  return (
    <SchemaForm formRef={formRef} onSubmit={submit} error={formError}>
      <Panel title="Premium">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Premium: spent (KES)" {...number('premium_spent')} />
          <TextField label="Premium: orders" {...number('premium_orders')} />
        </div>
      </Panel>
      <Panel title="VIP">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="VIP: spent (KES)" hint="At least premium's." {...number('vip_spent')} />
          <TextField label="VIP: orders" hint="At least premium's." {...number('vip_orders')} />
        </div>
      </Panel>
      <p className="text-sm text-muted">
        A customer needs both the amount and the orders. Their tier follows at their next paid, cancelled or
        refunded order, or when you recompute it on the customer list.
      </p>
      <SectionFooter
        meta={tiers}
        never="Never changed: premium from KES 20,000 over 3 orders, VIP from KES 50,000 over 5."
        saving={saving}
        saveLabel="Save tier settings"
        onRestore={() => form.reset(asForm(tiers.defaults))}
      />
    </SchemaForm>
  );
}
