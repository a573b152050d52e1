// /admin/content?tab=support: how shoppers reach the shop — the WhatsApp number (the footer's chat
// link and every order's "Need help with this order?"), the support hours and the social accounts.
// The server checks them again: a Kenyan number, https addresses.
import { supportSettingsInput } from '@shop/contracts';
import { SOCIAL_NETWORK_NAMES, SOCIAL_NETWORKS, formatPhoneForDisplay } from '@shop/domain/rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../lib/notify';
import { SHOP_SETTINGS_KEY } from '../../../lib/shop-settings';
import { useApi } from '../../../lib/use-api';
import {
  SHOP_SETTINGS_ADMIN_KEY,
  saveSupportSettings,
  shopSettingsQuery,
  type ShopSettings,
} from '../api/settings-api';
import { TextField } from '../components/fields';
import { SchemaForm } from '../components/form-layout';
import { SaveButton } from '../components/save-bar';
import { ErrorState, LoadingState, Panel } from '../components/states';
import { formatDateTime } from '../format';
import { useSchemaForm } from '../hooks/use-schema-form';

function SupportForm({ settings }: { settings: ShopSettings }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const support = settings.sections.support;
  const { formRef, submit, formError, saving, text } = useSchemaForm({
    schema: supportSettingsInput,
    defaultValues: { ...support.value, whatsapp: formatPhoneForDisplay(support.value.whatsapp) },
    save: async (payload) => {
      const saved = await saveSupportSettings(api, payload);
      queryClient.setQueryData(SHOP_SETTINGS_ADMIN_KEY, saved);
      // This tab's footer and help links show the new settings at once.
      queryClient.setQueryData(SHOP_SETTINGS_KEY, {
        support: saved.sections.support.value,
        delivery: saved.sections.delivery.value,
      });
      notify.success('Support settings saved.');
    },
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
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-end">
        <p className="text-sm text-muted sm:mr-auto">
          {support.updated_at
            ? `Last saved ${formatDateTime(support.updated_at)}${support.updated_by ? ` by ${support.updated_by}` : ''}.`
            : 'Never changed: the shop shows the built-in number and accounts.'}
        </p>
        <SaveButton saving={saving} label="Save support settings" />
      </div>
    </SchemaForm>
  );
}

export function SupportSection() {
  const query = useQuery(shopSettingsQuery(useApi()));
  if (query.isPending) return <LoadingState label="Loading the support settings…" />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <div className="max-w-2xl">
      <SupportForm settings={query.data} />
    </div>
  );
}
