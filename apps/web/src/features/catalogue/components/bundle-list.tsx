// Every bundle on sale, as the grid's bundle cards: what is inside, the price and what it saves.
import { Layers } from 'lucide-react';
import type { Bundle } from '../api/types';
import { BundleCard } from './bundle-card';

export function BundleList({ bundles }: { bundles: readonly Bundle[] }) {
  if (bundles.length === 0) {
    return (
      <div className="border-ink/15 rounded-2xl border border-dashed px-4 py-12 text-center">
        <Layers aria-hidden="true" className="text-muted mx-auto size-8" />
        <p className="mt-3 font-semibold">No bundles right now</p>
        <p className="text-muted mt-1 text-sm">New sets drop often. Check back soon.</p>
      </div>
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4">
      {bundles.map((bundle) => (
        <li key={bundle.id}>
          <BundleCard bundle={bundle} />
        </li>
      ))}
    </ul>
  );
}
