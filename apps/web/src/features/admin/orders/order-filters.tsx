// The order list's search and filters. On phones the filters fold behind a "Filters" button that
// says how many are on; on wider screens they stay open. Every change goes into the address.
import { ListFilter } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { bindFilter, bindSearch, FiltersOn } from '../components/list-filters';
import { ListSearch } from '../components/list-search';
import { SelectField, TextField } from '../components/fields';
import { sentenceCase } from '../format';
import {
  activeFilterCount,
  FILTER_KEYS,
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
  const filter = bindFilter(filters, onChange);

  return (
    <div className="mb-4 space-y-3">
      <div className="flex gap-2">
        <ListSearch
          label="Search orders"
          labelHidden
          className="min-w-0 flex-1"
          {...bindSearch(filters, onChange)}
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
          {...filter('status')}
          options={[ANY, ...ORDER_STATUSES.map((s) => ({ value: s, label: sentenceCase(s) }))]}
        />
        <SelectField
          label="Fulfillment"
          {...filter('fulfillment')}
          options={[ANY, ...FULFILLMENT_STATUSES.map((s) => ({ value: s, label: sentenceCase(s) }))]}
        />
        <SelectField
          label="Customer"
          {...filter('kind')}
          options={[
            ANY,
            { value: 'guest', label: 'Guests' },
            { value: 'customer', label: 'With an account' },
          ]}
        />
        <SelectField
          label="Refund"
          {...filter('refund')}
          options={[ANY, { value: 'owed', label: 'Refund owed' }, { value: 'refunded', label: 'Refunded' }]}
        />
        <TextField label="From" type="date" max={filters.to} {...filter('from')} />
        <TextField label="To" type="date" min={filters.from} {...filter('to')} />
        <SelectField
          label="Sort by"
          {...filter('sort')}
          options={ORDER_SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }))}
        />
      </div>
      <FiltersOn count={count} keys={FILTER_KEYS} onChange={onChange} />
    </div>
  );
}
