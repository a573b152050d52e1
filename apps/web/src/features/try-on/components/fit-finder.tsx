// The fit finder: the size chart's answer for the chosen piece from the profile's body sizes, with
// the reason ("chest 96 cm → M"), or what stands in the way (a measurement to add on the profile,
// which half of the chart the shopper wears, a piece without the size). Body sizes are free text:
// what could not be read is named, so the shopper can write it another way.
import { adviseSize, parseBodySize, type MeasureName, type SizeAdvice } from '@shop/domain/fit';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { bodySizeQuery, fitChartStore, useFitChart, type FitChartChoice } from '../../../lib/fit-profile';
import { sizeInStock } from '../../../lib/size-stock';
import { useApi } from '../../../lib/use-api';
import type { TryOnProduct } from '../api/try-on-products';
import { unreadFields } from '../hooks/unread-fields';

const NEEDS_TEXT: Record<MeasureName, string> = {
  chest: 'chest',
  waist: 'waist',
  hips: 'hips',
  shoe_size: 'shoe size',
};
const CHART_NAME: Record<FitChartChoice, string> = { women: "Women's sizes", men: "Men's sizes" };

const listed = (words: readonly string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;

function Answer({ advice, product }: { advice: SizeAdvice; product: TryOnProduct }) {
  const page = `/products/${product.slug}`;
  switch (advice.kind) {
    case 'size': {
      const open = sizeInStock(advice.size, product.size_stock ?? undefined);
      return (
        <div className="rounded-2xl bg-emerald-50 p-4 text-emerald-950">
          <p className="text-2xl font-black">Your size: {advice.size}</p>
          <p className="mt-1 text-sm">From your profile: {advice.reason}</p>
          {!open ? (
            <p className="mt-2 text-sm font-semibold">{advice.size} is sold out in this piece.</p>
          ) : null}
          <Link to={page} className={buttonClasses('primary', 'md', 'mt-3')}>
            See it in your size
          </Link>
        </div>
      );
    }
    case 'not-offered':
      return (
        <p className="rounded-2xl bg-amber-50 p-4 text-sm text-amber-950">
          The size chart says <strong>{advice.chartSize}</strong> ({advice.reason}), but this piece comes in{' '}
          {listed(product.sizes)}. Check its own measurements in the description before you choose.
        </p>
      );
    case 'off-chart':
      return (
        <p className="rounded-2xl bg-amber-50 p-4 text-sm text-amber-950">
          Your {advice.reason}. Check the piece's own measurements in its description.
        </p>
      );
    case 'missing':
      return (
        <div className="rounded-2xl bg-neutral-100 p-4 text-sm">
          <p>To find your size, add your {listed(advice.needs.map((n) => NEEDS_TEXT[n]))} to your profile.</p>
          <Link to="/profile" className={buttonClasses('outline', 'md', 'mt-3')}>
            Add your measurements
          </Link>
        </div>
      );
    case 'no-chart':
      return (
        <p className="rounded-2xl bg-neutral-100 p-4 text-sm">
          Bags and jewellery have no size chart: there is no size to choose.
        </p>
      );
    case 'needs-chart':
      return (
        <p className="rounded-2xl bg-neutral-100 p-4 text-sm">
          Say which sizes you wear above, and the chart will answer.
        </p>
      );
    case 'choose-chart':
      return (
        <div className="rounded-2xl bg-neutral-100 p-4 text-sm">
          <p>Women's and men's sizes differ here. Say which you wear above:</p>
          <ul className="mt-2 list-disc pl-5">
            {advice.options.map(({ chart, fit }) => (
              <li key={chart}>
                {CHART_NAME[chart]}: {fit.kind === 'size' ? fit.reason : 'no size on the chart'}
              </li>
            ))}
          </ul>
        </div>
      );
  }
}

/** Women's or men's sizes: kept on this device, and used by the product pages' "Your size" too. */
function ChartChoice({ chart }: { chart: FitChartChoice | null }) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold">Sizes you wear</legend>
      <div className="flex flex-wrap gap-2">
        {(['women', 'men'] as const).map((value) => (
          <label
            key={value}
            className="has-[:checked]:border-ink has-[:checked]:bg-ink has-[:checked]:text-paper border-ink/25 has-[:focus-visible]:ring-ink flex min-h-11 cursor-pointer items-center rounded-full border bg-white px-4 text-sm font-semibold has-[:focus-visible]:ring-2"
          >
            <input
              type="radio"
              name="fit-chart"
              value={value}
              checked={chart === value}
              onChange={() => fitChartStore.write(value)}
              className="sr-only"
            />
            {CHART_NAME[value]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function FitFinder({ product }: { product: TryOnProduct }) {
  const api = useApi();
  const profile = useQuery(bodySizeQuery(api));
  const chart = useFitChart();
  if (profile.isPending) return <p className="text-muted text-sm">Reading your profile…</p>;
  if (profile.isError)
    return <p className="text-sm text-red-700">Your profile could not be loaded. Please try again.</p>;
  const body = profile.data;
  const advice = adviseSize(body, product, chart ?? undefined);
  const unread = unreadFields(body, parseBodySize(body));
  const charted = product.category === 'clothing' || product.category === 'shoes';

  return (
    <div className="space-y-4">
      {charted ? <ChartChoice chart={chart} /> : null}
      <div aria-live="polite">
        <Answer advice={advice} product={product} />
      </div>
      {unread.length > 0 ? (
        <p className="text-muted text-sm">
          Not read from your profile: {unread.map(({ label, text }) => `${label} “${text}”`).join(', ')}.
          Write them with a unit, such as 96 cm, 38 in, 5'8", 68 kg or EU 42.{' '}
          <Link to="/profile" className="text-ink underline underline-offset-4">
            Edit your profile
          </Link>
        </p>
      ) : null}
    </div>
  );
}
