// A labelled text area for the product form, tied to its hint and error like fields.tsx's inputs.
import { clsx } from 'clsx';
import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { CONTROL } from '../components/fields';

type Props = { label: ReactNode; hint?: ReactNode; error?: string; className?: string } & Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'className'
>;

export function TextAreaField({ label, hint, error, className, ...area }: Props) {
  const id = useId();
  const describedBy =
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        className={clsx(CONTROL, 'py-2')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...area}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
