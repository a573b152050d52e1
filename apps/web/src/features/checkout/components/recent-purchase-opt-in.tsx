// The shop's recent-purchase toast may name a buyer only when they say so here; the box starts
// unticked, and the server stores the answer on the order (features/fomo).
import { FOMO_OPT_IN_HINT, FOMO_OPT_IN_LABEL } from '@shop/domain/texts';
import { useId } from 'react';

type Props = { checked: boolean; onChange: (checked: boolean) => void; disabled: boolean };

export function RecentPurchaseOptIn({ checked, onChange, disabled }: Props) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        disabled={disabled}
        aria-describedby={hintId}
        className="accent-ink mt-0.5 size-5 shrink-0"
      />
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-medium">
          {FOMO_OPT_IN_LABEL}
        </label>
        <p id={hintId} className="text-muted text-xs">
          {FOMO_OPT_IN_HINT}
        </p>
      </div>
    </div>
  );
}
