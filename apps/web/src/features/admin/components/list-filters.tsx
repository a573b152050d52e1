// The pieces of an admin list's filter bar: a select bound to one filter of the address, and the
// line that says how many filters are on with a button that clears them.
import { Button } from '../../../components/ui/button';

type Change<F> = (patch: Partial<F>, replace?: boolean) => void;

/** The list's search box: what the address holds, and the typed text into it (replacing the entry). */
export const bindSearch = <F extends { q?: string }>(filters: F, onChange: Change<F>) => ({
  value: filters.q ?? '',
  onSearch: (q: string) => onChange({ q: q || undefined } as Partial<F>, true),
});

/** The value and change of a control showing one filter ('' is none, and clears it). */
export const bindFilter =
  <F,>(filters: F, onChange: Change<F>) =>
  <K extends keyof F>(key: K) => ({
    value: String(filters[key] ?? ''),
    onChange: (event: { target: { value: string } }) =>
      onChange({ [key]: event.target.value || undefined } as Partial<F>),
  });

/** "2 filters on" and Clear filters (which empties `keys`); nothing while no filter is on. */
export function FiltersOn<F>({
  count,
  keys,
  onChange,
}: {
  count: number;
  keys: readonly (keyof F)[];
  onChange: Change<F>;
}) {
  if (count === 0) return null;
  const cleared = Object.fromEntries(keys.map((key) => [key, undefined])) as Partial<F>;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-muted">{count === 1 ? '1 filter on' : `${count} filters on`}</span>
      <Button variant="ghost" size="sm" className="underline" onClick={() => onChange(cleared)}>
        Clear filters
      </Button>
    </div>
  );
}
