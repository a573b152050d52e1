// A choice among a few options shown as cards or pills (delivery, payment method, the size chart's
// filters): a fieldset with its legend and one radio per card, so the keyboard and screen readers
// treat it as the radio group it is.
import type { ReactNode } from 'react';

type Props<T extends string> = {
  legend: string;
  legendClassName?: string;
  name: string;
  options: readonly T[];
  value: T;
  onChange: (option: T) => void;
  disabled?: boolean;
  className?: string;
  /** The box around the cards (a grid, a row of pills). */
  groupClassName: string;
  cardClassName: string | ((checked: boolean) => string);
  inputClassName: string;
  /** What a card shows beside its radio. */
  renderOption: (option: T) => ReactNode;
  /** A note under the cards. */
  children?: ReactNode;
};

export function RadioCards<T extends string>({
  legend,
  legendClassName = 'text-sm font-bold tracking-wide uppercase',
  name,
  options,
  value,
  onChange,
  disabled,
  className,
  groupClassName,
  cardClassName,
  inputClassName,
  renderOption,
  children,
}: Props<T>) {
  return (
    <fieldset disabled={disabled} className={className}>
      <legend className={legendClassName}>{legend}</legend>
      <div className={groupClassName}>
        {options.map((option) => (
          <label
            key={option}
            className={typeof cardClassName === 'string' ? cardClassName : cardClassName(value === option)}
          >
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
