// The Outbox tab of /admin/email-diagnostics: the mail and text messages the shop kept because no SMTP
// server or SMS provider is set (password resets, order e-mails, sign-in codes), newest first.
import { useQuery } from '@tanstack/react-query';
import { Mail, MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useApi } from '../../../lib/use-api';
import { outboxQuery, type Outbox } from '../api/outbox-api';
import { ListSearch } from '../components/list-search';
import { QueryResults } from '../components/list-page';
import { EmptyState, Panel } from '../components/states';
import { Badge } from '../components/status-badges';
import { formatDateTime, sentenceCase } from '../format';
import { MailView } from './mail-view';

type KeptMail = Outbox['mail'][number];

/** One kept mail; its message (an HTML frame, or the text) is drawn only once it is opened. */
function MailItem({ mail: m }: { mail: KeptMail }) {
  const [open, setOpen] = useState(false);
  return (
    <li className="py-3">
      <details className="group" onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className="cursor-pointer list-none">
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-semibold">{m.subject}</span>
            <Badge colour="grey">{sentenceCase(m.kind)}</Badge>
          </span>
          <span className="block text-xs text-muted">
            To {m.to} · {formatDateTime(m.createdAt)} ·{' '}
            <span className="underline group-open:hidden">show the message</span>
            <span className="hidden underline group-open:inline">hide the message</span>
          </span>
        </summary>
        {open ? (
          <div className="mt-2">
            <MailView html={m.html} text={m.text} frameTitle={`E-mail: ${m.subject}`} />
          </div>
        ) : null}
      </details>
    </li>
  );
}

function MailList({ mail }: { mail: Outbox['mail'] }) {
  if (mail.length === 0) return <p className="text-sm text-muted">No e-mail kept.</p>;
  return (
    <ul className="divide-y divide-ink/10">
      {mail.map((m) => (
        <MailItem key={m.id} mail={m} />
      ))}
    </ul>
  );
}

function SmsList({ sms }: { sms: Outbox['sms'] }) {
  if (sms.length === 0) return <p className="text-sm text-muted">No text messages kept.</p>;
  return (
    <ul className="divide-y divide-ink/10">
      {sms.map((s) => (
        <li key={s.id} className="py-3 text-sm">
          <p className="break-words">{s.text}</p>
          <p className="text-xs text-muted">
            To {s.to} · {formatDateTime(s.createdAt)}
          </p>
        </li>
      ))}
    </ul>
  );
}

export function OutboxSection() {
  const [search, setSearch] = useSearchParams();
  const to = search.get('to')?.trim() ?? '';
  const query = useQuery(outboxQuery(useApi(), to));

  return (
    <>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <p className="max-w-2xl text-sm text-muted">
          No mail server or SMS provider is set, so the shop keeps its e-mails and text messages here (the
          latest 50 of each). Set SMTP_URL or SMS_PROVIDER to send them for real.
        </p>
        <Button
          size="sm"
          variant="outline"
          className="self-start"
          disabled={query.isFetching}
          onClick={() => void query.refetch()}
        >
          Refresh
        </Button>
      </div>
      <ListSearch
        label="Recipient"
        className="mb-4 max-w-md"
        value={to}
        onSearch={(value) => setSearch(value ? { to: value } : {}, { replace: true })}
        placeholder="An exact e-mail address or +2547… number"
        hint="Empty: everyone."
      />
      <QueryResults
        query={query}
        loading="Loading the outbox…"
        isEmpty={(data) => data.mail.length + data.sms.length === 0}
        empty={<EmptyState title={to ? `Nothing kept for ${to}` : 'The outbox is empty'} />}
      >
        {(data) => (
          <div className="grid gap-4 xl:grid-cols-2">
            <Panel
              title={
                <span className="flex items-center gap-2">
                  <Mail aria-hidden="true" className="size-4" />
                  E-mails ({data.mail.length})
                </span>
              }
            >
              <MailList mail={data.mail} />
            </Panel>
            <Panel
              title={
                <span className="flex items-center gap-2">
                  <MessageSquare aria-hidden="true" className="size-4" />
                  Text messages ({data.sms.length})
                </span>
              }
            >
              <SmsList sms={data.sms} />
            </Panel>
          </div>
        )}
      </QueryResults>
    </>
  );
}
