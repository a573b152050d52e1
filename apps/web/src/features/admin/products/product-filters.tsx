// The product list's search, filters and sort; every change goes into the address.
import { Button } from '../../../components/ui/button';
import { ListSearch } from '../components/list-search';
import { SelectField } from '../components/fields';
import { sentenceCase } from '../format';
import {
  activeFilterCount,
  LOW_STOCK,
  PRODUCT_SORTS,
  SORT_LABELS,
  type ProductFilters,
  type ProductSort,
} from './product-params';

type Props = {
  filters: ProductFilters;
  categories: readonly string[];
  onChange: (patch: Partial<ProductFilters>, replace?: boolean) => void;
};

export function ProductFiltersBar({ filters, categories, onChange }: Props) {
  const count = activeFilterCount(filters);
  // A category in the address that no product has any more still shows as chosen.
  const all = [...new Set([...categories, ...(filters.category ? [filters.category] : [])])].sort();

  return (
    <div className="mb-4 space-y-3">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-[minmax(0,1fr)_11rem_10rem_10rem_11rem] md:items-end">
        <ListSearch
          label="Find a product"
          className="col-span-2 md:col-span-1"
          value={filters.q ?? ''}
          onSearch={(q) => onChange({ q: q || undefined }, true)}
          placeholder="Name, slug or SKU"
        />
        <SelectField
          label="Category"
          value={filters.category ?? ''}
          onChange={(event) => onChange({ category: event.target.value || undefined })}
          options={[{ value: '', label: 'All' }, ...all.map((c) => ({ value: c, label: sentenceCase(c) }))]}
        />
        <SelectField
          label="Status"
          value={filters.active ?? ''}
          onChange={(event) =>
            onChange({ active: (event.target.value || undefined) as ProductFilters['active'] })
          }
          options={[
            { value: '', label: 'All' },
            { value: 'true', label: 'On sale' },
            { value: 'false', label: 'Switched off' },
          ]}
        />
        <SelectField
          label="Stock"
          value={filters.stock ?? ''}
          onChange={(event) =>
            onChange({ stock: (event.target.value || undefined) as ProductFilters['stock'] })
          }
          options={[
            { value: '', label: 'Any' },
            { value: 'low', label: `A size low (${LOW_STOCK} or fewer)` },
            { value: 'out', label: 'Sold out' },
            { value: 'recount', label: 'Sizes to recount' },
          ]}
        />
        <SelectField
          label="Sort by"
          className="col-span-2 md:col-span-1"
          value={filters.sort}
          onChange={(event) => onChange({ sort: event.target.value as ProductSort })}
          options={PRODUCT_SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }))}
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
              onChange({ q: undefined, category: undefined, active: undefined, stock: undefined })
            }
          >
            Clear filters
          </Button>
        </div>
      ) : null}
    </div>
  );
}
