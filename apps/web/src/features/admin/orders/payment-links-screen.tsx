// /admin/payment-links: M-Pesa payment links the owner sends — manual orders for sales made in WhatsApp
// or Instagram (?new opens the form) and call-back links made from unfinished checkouts — each with
// its state, the ways to send it while it can be paid, and its order once paid.
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { useApi } from '../../../lib/use-api';
import { paymentLinksQuery, type PaymentLink } from '../api/payment-links-api';
import { QueryResults } from '../components/list-page';
import { PageHeader } from '../components/page-header';
import { EmptyState, Panel } from '../components/states';
import { TabLinks } from '../components/tab-links';
import { ManualOrderForm } from './manual-order-form';
import { PaymentLinkCard } from './payment-link-card';

export function Component() {
  const [search] = useSearchParams();
  const show = search.get('show') === 'open' ? 'open' : 'all';
  const making = search.has('new');
  const [made, setMade] = useState<PaymentLink | null>(null);
  const query = useQuery(paymentLinksQuery(useApi(), show));
  return (
    <>
      <PageHeader
        title="Payment links"
        description="Sell pieces agreed in WhatsApp or Instagram: choose them, type the customer’s M-Pesa number and send the link. The customer pays through the shop’s checkout; the pieces are held only while they pay."
        actions={
          making ? null : (
            <Link to="?new" className={buttonClasses('primary', 'sm')}>
              <Plus aria-hidden="true" className="size-4" />
              New payment link
            </Link>
          )
        }
      />
      {making ? (
        <Panel title="New payment link">
          <ManualOrderForm onMade={setMade} />
        </Panel>
      ) : null}
      {made ? (
        <section aria-label="The link you just made" className="my-4">
          <p role="status" className="mb-2 text-sm font-semibold text-green-800">
            Link made. Send it to {made.customer_name ?? made.phone}:
          </p>
          <PaymentLinkCard link={made} headingLevel={2} />
        </section>
      ) : null}
      <TabLinks
        label="Which links"
        tabs={[
          { to: '?', label: 'All', current: show === 'all' },
          { to: '?show=open', label: 'Waiting for payment', current: show === 'open' },
        ]}
      />
      <QueryResults
        query={query}
        loading="Loading payment links…"
        isEmpty={(rows) => rows.length === 0}
        empty={
          <EmptyState title={show === 'open' ? 'No link is waiting for payment' : 'No payment links yet'}>
            Make one with “New payment link”, or from an unfinished checkout.
          </EmptyState>
        }
      >
        {(rows) => (
          <ul className="grid gap-3 lg:grid-cols-2" aria-label="Payment links">
            {rows.map((link) => (
              <li key={link.id}>
                <PaymentLinkCard link={link} />
              </li>
            ))}
          </ul>
        )}
      </QueryResults>
    </>
  );
}
