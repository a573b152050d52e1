// A labelled text area in the admin's field style (fields.tsx has single-line controls only): its
// hint and error are tied to it, and an error marks it invalid.
import { clsx } from 'clsx';
import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { CONTROL } from '../components/fields';

type Props = {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
} & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'>;

export function TextAreaField({ label, hint, error, className, ...textarea }: Props) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        className={clsx(CONTROL, 'py-2 leading-6')}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...textarea}
      />
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
