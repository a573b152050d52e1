// /admin/fomo: the recent-purchase toast. The owner switches it on or off, sets its delay and interval,
// sees what it would show now (real paid orders of the last 48 hours, at most 10 at a time), hides an
// entry, and sees how many buyers did not allow their first name.
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../lib/use-api';
import { fomoOwnerQuery } from '../api/fomo-api';
import { PageHeader } from '../components/page-header';
import { ErrorState, LoadingState, Panel } from '../components/states';
import { FomoEntries } from './fomo-entries';
import { FomoSettingsForm } from './fomo-settings-form';

export function Component() {
  const query = useQuery(fomoOwnerQuery(useApi()));
  return (
    <>
      <PageHeader
        title="Purchase Toasts"
        description="The small note in the corner of the shop saying who just bought what. It only ever shows real paid orders; a buyer's first name and area appear only when they ticked the box at checkout."
      />
      {query.isPending ? (
        <LoadingState label="Loading the purchase toasts…" />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <div className="space-y-6">
          <div className="max-w-2xl">
            <FomoSettingsForm settings={query.data.settings} />
          </div>
          <Panel
            title="Showing now"
            actions={
              <p className="text-muted text-sm" data-testid="fomo-opt-out-count">
                {query.data.opt_out_count === 1
                  ? '1 buyer in the last 48 hours did not allow their name.'
                  : `${query.data.opt_out_count} buyers in the last 48 hours did not allow their name.`}
              </p>
            }
          >
            <p className="text-muted mb-3 text-sm">
              {query.data.settings.enabled
                ? `The newest ${query.data.limit} that are not hidden show in turn. Hidden ones stay hidden until you show them again.`
                : 'The toast is switched off: shoppers see none of these.'}
            </p>
            <FomoEntries entries={query.data.entries} />
          </Panel>
        </div>
      )}
    </>
  );
}
