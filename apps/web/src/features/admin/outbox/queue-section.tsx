// The Queue tab of /admin/email-diagnostics: the order e-mails (the spec's order_notification_queue)
// still to send, or all of them (?show=all), with each one's event, order, attempts, last error and
// when it went out. "Retry" sends a row now through the worker's own function; "Retry all" does every
// waiting row (the first few now, the rest on the worker's next rounds).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/notify';
import { useApi } from '../../../lib/use-api';
import {
  MAIL_QUEUE_KEY,
  mailQueueQuery,
  retryAllQueueItems,
  retryQueueItem,
  type MailQueue,
  type MailQueueItem,
  type QueueShow,
} from '../api/email-settings-api';
import { QueryResults } from '../components/list-page';
import { TabLinks } from '../components/tab-links';
import { EmptyState, Panel } from '../components/states';
import { Badge } from '../components/status-badges';
import { formatDateTime, plural, sentenceCase } from '../format';
import { useAction } from '../hooks/use-action';

const PAUSED = 'Order e-mails are switched off in Email Settings: nothing is sent, and these wait here.';

function ItemState({ item, max }: { item: MailQueueItem; max: number }) {
  if (item.processed)
    return <Badge colour="green">Sent {item.processed_at ? formatDateTime(item.processed_at) : ''}</Badge>;
  if (item.gave_up) return <Badge colour="red">Stopped after {max} attempts</Badge>;
  if (item.paused_until) return <Badge colour="yellow">Next try {formatDateTime(item.paused_until)}</Badge>;
  return <Badge colour="blue">Waiting</Badge>;
}

function QueueItem({ item, data }: { item: MailQueueItem; data: MailQueue }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const retry = useAction(async () => {
    const answer = await retryQueueItem(api, item.id);
    await queryClient.invalidateQueries({ queryKey: MAIL_QUEUE_KEY });
    if (!answer.notifications_enabled) notify.info(PAUSED);
    else if (answer.sent > 0)
      notify.success(`Sent: ${sentenceCase(item.event_type)} for order #${item.order_number}.`);
    else if (answer.failed > 0)
      notify.error(`Not sent: ${answer.item?.last_error ?? 'the mail server did not take it'}`);
    // Neither sent nor failed: the worker had just claimed it and is sending it now.
    else notify.info('It is being sent right now. Refresh in a moment.');
  });
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 text-sm">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-semibold">{sentenceCase(item.event_type)}</span>
          <Link to={`/admin/orders/${item.order_id}`} className="underline">
            Order #{item.order_number}
          </Link>
          <ItemState item={item} max={data.max_attempts} />
        </p>
        <p className="text-xs text-muted">
          Queued {formatDateTime(item.created_at)} · {plural(item.attempts, 'failed attempt')}
          {item.admin_email ? ` · to ${item.admin_email}` : ''}
        </p>
        {item.last_error ? (
          <p className="mt-1 text-xs break-words text-red-800">Last error: {item.last_error}</p>
        ) : null}
      </div>
      {item.processed ? null : (
        <Button
          size="sm"
          variant="outline"
          className="self-start"
          disabled={retry.pending}
          aria-label={`Retry ${sentenceCase(item.event_type).toLowerCase()} for order #${item.order_number}`}
          onClick={() => retry.start()}
        >
          {retry.pending ? 'Retrying…' : 'Retry'}
        </Button>
      )}
    </li>
  );
}

export function QueueSection() {
  const api = useApi();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const show: QueueShow = search.get('show') === 'all' ? 'all' : 'unprocessed';
  const query = useQuery(mailQueueQuery(api, show));
  const retryAll = useAction(async () => {
    const answer = await retryAllQueueItems(api);
    await queryClient.invalidateQueries({ queryKey: MAIL_QUEUE_KEY });
    if (!answer.notifications_enabled) notify.info(PAUSED);
    else
      notify.success(
        `Retried ${plural(answer.lifted, 'e-mail')}: ${answer.sent} sent, ${answer.failed} failed${answer.unprocessed > 0 ? `, ${answer.unprocessed} still waiting` : ''}.`,
      );
  });
  const unprocessed = query.data?.unprocessed ?? 0;

  return (
    <>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm" role="status">
          {query.data ? (
            <strong>
              {unprocessed === 0
                ? 'Nothing waiting to be sent.'
                : `${plural(unprocessed, 'order e-mail')} waiting to be sent.`}
            </strong>
          ) : null}
        </p>
        <div className="flex gap-2">
          <Button
            size="sm"
            variant="outline"
            disabled={query.isFetching}
            onClick={() => void query.refetch()}
          >
            Refresh
          </Button>
          <Button size="sm" disabled={retryAll.pending || unprocessed === 0} onClick={() => retryAll.start()}>
            {retryAll.pending ? 'Retrying…' : 'Retry all'}
          </Button>
        </div>
      </div>
      {query.data && !query.data.notifications_enabled ? (
        <p className="mb-4 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          {PAUSED}{' '}
          <Link to="/admin/email-settings" className="font-medium underline">
            Open Email Settings
          </Link>
        </p>
      ) : null}
      <TabLinks
        label="Which order e-mails"
        tabs={[
          { to: '?tab=queue', label: 'Unprocessed', current: show === 'unprocessed' },
          { to: '?tab=queue&show=all', label: 'All', current: show === 'all' },
        ]}
      />
      <QueryResults
        query={query}
        loading="Loading the queue…"
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState title={show === 'all' ? 'No order e-mails yet' : 'Every order e-mail has been sent'} />
        }
      >
        {(data) => (
          <Panel title={`Order e-mails (${data.items.length})`}>
            <ul className="divide-y divide-ink/10">
              {data.items.map((item) => (
                <QueueItem key={item.id} item={item} data={data} />
              ))}
            </ul>
          </Panel>
        )}
      </QueryResults>
    </>
  );
}
