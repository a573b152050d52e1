// What the size chart shows: the filters (category, women's / men's), the matching tables and how to
// measure. Filters are radio groups, so arrows move between choices and screen readers say which is on.
import { useState } from 'react';
import { RadioCards } from '../../../components/ui/radio-cards';
import type { SizeChartCategory, SizeChartGender, SizeChartStart } from '../../../lib/events';
import { MEASURING_TIPS, MENS_CLOTHING, MENS_SHOES, WOMENS_CLOTHING, WOMENS_SHOES } from '../size-tables';
import { ClothingTable, ShoeTable } from './size-tables-view';

const CATEGORIES: { value: SizeChartCategory; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'clothing', label: 'Clothing' },
  { value: 'shoes', label: 'Shoes' },
];
const GENDERS: { value: SizeChartGender; label: string }[] = [
  { value: 'women', label: "Women's" },
  { value: 'men', label: "Men's" },
];

function Choice<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  const labels = new Map(options.map((option) => [option.value, option.label]));
  return (
    <RadioCards
      legend={legend}
      legendClassName="mb-1.5 text-xs font-semibold tracking-wide text-muted uppercase"
      className="min-w-0"
      groupClassName="inline-flex rounded-full bg-ink/5 p-1"
      name={name}
      options={options.map((option) => option.value)}
      value={value}
      onChange={onChange}
      cardClassName="cursor-pointer rounded-full px-4 py-2 text-sm font-medium has-checked:bg-ink has-checked:text-paper has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-blue-700"
      inputClassName="sr-only"
      renderOption={(option) => labels.get(option)}
    />
  );
}

const pick = <T extends string>(value: unknown, allowed: { value: T }[], fallback: T): T =>
  allowed.some((a) => a.value === value) ? (value as T) : fallback;

export function SizeChartBody({ start }: { start: SizeChartStart | undefined }) {
  const [category, setCategory] = useState(() => pick(start?.category, CATEGORIES, 'all'));
  const [gender, setGender] = useState(() => pick(start?.gender, GENDERS, 'women'));
  const women = gender === 'women';
  const who = women ? "Women's" : "Men's";

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap gap-x-6 gap-y-3">
        <Choice
          legend="Category"
          name="size-chart-category"
          options={CATEGORIES}
          value={category}
          onChange={setCategory}
        />
        <Choice legend="Fit" name="size-chart-gender" options={GENDERS} value={gender} onChange={setGender} />
      </div>

      {category !== 'shoes' ? (
        <ClothingTable
          id="size-chart-clothing"
          caption={`${who} clothing sizes`}
          bustLabel={women ? 'Bust' : 'Chest'}
          rows={women ? WOMENS_CLOTHING : MENS_CLOTHING}
        />
      ) : null}
      {category !== 'clothing' ? (
        <ShoeTable
          id="size-chart-shoes"
          caption={`${who} shoe sizes`}
          rows={women ? WOMENS_SHOES : MENS_SHOES}
        />
      ) : null}
      <p className="text-xs text-muted">
        Body measurements, not garment measurements. Sizes vary between brands, so treat the chart as a guide
        and check the measurements on each product page.
      </p>

      <section aria-labelledby="size-chart-tips-heading" className="rounded-xl bg-accent/15 p-4">
        <h3 id="size-chart-tips-heading" className="mb-2 font-bold">
          How to measure
        </h3>
        <dl className="space-y-2 text-sm">
          {MEASURING_TIPS.map((tip) => (
            <div key={tip.title}>
              <dt className="font-semibold">{tip.title}</dt>
              <dd className="text-ink/80">{tip.text}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
