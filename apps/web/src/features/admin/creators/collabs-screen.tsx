// /admin/active-collabs: collaborations with creators — pieces sent, deliverables, due dates, status —
// with a reminder e-mail for the ones due soon or late.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/field';
import { notify } from '../../../lib/notify';
import { useApi } from '../../../lib/use-api';
import {
  changeCollab,
  collabsQuery,
  CREATORS_KEY,
  creatorsOverviewQuery,
  remindCollab,
  type Collabs,
  type CollabPayload,
} from '../api/creators-api';
import { PageHeader } from '../components/page-header';
import { Badge } from '../components/status-badges';
import { EmptyState, ErrorState, LoadingState, Panel } from '../components/states';
import { formatDay } from '../format';
import { useAction } from '../hooks/use-action';
import { CollabForm, STATUS_OPTIONS } from './collab-form';

function CollabRow({ collab: c }: { collab: Collabs[number] }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: CREATORS_KEY });
  const move = useAction(async (status: string) => {
    await changeCollab(api, c.id, {
      creator_id: c.creator_id,
      title: c.title,
      pieces_sent: c.pieces_sent,
      deliverables: c.deliverables,
      due_on: c.due_on,
      status: status as CollabPayload['status'],
    });
    await refresh();
  });
  const remind = useAction(async () => {
    await remindCollab(api, c.id);
    notify.success(`Reminder sent to ${c.creator_name}.`);
    await refresh();
  });
  return (
    <li className="grid gap-2 py-3 md:grid-cols-[1fr_12rem_auto] md:items-end">
      <div className="text-sm">
        <p className="font-semibold">
          {c.title} ·{' '}
          <Link to={`/admin/creators/${c.creator_id}`} className="underline">
            {c.creator_name}
          </Link>
        </p>
        {c.pieces_sent ? <p>Pieces: {c.pieces_sent}</p> : null}
        {c.deliverables ? <p>Deliverables: {c.deliverables}</p> : null}
        <p className="text-muted flex flex-wrap items-center gap-2">
          {c.due_on ? `Due ${formatDay(c.due_on)}` : 'No due date'}
          {c.needs_reminder ? <Badge colour="yellow">Due soon or late</Badge> : null}
          {c.reminded_label ? `· reminded ${c.reminded_label}` : null}
        </p>
      </div>
      <SelectField
        size="sm"
        label="Status"
        options={STATUS_OPTIONS}
        value={c.status}
        disabled={move.pending}
        onChange={(e) => move.start(e.target.value)}
      />
      <Button size="sm" variant="outline" disabled={remind.pending} onClick={() => remind.start()}>
        Send reminder
      </Button>
    </li>
  );
}

export function Component() {
  const api = useApi();
  const collabs = useQuery(collabsQuery(api));
  const overview = useQuery(creatorsOverviewQuery(api));
  return (
    <>
      <PageHeader
        title="Active Collaborations"
        description="Pieces sent to creators, what they promised and when."
      />
      <div className="space-y-6">
        <Panel title="New collaboration">
          <CollabForm creators={overview.data?.creators ?? []} />
        </Panel>
        <Panel title="Collaborations">
          {collabs.isPending ? (
            <LoadingState />
          ) : collabs.isError ? (
            <ErrorState error={collabs.error} onRetry={() => void collabs.refetch()} />
          ) : collabs.data.length === 0 ? (
            <EmptyState title="No collaborations yet" />
          ) : (
            <ul className="divide-y divide-ink/10">
              {collabs.data.map((c) => (
                <CollabRow key={c.id} collab={c} />
              ))}
            </ul>
          )}
        </Panel>
      </div>
    </>
  );
}
