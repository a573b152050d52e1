// A labelled input or text area whose error (or hint) is tied to it for screen readers.
import { clsx } from 'clsx';
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';

const FIELD_CLASSES =
  'block w-full rounded-xl border border-ink/20 bg-white px-4 text-base text-ink placeholder:text-muted focus:border-ink aria-[invalid=true]:border-red-600';

type Common = { label: string; hint?: string; error?: string; className?: string };

function useDescribedBy(error?: string, hint?: string) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return { id, describedBy: describedBy || undefined };
}

function Notes({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="text-muted mt-1 text-sm">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

type Control = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

/** The label, the control (drawn by the caller with the ids it needs) and its notes. */
function Field({
  label,
  hint,
  error,
  className,
  children,
}: Common & { children: (control: Control) => ReactNode }) {
  const { id, describedBy } = useDescribedBy(error, hint);
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      <Notes id={id} error={error} hint={hint} />
    </div>
  );
}

export function TextField({
  label,
  hint,
  error,
  className,
  ...input
}: Common & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => <input {...control} className={clsx(FIELD_CLASSES, 'min-h-11')} {...input} />}
    </Field>
  );
}

export function TextAreaField({
  label,
  hint,
  error,
  className,
  ...area
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => <textarea {...control} className={clsx(FIELD_CLASSES, 'min-h-24 py-2.5')} {...area} />}
    </Field>
  );
}
