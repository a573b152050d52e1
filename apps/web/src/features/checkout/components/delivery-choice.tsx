// Standard or same-day delivery (one shipping policy, DESIGN): free Nairobi delivery from KES 3,000,
// KES 200 below; same-day KES 500, offered only before 12:00 East Africa Time.
import { formatKes, SAME_DAY_CLOSED_MESSAGE, type DeliveryOption } from '@shop/domain';
import { clsx } from 'clsx';

type Props = {
  options: readonly { option: DeliveryOption; fee: number }[];
  value: DeliveryOption;
  onChange: (option: DeliveryOption) => void;
  disabled: boolean;
};

const LABELS = {
  standard: { name: 'Standard', note: 'Nairobi, 1-5 business days' },
  same_day: { name: 'Same-day', note: 'Delivered today in Nairobi' },
} as const;

export function DeliveryChoice({ options, value, onChange, disabled }: Props) {
  return (
    <fieldset disabled={disabled}>
      <legend className="text-sm font-bold tracking-wide uppercase">Delivery</legend>
      <div className={clsx('mt-2 grid gap-2', options.length > 1 && 'sm:grid-cols-2')}>
        {options.map(({ option, fee }) => (
          <label
            key={option}
            className={clsx(
              'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border px-3 py-2 text-sm',
              value === option ? 'border-ink bg-ink/5' : 'border-ink/20',
            )}
          >
            <input
              type="radio"
              name="delivery-option"
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="accent-ink size-4"
            />
            <span className="min-w-0 flex-1">
              <span className="block font-semibold">{LABELS[option].name}</span>
              <span className="text-muted block text-xs">{LABELS[option].note}</span>
            </span>
            <span className="font-semibold tabular-nums">{fee === 0 ? 'Free' : formatKes(fee)}</span>
          </label>
        ))}
      </div>
      {options.length === 1 ? <p className="text-muted mt-1 text-xs">{SAME_DAY_CLOSED_MESSAGE}</p> : null}
    </fieldset>
  );
}
