// An order's lines and totals in KES: one row per line (name, size, quantity, line total), then the
// discount, delivery and the total. Three narrow columns, so it reads on a 360 px phone.
import { formatKes } from '@shop/domain/rules';
import type { CSSProperties } from 'react';
import { COLOURS } from './mail-brand';

export type OrderLine = {
  name: string;
  size: string | null;
  bundle: boolean;
  quantity: number;
  /** price × quantity, whole shillings */
  lineTotal: number;
};
export type OrderSummary = {
  lines: readonly OrderLine[];
  discount: { code: string | null; amount: number } | null;
  delivery: number;
  total: number;
  /** "Total paid", or another word for what the total is */
  totalLabel: string;
};

const cell: CSSProperties = {
  borderBottom: `1px solid ${COLOURS.line}`,
  fontSize: '14px',
  lineHeight: '20px',
  padding: '10px 0',
  verticalAlign: 'top',
};
const number: CSSProperties = { ...cell, textAlign: 'right', whiteSpace: 'nowrap', paddingLeft: '12px' };
const head: CSSProperties = { ...cell, color: COLOURS.muted, fontSize: '12px', fontWeight: 600 };

function TotalRow({ label, amount, strong }: { label: string; amount: string; strong?: boolean }) {
  const weight = strong ? { fontWeight: 700, fontSize: '16px', borderBottom: 'none' } : {};
  return (
    <tr>
      <td colSpan={2} style={{ ...cell, ...weight }}>
        {label}
      </td>
      <td style={{ ...number, ...weight }}>{amount}</td>
    </tr>
  );
}

export function OrderLines({ summary }: { summary: OrderSummary }) {
  const { discount } = summary;
  return (
    <table
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      style={{ borderCollapse: 'collapse', margin: '8px 0' }}
    >
      <thead>
        <tr>
          <th scope="col" align="left" style={head}>
            Item
          </th>
          <th scope="col" style={{ ...head, textAlign: 'right', paddingLeft: '12px' }}>
            Qty
          </th>
          <th scope="col" style={{ ...head, textAlign: 'right', paddingLeft: '12px' }}>
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {summary.lines.map((line, i) => (
          <tr key={i}>
            <td style={cell}>
              <span style={{ fontWeight: 600 }}>{line.name}</span>
              {line.bundle || line.size ? (
                <span style={{ color: COLOURS.muted, display: 'block', fontSize: '13px' }}>
                  {[line.bundle ? 'Bundle' : null, line.size ? `Size ${line.size}` : null]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              ) : null}
            </td>
            <td style={number}>× {line.quantity}</td>
            <td style={number}>{formatKes(line.lineTotal)}</td>
          </tr>
        ))}
        {discount && discount.amount > 0 ? (
          <TotalRow
            label={discount.code ? `Discount (${discount.code})` : 'Discount'}
            amount={`− ${formatKes(discount.amount)}`}
          />
        ) : null}
        <TotalRow label="Delivery" amount={summary.delivery > 0 ? formatKes(summary.delivery) : 'Free'} />
        <TotalRow label={summary.totalLabel} amount={formatKes(summary.total)} strong />
      </tbody>
    </table>
  );
}
