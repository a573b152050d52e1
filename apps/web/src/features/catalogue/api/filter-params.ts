// The home page's filters live in the address (?category=shoes&sort=price-asc), so a filtered view
// can be shared, reloaded and rendered by the server. Anything unreadable falls back to the default.
import {
  ACCESS_OPTIONS,
  AVAILABILITY_OPTIONS,
  CATALOGUE_FILTER_STYLES,
  DEFAULT_CATALOGUE_FILTERS,
  parsePriceBound,
  pickOption,
  SORT_OPTIONS,
  type CatalogueFilters,
} from '@shop/domain/rules';

export function filtersFromParams(params: URLSearchParams): CatalogueFilters {
  const d = DEFAULT_CATALOGUE_FILTERS;
  const category = params.get('category')?.trim().toLowerCase();
  const styles = (params.get('styles') ?? '')
    .split(',')
    .map((style) =>
      CATALOGUE_FILTER_STYLES.find((known) => known.toLowerCase() === style.trim().toLowerCase()),
    )
    .filter((style): style is (typeof CATALOGUE_FILTER_STYLES)[number] => style !== undefined);
  const min = parsePriceBound(params.get('min') ?? '', 'min');
  const max = parsePriceBound(params.get('max') ?? '', 'max');
  return {
    category: category && category.length <= 60 ? category : d.category,
    styles: [...new Set(styles)],
    availability: pickOption(AVAILABILITY_OPTIONS, params.get('availability'), d.availability),
    access: pickOption(ACCESS_OPTIONS, params.get('access'), d.access),
    priceRange: min <= max ? [min, max] : [max, min],
    sort: pickOption(SORT_OPTIONS, params.get('sort'), d.sort),
  };
}

/** A random listing keeps one seed per visit, carried in the address so paging agrees. */
export function seedFromParams(params: URLSearchParams): number {
  const seed = Number(params.get('seed'));
  return Number.isInteger(seed) && seed >= 0 && seed <= 2 ** 31 ? seed : 0;
}
