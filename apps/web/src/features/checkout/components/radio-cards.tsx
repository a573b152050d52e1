// A choice among a few options shown as cards (delivery, payment method): a fieldset with its legend,
// one radio per card, so the keyboard and screen readers treat it as the radio group it is.
import { clsx } from 'clsx';
import type { ReactNode } from 'react';

type Props<T extends string> = {
  legend: string;
  name: string;
  options: readonly T[];
  value: T;
  onChange: (option: T) => void;
  disabled: boolean;
  /** The grid's columns. */
  gridClassName?: string;
  cardClassName: (checked: boolean) => string;
  inputClassName: string;
  /** What a card shows beside its radio. */
  renderOption: (option: T) => ReactNode;
  /** A note under the cards. */
  children?: ReactNode;
};

export function RadioCards<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  disabled,
  gridClassName,
  cardClassName,
  inputClassName,
  renderOption,
  children,
}: Props<T>) {
  return (
    <fieldset disabled={disabled}>
      <legend className="text-sm font-bold tracking-wide uppercase">{legend}</legend>
      <div className={clsx('mt-2 grid gap-2', gridClassName)}>
        {options.map((option) => (
          <label key={option} className={cardClassName(value === option)}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className={inputClassName}
            />
            {renderOption(option)}
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  );
}
