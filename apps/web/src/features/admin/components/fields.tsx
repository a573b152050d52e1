// Labelled form controls for the admin screens: every input has its label, its hint and its error
// tied to it (aria-describedby), and an error marks the input invalid.
import { clsx } from 'clsx';
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

export const CONTROL =
  'block min-h-11 w-full rounded-xl border border-ink/20 bg-white px-3 text-sm text-ink placeholder:text-muted/70 focus:border-ink aria-[invalid=true]:border-red-600';

type Common = {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
  labelHidden?: boolean;
};

function describedBy(id: string, hint: unknown, error: unknown) {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

function Frame({
  id,
  label,
  hint,
  error,
  className,
  labelHidden,
  children,
}: Common & { id: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className={clsx('mb-1 block text-sm font-medium', labelHidden && 'sr-only')}>
        {label}
      </label>
      {children}
      {/* A div, so a hint can hold a list (the page-text formatting help). */}
      {hint ? (
        <div id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function TextField({
  label,
  hint,
  error,
  className,
  labelHidden,
  ...input
}: Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'className'>) {
  const id = useId();
  return (
    <Frame {...{ id, label, hint, error, className, labelHidden }}>
      <input
        id={id}
        className={CONTROL}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...input}
      />
    </Frame>
  );
}

export function TextAreaField({
  label,
  hint,
  error,
  className,
  labelHidden,
  ...area
}: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'>) {
  const id = useId();
  return (
    <Frame {...{ id, label, hint, error, className, labelHidden }}>
      <textarea
        id={id}
        className={clsx(CONTROL, 'py-2 leading-6')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...area}
      />
    </Frame>
  );
}

export function SelectField({
  label,
  hint,
  error,
  className,
  labelHidden,
  options,
  ...select
}: Common & {
  options: readonly { value: string; label: string }[];
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'>) {
  const id = useId();
  return (
    <Frame {...{ id, label, hint, error, className, labelHidden }}>
      <select
        id={id}
        className={CONTROL}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

/** A checkbox with its words beside it (and an optional hint under them). */
export function CheckboxField({
  label,
  hint,
  ...input
}: { label: ReactNode; hint?: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-5 shrink-0 accent-ink"
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...input}
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-xs text-muted">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** A set of radio buttons with a legend (one choice of a few). */
export function ChoiceGroup<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string;
  name: string;
  value: T;
  options: readonly { value: T; label: string; hint?: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={clsx(
              'flex cursor-pointer items-start gap-3 rounded-xl border p-3 text-sm',
              value === option.value ? 'border-ink bg-ink/[0.03]' : 'border-ink/20',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="mt-0.5 size-4 accent-ink"
            />
            <span>
              <span className="block font-medium">{option.label}</span>
              {option.hint ? <span className="block text-xs text-muted">{option.hint}</span> : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
