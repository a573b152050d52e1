// The order list's search and filters. On phones the filters fold behind a "Filters" button that
// says how many are on; on wider screens they stay open. Every change goes into the address.
import { ListFilter } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ListSearch } from '../components/list-search';
import { SelectField, TextField } from '../components/fields';
import { sentenceCase } from '../format';
import {
  activeFilterCount,
  FULFILLMENT_STATUSES,
  ORDER_SORTS,
  ORDER_STATUSES,
  type OrderFilters,
  type OrderSort,
} from './order-params';

const ANY = { value: '', label: 'Any' };
export const SORT_LABELS: Record<OrderSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  'total-desc': 'Highest total',
  'total-asc': 'Lowest total',
};

type Props = { filters: OrderFilters; onChange: (patch: Partial<OrderFilters>, replace?: boolean) => void };

export function OrderFiltersBar({ filters, onChange }: Props) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(filters);
  const set = (key: keyof OrderFilters) => (event: { target: { value: string } }) =>
    onChange({ [key]: event.target.value || undefined });

  return (
    <div className="mb-4 space-y-3">
      <div className="flex gap-2">
        <ListSearch
          label="Search orders"
          labelHidden
          className="min-w-0 flex-1"
          value={filters.q ?? ''}
          onSearch={(q) => onChange({ q: q || undefined }, true)}
          placeholder="Phone, reference, order id, name or e-mail"
        />
        <Button
          variant="outline"
          className="shrink-0 md:hidden"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          <ListFilter aria-hidden="true" className="size-4" />
          Filters{count > 0 ? ` (${count})` : ''}
        </Button>
      </div>
      <div
        id={panelId}
        className={`${open ? 'grid' : 'hidden'} grid-cols-2 gap-3 md:grid md:grid-cols-4 2xl:grid-cols-7`}
      >
        <SelectField
          label="Payment status"
          value={filters.status ?? ''}
          onChange={set('status')}
          options={[ANY, ...ORDER_STATUSES.map((s) => ({ value: s, label: sentenceCase(s) }))]}
        />
        <SelectField
          label="Fulfillment"
          value={filters.fulfillment ?? ''}
          onChange={set('fulfillment')}
          options={[ANY, ...FULFILLMENT_STATUSES.map((s) => ({ value: s, label: sentenceCase(s) }))]}
        />
        <SelectField
          label="Customer"
          value={filters.kind ?? ''}
          onChange={set('kind')}
          options={[
            ANY,
            { value: 'guest', label: 'Guests' },
            { value: 'customer', label: 'With an account' },
          ]}
        />
        <SelectField
          label="Refund"
          value={filters.refund ?? ''}
          onChange={set('refund')}
          options={[ANY, { value: 'owed', label: 'Refund owed' }, { value: 'refunded', label: 'Refunded' }]}
        />
        <TextField
          label="From"
          type="date"
          value={filters.from ?? ''}
          max={filters.to}
          onChange={set('from')}
        />
        <TextField label="To" type="date" value={filters.to ?? ''} min={filters.from} onChange={set('to')} />
        <SelectField
          label="Sort by"
          value={filters.sort}
          onChange={(event) => onChange({ sort: event.target.value as OrderSort })}
          options={ORDER_SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }))}
        />
      </div>
      {count > 0 ? (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-muted">{count === 1 ? '1 filter on' : `${count} filters on`}</span>
          <Button
            variant="ghost"
            size="sm"
            className="underline"
            onClick={() =>
              onChange({
                status: undefined,
                fulfillment: undefined,
                kind: undefined,
                refund: undefined,
                from: undefined,
                to: undefined,
                q: undefined,
              })
            }
          >
            Clear filters
          </Button>
        </div>
      ) : null}
    </div>
  );
}
