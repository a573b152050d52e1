// The bag's discount code (its own lazy chunk): the shared code box, or the applied code with a remove
// button; emptying the bag clears it.
import { Tag, X } from 'lucide-react';
import { useState } from 'react';
import { DiscountCodeBox } from '../../../components/discount-code-box';
import { useBagStore } from '../../../lib/bag-store';

export default function DiscountBox() {
  const applied = useBagStore((s) => s.discountCode);
  const removeDiscount = useBagStore((s) => s.removeDiscount);
  const [error, setError] = useState<string | null>(null);

  if (applied) {
    return (
      <div className="flex items-center justify-between gap-2 rounded-xl bg-emerald-50 px-3 py-2 text-emerald-900">
        <p className="min-w-0 text-sm">
          <Tag aria-hidden="true" className="mr-1 inline size-4" />
          <span className="font-bold">{applied.code}</span> applied
          {applied.description ? <span className="block text-xs">{applied.description}</span> : null}
        </p>
        <button
          type="button"
          onClick={() => {
            removeDiscount();
            setError(null);
          }}
          aria-label={`Remove discount code ${applied.code}`}
          className="grid size-11 shrink-0 place-items-center rounded-full hover:bg-emerald-100"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    );
  }

  return <DiscountCodeBox place="bag" error={error} setError={setError} />;
}
