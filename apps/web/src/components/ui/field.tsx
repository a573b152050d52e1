// The shop's one labelled field: a label, the control, and its hint and error tied to it for screen
// readers (aria-describedby); an error marks the control invalid. TextField and TextAreaField draw
// the usual controls; Field takes any other control (a select, a picker) through its render prop.
import { clsx } from 'clsx';
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';

/** How a control looks: the storefront's roomy one, or the admin's compact one. */
export type FieldSize = 'md' | 'sm';

const CONTROL = {
  md: 'block w-full rounded-xl border border-ink/20 bg-white px-4 text-base text-ink placeholder:text-muted focus:border-ink read-only:bg-ink/5 read-only:text-muted aria-[invalid=true]:border-red-600',
  sm: 'block w-full rounded-xl border border-ink/20 bg-white px-3 text-sm text-ink placeholder:text-muted/70 focus:border-ink aria-[invalid=true]:border-red-600',
};

/** The classes of a single-line control, for controls drawn outside a field. */
export const controlClasses = (size: FieldSize = 'md') => clsx(CONTROL[size], 'min-h-11');

export type FieldProps = {
  label: ReactNode;
  /** May hold a list (a div, not a paragraph). */
  hint?: ReactNode;
  error?: string;
  className?: string;
  labelHidden?: boolean;
  size?: FieldSize;
};

/** What the control needs from its field. */
export type Control = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

/** The label, the control (drawn by the caller with the ids it needs) and its notes. */
export function Field({
  label,
  hint,
  error,
  className,
  labelHidden,
  size = 'md',
  children,
}: FieldProps & { children: (control: Control) => ReactNode }) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label
        htmlFor={id}
        className={clsx(
          'block text-sm font-medium',
          size === 'md' ? 'mb-1.5' : 'mb-1',
          labelHidden && 'sr-only',
        )}
      >
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint ? (
        <div id={`${id}-hint`} className={clsx('text-muted mt-1', size === 'md' ? 'text-sm' : 'text-xs')}>
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

type Sized = FieldProps & { size?: FieldSize };

/** The field's own props, and the rest for its control. */
function split<P extends Sized>({ label, hint, error, className, labelHidden, size = 'md', ...control }: P) {
  return [{ label, hint, error, className, labelHidden, size }, control] as const;
}

export function TextField(
  props: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & { ref?: Ref<HTMLInputElement> },
) {
  const [field, input] = split(props);
  return (
    <Field {...field}>
      {(control) => <input {...control} className={controlClasses(field.size)} {...input} />}
    </Field>
  );
}

export function TextAreaField(
  props: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> },
) {
  const [field, area] = split(props);
  return (
    <Field {...field}>
      {(control) => (
        <textarea {...control} className={clsx(CONTROL[field.size], 'min-h-24 py-2.5')} {...area} />
      )}
    </Field>
  );
}

/** A Kenyan phone number, as every phone box of the shop asks for it. */
export function PhoneField(
  props: Omit<FieldProps, 'label'> &
    Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & { ref?: Ref<HTMLInputElement>; label?: string },
) {
  return (
    <TextField
      label="Phone number"
      name="phone"
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="0712345678"
      required
      {...props}
    />
  );
}
