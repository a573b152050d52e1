// The product list's search, filters and sort; every change goes into the address.
import { bindFilter, bindSearch, FiltersOn } from '../components/list-filters';
import { ListSearch } from '../components/list-search';
import { SelectField } from '../components/fields';
import { sentenceCase } from '../format';
import {
  activeFilterCount,
  FILTER_KEYS,
  LOW_STOCK,
  PRODUCT_SORTS,
  SORT_LABELS,
  type ProductFilters,
} from './product-params';

type Props = {
  filters: ProductFilters;
  categories: readonly string[];
  onChange: (patch: Partial<ProductFilters>, replace?: boolean) => void;
};

export function ProductFiltersBar({ filters, categories, onChange }: Props) {
  const filter = bindFilter(filters, onChange);
  // A category in the address that no product has any more still shows as chosen.
  const all = [...new Set([...categories, ...(filters.category ? [filters.category] : [])])].sort();

  return (
    <div className="mb-4 space-y-3">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-[minmax(0,1fr)_11rem_10rem_10rem_11rem] md:items-end">
        <ListSearch
          label="Find a product"
          className="col-span-2 md:col-span-1"
          {...bindSearch(filters, onChange)}
          placeholder="Name, slug or SKU"
        />
        <SelectField
          label="Category"
          {...filter('category')}
          options={[{ value: '', label: 'All' }, ...all.map((c) => ({ value: c, label: sentenceCase(c) }))]}
        />
        <SelectField
          label="Status"
          {...filter('active')}
          options={[
            { value: '', label: 'All' },
            { value: 'true', label: 'Active' },
            { value: 'false', label: 'Inactive' },
          ]}
        />
        <SelectField
          label="Stock"
          {...filter('stock')}
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
          {...filter('sort')}
          options={PRODUCT_SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }))}
        />
      </div>
      <FiltersOn count={activeFilterCount(filters)} keys={FILTER_KEYS} onChange={onChange} />
    </div>
  );
}
