// − quantity + for one bag line. At a bound the button still answers a tap but does nothing (spec §5):
// it says so with aria-disabled rather than vanishing from the keyboard order.
import { clsx } from 'clsx';
import { Minus, Plus } from 'lucide-react';

type Props = {
  name: string;
  quantity: number;
  min: number;
  max: number;
  onChange: (quantity: number) => void;
};

const BUTTON =
  'grid size-11 place-items-center rounded-full hover:bg-ink/5 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-transparent';

export function QuantityStepper({ name, quantity, min, max, onChange }: Props) {
  const atMin = quantity <= min;
  const atMax = quantity >= max;
  return (
    <div
      className="border-ink/15 inline-flex items-center rounded-full border"
      role="group"
      aria-label={`Quantity of ${name}`}
    >
      <button
        type="button"
        aria-label={`Decrease quantity of ${name}`}
        aria-disabled={atMin}
        onClick={() => !atMin && onChange(quantity - 1)}
        className={BUTTON}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <span
        className={clsx('min-w-6 text-center text-sm font-semibold tabular-nums')}
        aria-live="polite"
        data-testid="quantity"
      >
        {quantity}
      </span>
      <button
        type="button"
        aria-label={`Increase quantity of ${name}`}
        aria-disabled={atMax}
        onClick={() => !atMax && onChange(quantity + 1)}
        className={BUTTON}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
