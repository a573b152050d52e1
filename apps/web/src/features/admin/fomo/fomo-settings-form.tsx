// The toast's switch and timing. Saved settings reach shoppers within about a minute (the public
// answer is cached that long).
import { fomoSettingsInput } from '@shop/contracts';
import { FOMO_DELAY_RANGE, FOMO_INTERVAL_RANGE } from '@shop/domain/rules';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { notify } from '../../../lib/notify';
import { useApi } from '../../../lib/use-api';
import { FOMO_KEY, saveFomoSettings, type FomoOwnerView, type FomoSettings } from '../api/fomo-api';
import { CheckboxField, TextField } from '../components/fields';
import { SchemaForm } from '../components/form-layout';
import { SaveButton } from '../components/save-bar';
import { Panel } from '../components/states';
import { formatDateTime } from '../format';
import { requiredNumber } from '../form-schema';
import { useSchemaForm } from '../hooks/use-schema-form';

const formSchema = z.object({
  enabled: z.boolean(),
  delay_seconds: requiredNumber(fomoSettingsInput.shape.delay_seconds, 'Please enter the delay in seconds'),
  interval_seconds: requiredNumber(
    fomoSettingsInput.shape.interval_seconds,
    'Please enter the time each purchase shows, in seconds',
  ),
});

export function FomoSettingsForm({ settings }: { settings: FomoSettings }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { formRef, submit, formError, saving, number, checkbox } = useSchemaForm({
    schema: formSchema,
    defaultValues: {
      enabled: settings.enabled,
      delay_seconds: String(settings.delay_seconds),
      interval_seconds: String(settings.interval_seconds),
    },
    save: async (payload) => {
      const saved = await saveFomoSettings(api, payload);
      queryClient.setQueryData<FomoOwnerView>(FOMO_KEY, (view) =>
        view ? { ...view, settings: saved } : view,
      );
      void queryClient.invalidateQueries({ queryKey: FOMO_KEY });
      notify.success('Purchase toast settings saved.');
    },
  });

  return (
    <SchemaForm formRef={formRef} onSubmit={submit} error={formError}>
      <Panel title="Settings">
        <div className="space-y-4">
          <CheckboxField
            {...checkbox(
              'enabled',
              'Show the recent-purchase toast',
              'Shoppers see real paid orders of the last 48 hours, one at a time, in the corner of the shop. Off: nobody sees it.',
            )}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Delay before the first (seconds)"
              hint={`From ${FOMO_DELAY_RANGE.min} to ${FOMO_DELAY_RANGE.max}, counted once the page has settled.`}
              {...number('delay_seconds')}
            />
            <TextField
              label="Each purchase shows for (seconds)"
              hint={`From ${FOMO_INTERVAL_RANGE.min} to ${FOMO_INTERVAL_RANGE.max}.`}
              {...number('interval_seconds')}
            />
          </div>
        </div>
      </Panel>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-end">
        <p className="text-muted text-sm sm:mr-auto">
          {settings.updated_at ? `Last saved ${formatDateTime(settings.updated_at)}.` : 'Never changed.'}
        </p>
        <SaveButton saving={saving} label="Save settings" />
      </div>
    </SchemaForm>
  );
}
