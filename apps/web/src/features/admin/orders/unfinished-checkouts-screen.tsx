// /admin/orders/unfinished: checkouts that ended without an order (M-Pesa declined, timed out, or the
// payment closed), with the shopper's phone, so the owner can call or message them. "Called" takes a
// checkout off the open list; a shopper who paid for a later checkout is left off it too.
import { formatKes, UNFINISHED_REASON_LABELS } from '@shop/domain/rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link2, MessageCircle, Phone } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/notify';
import { useApi } from '../../../lib/use-api';
import { refreshAdmin } from '../api/orders-api';
import { createCallBackLink, type PaymentLink } from '../api/payment-links-api';
import {
  markCalled,
  unfinishedCheckoutsQuery,
  type UnfinishedCheckout,
} from '../api/unfinished-checkouts-api';
import { QueryResults } from '../components/list-page';
import { PageHeader } from '../components/page-header';
import { EmptyState } from '../components/states';
import { TabLinks } from '../components/tab-links';
import { formatDateTime } from '../format';
import { PaymentLinkCard } from './payment-link-card';

const REASON_TONE = {
  declined: 'bg-red-50 text-red-900',
  timed_out: 'bg-amber-50 text-amber-900',
  closed: 'bg-ink/5 text-ink',
} as const;

function CheckoutCard({ checkout }: { checkout: UnfinishedCheckout }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [link, setLink] = useState<PaymentLink | null>(null);
  const who = checkout.customer_name ?? checkout.phone ?? 'A shopper';
  // One tap: a fresh link with the same pieces, and WhatsApp opened with the call-back words and the
  // link typed (the card below keeps SMS, copy and WhatsApp at hand if the browser held the window).
  const sendLink = async () => {
    setSaving(true);
    try {
      const made = await createCallBackLink(api, checkout.id);
      setLink(made);
      window.open(made.whatsapp_url, '_blank', 'noopener');
    } catch (error) {
      notify.error(error instanceof Error ? error.message : 'Could not make the link. Please try again.');
    } finally {
      setSaving(false);
    }
  };
  const toggle = async () => {
    setSaving(true);
    try {
      await markCalled(api, checkout.id, !checkout.called_at);
      notify.success(checkout.called_at ? `${who} is back on the list.` : `Marked ${who} as called.`);
      await refreshAdmin(queryClient);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : 'Could not save the mark. Please try again.');
    } finally {
      setSaving(false);
    }
  };
  return (
    <li className="rounded-2xl border border-ink/10 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-lg font-bold">{formatKes(checkout.total)}</p>
          <p className="text-xs text-muted">
            {formatDateTime(checkout.created_at)} ·{' '}
            {checkout.payment_method === 'mpesa' ? 'M-Pesa' : checkout.payment_method}
          </p>
        </div>
        <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${REASON_TONE[checkout.reason]}`}>
          {UNFINISHED_REASON_LABELS[checkout.reason]}
        </span>
      </div>
      <ul className="mt-2 text-sm" aria-label="Pieces">
        {checkout.pieces.map((piece, i) => (
          <li key={i}>
            {piece.name}
            {piece.size ? <span className="text-muted"> · size {piece.size}</span> : null}
            {piece.quantity > 1 ? <span className="text-muted"> × {piece.quantity}</span> : null}
          </li>
        ))}
      </ul>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">Shopper</dt>
        <dd className="min-w-0 break-words">
          {checkout.customer_name ?? '—'}
          {checkout.customer_email ? (
            <span className="block text-xs text-muted">{checkout.customer_email}</span>
          ) : null}
        </dd>
        <dt className="text-muted">Phone</dt>
        <dd>{checkout.phone ?? '—'}</dd>
        {checkout.called_at ? (
          <>
            <dt className="text-muted">Called</dt>
            <dd>
              {formatDateTime(checkout.called_at)}
              <span className="block text-xs text-muted">{checkout.called_by}</span>
            </dd>
          </>
        ) : null}
        {checkout.bought_since ? (
          <>
            <dt className="text-muted">Since</dt>
            <dd>Paid for a later checkout</dd>
          </>
        ) : null}
      </dl>
      <div className="mt-3 flex flex-wrap gap-2">
        {checkout.phone ? (
          <a href={`tel:${checkout.phone.replace(/\s/g, '')}`} className={buttonClasses('outline', 'sm')}>
            <Phone aria-hidden="true" className="size-4" />
            Call<span className="sr-only"> {who}</span>
          </a>
        ) : null}
        {checkout.whatsapp_url ? (
          <a
            href={checkout.whatsapp_url}
            target="_blank"
            rel="noopener"
            className={buttonClasses('outline', 'sm')}
          >
            <MessageCircle aria-hidden="true" className="size-4" />
            Message on WhatsApp<span className="sr-only"> to {who} (opens WhatsApp)</span>
          </a>
        ) : null}
        {checkout.phone && !link ? (
          <Button size="sm" variant="outline" onClick={sendLink} disabled={saving}>
            <Link2 aria-hidden="true" className="size-4" />
            Send payment link<span className="sr-only"> to {who} (opens WhatsApp)</span>
          </Button>
        ) : null}
        <Button
          size="sm"
          variant={checkout.called_at ? 'ghost' : 'primary'}
          onClick={toggle}
          disabled={saving}
        >
          {checkout.called_at ? 'Not called yet' : 'Mark as called'}
          <span className="sr-only">
            {' '}
            ({who}, {formatKes(checkout.total)})
          </span>
        </Button>
      </div>
      {link ? (
        <div className="mt-3">
          <PaymentLinkCard link={link} headingLevel={3} />
        </div>
      ) : null}
    </li>
  );
}

export function Component() {
  const [search] = useSearchParams();
  const show = search.get('show') === 'all' ? 'all' : 'open';
  const api = useApi();
  const query = useQuery(unfinishedCheckoutsQuery(api, show));
  return (
    <>
      <PageHeader
        title="Unfinished checkouts"
        description="Checkouts of the last 14 days that ended without an order: the M-Pesa prompt was declined, timed out, or the payment was closed. Call or message the shopper, then mark them as called."
      />
      <TabLinks
        label="Which checkouts"
        tabs={[
          { to: '?', label: 'To call', current: show === 'open' },
          { to: '?show=all', label: 'All', current: show === 'all' },
        ]}
      />
      <QueryResults
        query={query}
        loading="Loading unfinished checkouts…"
        isEmpty={(rows) => rows.length === 0}
        empty={
          <EmptyState title={show === 'open' ? 'Nobody to call' : 'No unfinished checkouts'}>
            {show === 'open' ? 'Every recent checkout was paid, called or bought again.' : null}
          </EmptyState>
        }
      >
        {(rows) => (
          <ul
            className="grid gap-3 lg:grid-cols-2"
            aria-label={show === 'open' ? 'Checkouts to call back' : 'Unfinished checkouts'}
          >
            {rows.map((checkout) => (
              <CheckoutCard key={checkout.id} checkout={checkout} />
            ))}
          </ul>
        )}
      </QueryResults>
    </>
  );
}
