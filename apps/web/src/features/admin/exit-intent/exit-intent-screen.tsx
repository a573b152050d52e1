// /admin/exit-intent: the exit-intent offer (document 2 §2–§4, §9). The settings (on or off, how close
// to the top edge the pointer must leave, how long it stays out, how long an offer can be taken), the
// offers in the order they are tried, and what each did in the last 30 days.
import { formatKes } from '@shop/domain/rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../lib/notify';
import { useApi } from '../../../lib/use-api';
import {
  EXIT_INTENT_KEY,
  exitIntentAdminQuery,
  exitIntentStatsQuery,
  saveExitSettings,
  type ExitIntentAdmin,
} from '../api/exit-intent-api';
import { CheckboxField, TextField } from '../components/fields';
import { SchemaForm } from '../components/form-layout';
import { PageHeader } from '../components/page-header';
import { SaveButton } from '../components/save-bar';
import { EmptyState, ErrorState, LoadingState, Panel } from '../components/states';
import { formatDateTime } from '../format';
import { useSchemaForm } from '../hooks/use-schema-form';
import { settingsSchema, settingsToValues } from './exit-form-values';
import { OffersSection } from './offers-section';

function SettingsForm({ data }: { data: ExitIntentAdmin }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { formRef, submit, formError, saving, number, checkbox } = useSchemaForm({
    schema: settingsSchema,
    defaultValues: settingsToValues(data.settings),
    save: async (payload) => {
      queryClient.setQueryData(EXIT_INTENT_KEY, await saveExitSettings(api, payload));
      notify.success('Exit-intent settings saved.');
    },
  });
  const d = data.defaults;
  return (
    <SchemaForm formRef={formRef} onSubmit={submit} error={formError}>
      <Panel title="Settings">
        <div className="space-y-4">
          <CheckboxField
            {...checkbox(
              'enabled',
              'Show exit-intent offers',
              'Once a session, to shoppers who have looked around, never on checkout or payment pages, and not again for 24 hours after they close one.',
            )}
          />
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              label="Sensitivity (px)"
              hint={`How close to the top edge the pointer must leave. Default ${d.sensitivity}.`}
              {...number('sensitivity')}
            />
            <TextField
              label="Delay (ms)"
              hint={`How long the pointer must stay out before the offer opens (then 0.5 s more). Default ${d.delay}.`}
              {...number('delay')}
            />
            <TextField
              label="Countdown (seconds)"
              hint={`How long a shopper has to take the offer, shown on the tab. Default ${d.countdown_duration}.`}
              {...number('countdown_duration')}
            />
          </div>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-end">
            <p className="text-sm text-muted sm:mr-auto">
              {data.saved_at
                ? `Last saved ${formatDateTime(data.saved_at)}.`
                : 'Never changed: the defaults apply.'}
            </p>
            <SaveButton saving={saving} label="Save settings" />
          </div>
        </div>
      </Panel>
    </SchemaForm>
  );
}

function StatsSection() {
  const query = useQuery(exitIntentStatsQuery(useApi()));
  return (
    <Panel title="Last 30 days">
      {query.isPending ? (
        <LoadingState label="Loading the stats…" />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.offers.length === 0 ? (
        <EmptyState title="No offers yet">Views and orders show here once shoppers see an offer.</EmptyState>
      ) : (
        <div className="-mx-4 overflow-x-auto sm:mx-0" role="region" aria-label="Offer stats" tabIndex={0}>
          <table className="w-full min-w-[34rem] text-left text-sm">
            <caption className="sr-only">Views, conversions and revenue per offer, last 30 days</caption>
            <thead className="text-xs text-muted uppercase">
              <tr>
                <th scope="col" className="px-4 py-2 sm:px-2">
                  Offer
                </th>
                <th scope="col" className="px-2 py-2 text-right">
                  Views
                </th>
                <th scope="col" className="px-2 py-2 text-right">
                  Conversions
                </th>
                <th scope="col" className="px-2 py-2 text-right">
                  Rate
                </th>
                <th scope="col" className="px-4 py-2 text-right sm:px-2">
                  Revenue
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink/10">
              {query.data.offers.map((o) => (
                <tr key={o.offer_id}>
                  <th scope="row" className="px-4 py-2 font-medium sm:px-2">
                    {o.title} <span className="text-muted">({o.discount}%)</span>
                    {o.kind === 'fallback' ? (
                      <span className="block text-xs text-muted">Built-in offer</span>
                    ) : null}
                  </th>
                  <td className="px-2 py-2 text-right tabular-nums">{o.views}</td>
                  <td className="px-2 py-2 text-right tabular-nums">{o.conversions}</td>
                  <td className="px-2 py-2 text-right tabular-nums">
                    {o.conversion_rate === null ? '—' : `${o.conversion_rate}%`}
                  </td>
                  <td className="px-4 py-2 text-right tabular-nums sm:px-2">{formatKes(o.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-2 px-4 text-xs text-muted sm:px-0">
            A view counts once per shopper and day; a conversion is a paid order that used a code the offer
            gave, counted once.
          </p>
        </div>
      )}
    </Panel>
  );
}

export function Component() {
  const query = useQuery(exitIntentAdminQuery(useApi()));
  return (
    <>
      <PageHeader
        title="Exit-Intent Offers"
        description="A last offer for shoppers about to leave: the first offer a shopper qualifies for is shown, with a code minted for them."
      />
      {query.isPending ? (
        <LoadingState label="Loading the exit-intent settings…" />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <div className="max-w-4xl space-y-5">
          <SettingsForm data={query.data} />
          <OffersSection offers={query.data.offers} />
          <StatsSection />
        </div>
      )}
    </>
  );
}
