// /creator-dashboard: the approved creator's referral link and code, clicks, orders, revenue and
// commission (earned, waiting to be paid, paid), payout history, their videos with views and bag
// adds and review status, and the upload of a new video (shown in the shop once the owner approves).
import { formatKes } from '@shop/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Container } from '../../../components/ui/container';
import { useApi } from '../../../lib/use-api';
import { creatorDashboardQuery, creatorStatusQuery, type CreatorDashboard } from '../api/creators-api';
import { CopyLink } from './copy-link';
import { CreatorVideos } from './creator-videos';
import { VideoUploadForm } from './video-upload-form';

function Stat({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="rounded-2xl border border-ink/10 bg-white p-4">
      <dt className="text-muted text-xs font-medium uppercase">{label}</dt>
      <dd className="mt-1 text-xl font-black" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

const STATE_LABELS = {
  counted: 'Counted',
  partly_refunded: 'Partly refunded',
  reversed: 'Reversed',
} as const;

function Figures({ data }: { data: CreatorDashboard }) {
  const f = data.figures;
  return (
    <section aria-labelledby="creator-figures" className="mt-6">
      <h2 id="creator-figures" className="text-lg font-bold">
        Your results
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Stat label="Clicks" value={String(f.clicks)} testId="creator-clicks" />
        <Stat label="Orders" value={String(f.orders)} testId="creator-orders" />
        <Stat label="Revenue" value={formatKes(f.revenue)} />
        <Stat label="Conversion" value={`${f.conversion}%`} />
        <Stat label="Commission earned" value={formatKes(f.commission.earned)} testId="commission-earned" />
        <Stat
          label="Waiting to be paid"
          value={formatKes(f.commission.pending)}
          testId="commission-pending"
        />
        <Stat label="Paid to you" value={formatKes(f.commission.paid)} testId="commission-paid" />
        <Stat label="Your rate" value={`${data.creator.commission_percent}%`} />
      </dl>
      <h3 className="mt-6 font-bold">Orders you brought</h3>
      {data.orders.length === 0 ? (
        <p className="text-muted mt-2 text-sm">No orders yet. Share your link to get started.</p>
      ) : (
        <ul className="mt-2 divide-y divide-ink/10 rounded-2xl border border-ink/10 bg-white">
          {data.orders.map((o) => (
            <li key={o.order_id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
              <span className="font-mono">#{o.short_id}</span>
              <span className="text-muted">{new Date(o.at).toLocaleDateString('en-KE')}</span>
              <span>{STATE_LABELS[o.state]}</span>
              <span className="font-semibold">{formatKes(o.commission)}</span>
            </li>
          ))}
        </ul>
      )}
      <h3 className="mt-6 font-bold">Payouts</h3>
      {data.payouts.length === 0 ? (
        <p className="text-muted mt-2 text-sm">No payouts yet. We pay by M-Pesa.</p>
      ) : (
        <ul
          className="mt-2 divide-y divide-ink/10 rounded-2xl border border-ink/10 bg-white"
          data-testid="creator-payouts"
        >
          {data.payouts.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
              <span>{new Date(p.at).toLocaleDateString('en-KE')}</span>
              <span className="font-mono">{p.mpesa_reference}</span>
              <span className="font-semibold">{formatKes(p.amount)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function NotACreator({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="rounded-2xl bg-white p-6" data-testid="not-a-creator">
      <p className="font-semibold">
        {signedIn
          ? 'This page is for approved creators.'
          : 'Sign in with your creator account to open your dashboard.'}
      </p>
      <p className="mt-2 flex flex-wrap gap-4 text-sm">
        {signedIn ? null : (
          <Link to="/login?next=/creator-dashboard" className="underline">
            Sign in
          </Link>
        )}
        <Link to="/collaborate" className="underline">
          About the creators programme and how to apply
        </Link>
      </p>
    </div>
  );
}

export default function CreatorDashboardPage() {
  const api = useApi();
  // Who is asking first (always answered): a visitor or a customer is told, never sent to a refusal.
  const status = useQuery(creatorStatusQuery(api));
  const dashboard = useQuery({ ...creatorDashboardQuery(api), enabled: status.data?.creator === true });
  let body;
  if (status.isError || dashboard.isError) {
    body = (
      <p role="alert" className="text-red-700">
        {(status.error ?? dashboard.error)?.message}
      </p>
    );
  } else if (status.data && !status.data.creator) {
    body = <NotACreator signedIn={status.data.signed_in} />;
  } else if (!dashboard.data) {
    body = (
      <p role="status" className="text-muted py-10">
        Loading your dashboard…
      </p>
    );
  } else {
    const data = dashboard.data;
    body = (
      <>
        <section
          aria-labelledby="creator-link"
          className="rounded-2xl border border-ink/10 bg-white p-4 sm:p-6"
        >
          <h2 id="creator-link" className="text-lg font-bold">
            Your referral link
          </h2>
          <p className="text-muted mt-1 text-sm">
            Shoppers who open it and pay within 30 days earn you {data.creator.commission_percent}% of the
            goods (after any discount, delivery not included). Cancelled orders and refunds take it back.
          </p>
          <CopyLink
            link={data.creator.link}
            code={data.creator.code}
            discountCode={data.creator.discount_code}
          />
        </section>
        <Figures data={data} />
        <CreatorVideos videos={data.videos} />
        <VideoUploadForm />
      </>
    );
  }
  return (
    <Container className="py-8 sm:py-10">
      <h1 className="mb-4 text-3xl font-black">Creator Dashboard</h1>
      {body}
    </Container>
  );
}
