// Eligible categories as checkboxes: every category the shop's products have, plus any the code names.
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../lib/use-api';
import { categoriesQuery } from '../api/products-api';
import { sentenceCase } from '../format';

type Props = { value: string[]; onChange: (value: string[]) => void; error?: string };

export function CategoryPicker({ value, onChange, error }: Props) {
  const query = useQuery(categoriesQuery(useApi()));
  const all = [...new Set([...(query.data ?? []), ...value])].sort();
  const toggle = (category: string, on: boolean) =>
    onChange(on ? [...value, category] : value.filter((c) => c !== category));
  return (
    <fieldset aria-describedby={error ? 'category-picker-error' : undefined}>
      <legend className="mb-1 text-sm font-medium">Eligible categories</legend>
      <p className="mb-2 text-xs text-muted">None ticked: every category.</p>
      {query.isPending ? (
        <p className="text-sm text-muted">Loading categories…</p>
      ) : query.isError ? (
        <p className="text-sm text-red-700">Could not load the categories: {query.error.message}</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {all.map((category) => (
            <label
              key={category}
              className="flex min-h-10 cursor-pointer items-center gap-2 rounded-full border border-ink/20 px-3 text-sm has-[:checked]:border-ink has-[:checked]:bg-ink has-[:checked]:text-paper"
            >
              <input
                type="checkbox"
                checked={value.includes(category)}
                onChange={(event) => toggle(category, event.target.checked)}
                className="size-4 accent-accent"
              />
              {sentenceCase(category)}
            </label>
          ))}
        </div>
      )}
      {error ? (
        <p id="category-picker-error" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
