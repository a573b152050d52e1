// /admin/settings?tab=support: how shoppers reach the shop — the WhatsApp number (the footer's chat
// link and every order's "Need help with this order?"), the support hours and the social accounts.
// The server checks them again: a Kenyan number, https addresses.
import { supportSettingsInput } from '@shop/contracts';
import {
  SOCIAL_NETWORK_NAMES,
  SOCIAL_NETWORKS,
  formatPhoneForDisplay,
  type SupportSettings,
} from '@shop/domain/rules';
import { useApi } from '../../../lib/use-api';
import { saveSupportSettings, type ShopSettings } from '../api/settings-api';
import { TextField } from '../components/fields';
import { SchemaForm } from '../components/form-layout';
import { Panel } from '../components/states';
import { useSchemaForm } from '../hooks/use-schema-form';
import { SectionFooter } from './section-footer';
import { useSettingsSaved } from './use-settings-saved';

const asForm = (value: SupportSettings) => ({ ...value, whatsapp: formatPhoneForDisplay(value.whatsapp) });

export function SupportSection({ settings }: { settings: ShopSettings }) {
  const api = useApi();
  const saved = useSettingsSaved();
  const support = settings.sections.support;
  const { form, formRef, submit, formError, saving, text } = useSchemaForm({
    schema: supportSettingsInput,
    defaultValues: asForm(support.value),
    save: async (payload) => saved(await saveSupportSettings(api, payload), 'Support settings saved.'),
  });

  return (
    <SchemaForm formRef={formRef} onSubmit={submit} error={formError}>
      <Panel title="WhatsApp and hours">
        <div className="space-y-4">
          <TextField
            label="WhatsApp number"
            type="tel"
            autoComplete="off"
            inputMode="tel"
            maxLength={20}
            placeholder="0712 345 678"
            hint="A Kenyan number. Shoppers reach it from the footer and from each order's “Need help with this order?”, with the order number typed in."
            {...text('whatsapp')}
          />
          <TextField
            label="Support hours"
            maxLength={120}
            placeholder="Monday to Saturday, 9 AM to 6 PM EAT"
            hint="Shown in the footer and on the order pages."
            {...text('hours')}
          />
        </div>
      </Panel>
      <Panel title="Social accounts">
        <div className="space-y-4">
          {SOCIAL_NETWORKS.map((network) => (
            <TextField
              key={network}
              label={SOCIAL_NETWORK_NAMES[network]}
              type="url"
              inputMode="url"
              maxLength={300}
              placeholder="https://…"
              hint="Leave it empty to hide it from the footer."
              {...text(network)}
            />
          ))}
        </div>
      </Panel>
      <SectionFooter
        meta={support}
        never="Never changed: the shop shows the built-in number and accounts."
        saving={saving}
        saveLabel="Save support settings"
        onRestore={() => form.reset(asForm(support.defaults))}
      />
    </SchemaForm>
  );
}
