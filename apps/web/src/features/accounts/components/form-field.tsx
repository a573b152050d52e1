// A labelled input with its hint or error tied to it for screen readers.
import { clsx } from 'clsx';
import { useId, type InputHTMLAttributes, type Ref } from 'react';

export const INPUT_CLASSES =
  'block min-h-11 w-full rounded-xl border border-ink/20 bg-white px-4 text-base text-ink placeholder:text-muted focus:border-ink read-only:bg-ink/5 read-only:text-muted aria-[invalid=true]:border-red-600';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  hint?: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
};

export function FormField({ label, hint, error, className, ...input }: Props) {
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={clsx(INPUT_CLASSES)}
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
