// Above the grid: the Filters button (with how many filters are on), the sort menu and the view switch.
import {
  activeFilterCount,
  SORT_OPTIONS,
  type CatalogueFilters,
  type SortOption,
  type ViewMode,
} from '@shop/domain/rules';
import { clsx } from 'clsx';
import { LayoutGrid, Grid3x3, SlidersHorizontal, Smartphone } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { CountBadge } from '../../../components/ui/count-badge';

export const SORT_LABELS: Record<SortOption, string> = {
  latest: 'Latest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  popular: 'Most popular',
  random: 'Surprise me',
};

const VIEWS: { mode: ViewMode; label: string; Icon: typeof LayoutGrid; className?: string }[] = [
  { mode: 'normal', label: 'Normal view', Icon: LayoutGrid },
  { mode: 'compact', label: 'Compact view', Icon: Grid3x3 },
  // The swipe feed is for phones and small tablets only.
  { mode: 'tnt', label: 'TNT swipe feed', Icon: Smartphone, className: 'lg:hidden' },
];

type Props = {
  filters: CatalogueFilters;
  onFilters: () => void;
  onSort: (sort: SortOption) => void;
  mode: ViewMode;
  onMode: (mode: ViewMode) => void;
};

export function CatalogueToolbar({ filters, onFilters, onSort, mode, onMode }: Props) {
  const count = activeFilterCount(filters);
  return (
    <div className="mb-5 flex flex-wrap items-center gap-2">
      <button
        type="button"
        onClick={onFilters}
        className={buttonClasses('outline', 'sm', 'relative min-h-11')}
      >
        <SlidersHorizontal className="size-4" aria-hidden />
        Filters
        {count > 0 ? <CountBadge text={String(count)} /> : null}
        {count > 0 ? <span className="sr-only">({count} active)</span> : null}
      </button>
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <span className="sr-only sm:not-sr-only">Sort</span>
        <select
          value={filters.sort}
          onChange={(event) => onSort(event.target.value as SortOption)}
          className="border-ink/25 min-h-11 rounded-full border bg-white px-3 text-sm"
        >
          {SORT_OPTIONS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </label>
      <div role="radiogroup" aria-label="View" className="ml-auto flex gap-1">
        {VIEWS.map(({ mode: value, label, Icon, className }) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={mode === value}
            aria-label={label}
            title={label}
            onClick={() => onMode(value)}
            className={clsx(buttonClasses(mode === value ? 'primary' : 'ghost', 'icon'), className)}
          >
            <Icon className="size-5" aria-hidden />
          </button>
        ))}
      </div>
    </div>
  );
}
