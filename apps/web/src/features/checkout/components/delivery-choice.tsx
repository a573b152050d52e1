// Standard or same-day delivery (one shipping policy, DESIGN, with the owner's fees): free Nairobi
// delivery from a threshold, a fee below; same-day for its fee, offered only before the cut-off (EAT).
import { formatKes, type DeliveryOption } from '@shop/domain/rules';
import { sameDayClosedMessage } from '@shop/domain/texts';
import { clsx } from 'clsx';
import { RadioCards } from '../../../components/ui/radio-cards';
import { useDeliverySettings } from '../../../lib/shop-settings';

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
  const cutoffHour = useDeliverySettings().same_day_cutoff_hour;
  const fees = new Map(options.map(({ option, fee }) => [option, fee]));
  return (
    <RadioCards
      legend="Delivery"
      name="delivery-option"
      options={options.map(({ option }) => option)}
      value={value}
      onChange={onChange}
      disabled={disabled}
      groupClassName={clsx('mt-2 grid gap-2', options.length > 1 && 'sm:grid-cols-2')}
      cardClassName={(checked) =>
        clsx(
          'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border px-3 py-2 text-sm',
          checked ? 'border-ink bg-ink/5' : 'border-ink/20',
        )
      }
      inputClassName="accent-ink size-4"
      renderOption={(option) => {
        const fee = fees.get(option) ?? 0;
        return (
          <>
            <span className="min-w-0 flex-1">
              <span className="block font-semibold">{LABELS[option].name}</span>
              <span className="text-muted block text-xs">{LABELS[option].note}</span>
            </span>
            <span className="font-semibold tabular-nums">{fee === 0 ? 'Free' : formatKes(fee)}</span>
          </>
        );
      }}
    >
      {options.length === 1 ? (
        <p className="text-muted mt-1 text-xs">{sameDayClosedMessage(cutoffHour)}</p>
      ) : null}
    </RadioCards>
  );
}
