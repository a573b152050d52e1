// /admin/email-settings: the owner's four e-mail settings (document 2 §3, §7). The order e-mail sender
// reads them on every round; each setting says here what it does, including what happens to order
// e-mails while notifications are off (they wait in the queue and go out once switched on again).
import { emailSettingsInput } from '@shop/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { notify } from '../../../lib/notify';
import { useApi } from '../../../lib/use-api';
import {
  EMAIL_SETTINGS_KEY,
  emailSettingsQuery,
  MAIL_QUEUE_KEY,
  saveEmailSettings,
  type EmailSettings,
} from '../api/email-settings-api';
import { CheckboxField, TextField } from '../components/fields';
import { SchemaForm } from '../components/form-layout';
import { PageHeader } from '../components/page-header';
import { SaveButton } from '../components/save-bar';
import { ErrorState, LoadingState, Panel } from '../components/states';
import { formatDateTime } from '../format';
import { useSchemaForm } from '../hooks/use-schema-form';

const LINK = 'font-medium text-ink underline';

function SettingsForm({ settings }: { settings: EmailSettings }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { formRef, submit, formError, saving, text, checkbox } = useSchemaForm({
    schema: emailSettingsInput,
    defaultValues: {
      notifications_enabled: settings.notifications_enabled,
      customer_notifications_enabled: settings.customer_notifications_enabled,
      admin_notifications_enabled: settings.admin_notifications_enabled,
      admin_email: settings.admin_email,
    },
    save: async (payload) => {
      queryClient.setQueryData(EMAIL_SETTINGS_KEY, await saveEmailSettings(api, payload));
      // The queue screen shows whether sending is paused.
      void queryClient.invalidateQueries({ queryKey: MAIL_QUEUE_KEY });
      notify.success('E-mail settings saved.');
    },
  });

  return (
    <SchemaForm formRef={formRef} onSubmit={submit} error={formError}>
      <Panel title="Order e-mails">
        <div className="space-y-4">
          <CheckboxField
            {...checkbox(
              'notifications_enabled',
              'Send order e-mails',
              'Off: no order e-mail goes out, to customers or to the shop. They wait in the queue (see E-mail Diagnostics) and go out once you switch this on again.',
            )}
          />
          <CheckboxField
            {...checkbox(
              'customer_notifications_enabled',
              'E-mails to customers',
              'Order confirmed, shipped, delivered and cancelled, to customers with an account (each can also switch order updates off in their profile). Off: customers get none, and none are sent later.',
            )}
          />
          <CheckboxField
            {...checkbox(
              'admin_notifications_enabled',
              'E-mails to the shop',
              'A new paid order, and delivery details received, to the admin e-mail below. Off: the shop gets none, and none are sent later.',
            )}
          />
        </div>
      </Panel>
      <Panel title="Where the shop’s own e-mails go">
        <TextField
          label="Admin e-mail"
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          placeholder="orders@yourshop.co.ke"
          hint="Where the shop's own order e-mails go, and only there. Leave it empty to send them to the server's ADMIN_EMAIL address and to every admin account."
          {...text('admin_email')}
        />
      </Panel>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-end">
        <p className="text-sm text-muted sm:mr-auto">
          {settings.updated_at
            ? `Last saved ${formatDateTime(settings.updated_at)}.`
            : 'Never changed: every order e-mail is sent.'}
        </p>
        <SaveButton saving={saving} label="Save settings" />
      </div>
    </SchemaForm>
  );
}

export function Component() {
  const query = useQuery(emailSettingsQuery(useApi()));
  return (
    <>
      <PageHeader
        title="Email Settings"
        description={
          <>
            Which order e-mails the shop sends, and where the shop's own go. To see the queue or send a test
            e-mail, open{' '}
            <Link to="/admin/email-diagnostics?tab=queue" className={LINK}>
              E-mail Diagnostics
            </Link>
            .
          </>
        }
      />
      {query.isPending ? (
        <LoadingState label="Loading the e-mail settings…" />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <div className="max-w-2xl">
          <SettingsForm settings={query.data} />
        </div>
      )}
    </>
  );
}
