// The orders that used a code, with what each saved.
import { formatKes } from '@shop/domain/rules';
import { Link } from 'react-router';
import type { DiscountUsage } from '../api/discounts-api';
import { Panel } from '../components/states';
import { formatDateTime, plural } from '../format';

const COLUMNS = [
  { header: 'Order', className: 'pr-3' },
  { header: 'Customer', className: 'pr-3' },
  { header: 'Saved', className: 'pr-3 text-right' },
  { header: 'Order total', className: 'pr-3 text-right' },
  { header: 'Date', className: '' },
];

export function DiscountUsagePanel({ usage }: { usage: DiscountUsage }) {
  const { discount } = usage;
  return (
    <Panel title="Usage">
      <p className="mb-3 text-sm">
        Used {plural(discount.uses, 'time')}
        {discount.usage_limit ? ` of ${discount.usage_limit} allowed` : ''}; {formatKes(discount.total_given)}{' '}
        given in all. Cancelled and refunded orders are not counted.
      </p>
      {usage.usage.length === 0 ? (
        <p className="text-sm text-muted">No order has used this code yet.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[32rem] text-left text-sm">
            <caption className="sr-only">Orders that used {discount.code}, newest first</caption>
            <thead className="border-b border-ink/10 text-xs text-muted uppercase">
              <tr>
                {COLUMNS.map(({ header, className }) => (
                  <th key={header} scope="col" className={`py-2 font-semibold ${className}`}>
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-ink/10">
              {usage.usage.map((use, i) => (
                <tr key={`${use.order_id ?? 'held'}-${i}`}>
                  <th scope="row" className="py-2 pr-3 font-mono font-semibold">
                    {use.order_id ? (
                      <Link to={`/admin/orders/${use.order_id}`} className="underline">
                        #{use.short_id}
                      </Link>
                    ) : (
                      <span className="font-sans font-normal text-muted">Checkout in progress</span>
                    )}
                  </th>
                  <td className="py-2 pr-3">{use.customer}</td>
                  <td className="py-2 pr-3 text-right">
                    {use.counted ? (
                      formatKes(use.discount_amount)
                    ) : (
                      <>
                        <s>{formatKes(use.discount_amount)}</s>
                        <span className="block text-xs text-muted">Cancelled or refunded: not counted</span>
                      </>
                    )}
                  </td>
                  <td className="py-2 pr-3 text-right">
                    {use.order_total === null ? '—' : formatKes(use.order_total)}
                  </td>
                  <td className="py-2 whitespace-nowrap">{formatDateTime(use.at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}
