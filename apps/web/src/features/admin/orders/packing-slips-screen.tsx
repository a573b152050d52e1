// /admin/orders/packing-slips?ids=a,b: the packing slips of the chosen orders, one per printed page
// (the admin's frame and this screen's own controls stay off the paper). Each slip: the shop's logo
// (its name as the picture's text) or name,
// the order's number and date, who gets it (name, phone, delivery address), the pieces with size and
// quantity, the delivery method and the rider / tracking note; the total only when the owner asks.
import { formatKes, formatPhoneForDisplay } from '@shop/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useApi } from '../../../lib/use-api';
import { packingSlipsQuery, type PackingSlips } from '../api/orders-api';
import { CheckboxField } from '../components/fields';
import { PageHeader } from '../components/page-header';
import { EmptyState, ErrorState, LoadingState } from '../components/states';
import { formatDateTime } from '../format';

type Slip = PackingSlips['slips'][number];
type Brand = Pick<PackingSlips, 'shop_name' | 'shop_logo' | 'shop_logo_width' | 'shop_logo_height'>;

const DELIVERY: Record<string, string> = { standard: 'Standard delivery', same_day: 'Same-day delivery' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function PackingSlip({ slip, brand, withTotal }: { slip: Slip; brand: Brand; withTotal: boolean }) {
  return (
    <article
      aria-label={`Packing slip for order #${slip.short_id}`}
      className="rounded-2xl border border-ink/15 bg-white p-5 text-ink print:break-after-page print:rounded-none print:border-0 print:p-0 print:last:break-after-auto"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2 border-b border-ink/15 pb-3">
        <p className="text-xl font-black tracking-tight uppercase">
          {brand.shop_logo ? (
            <img
              src={brand.shop_logo}
              alt={brand.shop_name}
              width={brand.shop_logo_width}
              height={brand.shop_logo_height}
              className="h-10 w-auto max-w-40 object-contain object-left"
            />
          ) : (
            brand.shop_name
          )}
        </p>
        <p className="text-sm font-semibold">Packing slip</p>
      </header>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">Order</dt>
        <dd className="font-mono font-semibold">#{slip.short_id}</dd>
        <dt className="text-muted">Date</dt>
        <dd>{formatDateTime(slip.created_at)}</dd>
        <dt className="text-muted">Customer</dt>
        <dd>{slip.customer}</dd>
        <dt className="text-muted">Phone</dt>
        <dd>{slip.phone ? formatPhoneForDisplay(slip.phone) : '—'}</dd>
        <dt className="text-muted">Deliver to</dt>
        <dd>{slip.address ?? 'Delivery details not given yet'}</dd>
        <dt className="text-muted">Delivery</dt>
        <dd>{DELIVERY[slip.delivery_option] ?? slip.delivery_option}</dd>
        {slip.tracking_note ? (
          <>
            <dt className="text-muted">Rider / tracking</dt>
            <dd className="break-words">{slip.tracking_note}</dd>
          </>
        ) : null}
      </dl>
      <table className="mt-4 w-full text-left text-sm">
        <caption className="sr-only">Pieces in order #{slip.short_id}</caption>
        <thead className="border-b border-ink/15 text-xs text-muted uppercase">
          <tr>
            <th scope="col" className="py-2 pr-2">
              Item
            </th>
            <th scope="col" className="px-2 py-2">
              Size
            </th>
            <th scope="col" className="py-2 pl-2 text-right">
              Qty
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink/10">
          {slip.lines.map((line) => (
            <tr key={line.id}>
              <td className="py-2 pr-2 align-top">
                {line.name}
                {line.components.length ? (
                  <ul className="mt-1 list-disc pl-4 text-xs text-muted">
                    {line.components.map((c, i) => (
                      <li key={i}>
                        {c.quantity} × {c.name}
                        {c.size ? ` (size ${c.size})` : ''}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </td>
              <td className="px-2 py-2 align-top">{line.size ?? '—'}</td>
              <td className="py-2 pl-2 text-right align-top font-semibold">{line.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {withTotal ? (
        <p className="mt-3 flex justify-between border-t border-ink/15 pt-3 text-sm font-bold">
          <span>Order total</span>
          <span>{formatKes(slip.total_amount)}</span>
        </p>
      ) : null}
    </article>
  );
}

export function Component() {
  const [params] = useSearchParams();
  const ids = (params.get('ids') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => UUID.test(id));
  const [withTotal, setWithTotal] = useState(false);
  const query = useQuery({ ...packingSlipsQuery(useApi(), ids), enabled: ids.length > 0 });
  const title = ids.length === 1 ? 'Packing slip' : 'Packing slips';

  const header = (
    <div className="print:hidden">
      <PageHeader
        title={title}
        description="One slip per printed page."
        actions={
          <>
            <Link to="/admin/orders" className={buttonClasses('outline', 'sm')}>
              Back to orders
            </Link>
            {query.data?.slips.length ? (
              <Button size="sm" onClick={() => window.print()}>
                <Printer aria-hidden="true" className="size-4" />
                Print
              </Button>
            ) : null}
          </>
        }
      />
    </div>
  );

  if (ids.length === 0)
    return (
      <>
        {header}
        <EmptyState title="No orders chosen">
          Choose orders in the order list, then open their packing slips.
        </EmptyState>
      </>
    );
  if (query.isPending)
    return (
      <>
        {header}
        <LoadingState label="Loading the packing slips…" />
      </>
    );
  if (query.isError)
    return (
      <>
        {header}
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </>
    );

  const { slips, missing, ...brand } = query.data;
  return (
    <>
      {header}
      <div className="mb-4 space-y-2 print:hidden">
        <CheckboxField
          label="Show the order total on each slip"
          checked={withTotal}
          onChange={(e) => setWithTotal(e.target.checked)}
        />
        {missing.length ? (
          <p role="alert" className="text-sm font-medium text-red-800">
            No order found for {missing.map((m) => `#${m}`).join(', ')}.
          </p>
        ) : null}
      </div>
      <div className="space-y-4 print:space-y-0">
        {slips.map((slip) => (
          <PackingSlip key={slip.id} slip={slip} brand={brand} withTotal={withTotal} />
        ))}
      </div>
    </>
  );
}
