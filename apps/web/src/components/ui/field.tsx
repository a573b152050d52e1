// The shop's one labelled field: a label, the control, and its hint and error tied to it for screen
// readers (aria-describedby); an error marks the control invalid. TextField, TextAreaField and
// SelectField draw the usual controls (each takes react-hook-form's `register(...)` spread as it is);
// Field takes any other control (a search box, a picker) through its render prop. CheckboxField and
// ChoiceGroup are the two controls whose words sit beside them.
import { clsx } from 'clsx';
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

/** How a control looks: the storefront's roomy one, or the admin's compact one. */
export type FieldSize = 'md' | 'sm';

const CONTROL = {
  md: 'block w-full rounded-xl border border-ink/20 bg-white px-4 text-base text-ink placeholder:text-muted focus:border-ink read-only:bg-ink/5 read-only:text-muted aria-[invalid=true]:border-red-600',
  sm: 'block w-full rounded-xl border border-ink/20 bg-white px-3 text-sm text-ink placeholder:text-muted/70 focus:border-ink aria-[invalid=true]:border-red-600',
};

const TEXTAREA = { md: 'min-h-24 py-2.5', sm: 'min-h-11 py-2 leading-6' };

/** The classes of a single-line control, for controls drawn outside a field. */
export const controlClasses = (size: FieldSize = 'md') => clsx(CONTROL[size], 'min-h-11');

export type FieldProps = {
  label: ReactNode;
  /** May hold a list (a div, not a paragraph). */
  hint?: ReactNode;
  /** The hint between the label and the control (words to read before using it), not under it. */
  hintAbove?: boolean;
  error?: string;
  className?: string;
  labelHidden?: boolean;
  size?: FieldSize;
};

/** What the control needs from its field. */
export type Control = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

/** The ids of a control's notes, for aria-describedby. */
const describedBy = (id: string, hint: unknown, error: unknown) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

/** The label, the control (drawn by the caller with the ids it needs) and its notes. */
export function Field({ children, ...field }: FieldProps & { children: (control: Control) => ReactNode }) {
  const { label, hint, hintAbove, error, labelHidden, size = 'md' } = field;
  const id = useId();
  const hintNote = hint ? (
    <div
      id={`${id}-hint`}
      className={clsx('text-muted', hintAbove ? 'mb-2' : 'mt-1', size === 'md' ? 'text-sm' : 'text-xs')}
    >
      {hint}
    </div>
  ) : null;
  return (
    <div className={field.className}>
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
      {hintAbove ? hintNote : null}
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(id, hint, error),
      })}
      {hintAbove ? null : hintNote}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The field's own props, and the rest for its control. */
function split<P extends FieldProps>({
  label,
  hint,
  hintAbove,
  error,
  className,
  labelHidden,
  size = 'md',
  ...control
}: P) {
  return [{ label, hint, hintAbove, error, className, labelHidden, size }, control] as const;
}

export type TextFieldProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'list'> & {
    ref?: Ref<HTMLInputElement>;
    /** Values the box suggests as the owner types (any other is welcome too). */
    suggestions?: readonly string[];
  };

export function TextField({ suggestions, ...props }: TextFieldProps) {
  const [field, input] = split(props);
  return (
    <Field {...field}>
      {(control) => (
        <>
          <input
            {...control}
            list={suggestions ? `${control.id}-list` : undefined}
            className={controlClasses(field.size)}
            {...input}
          />
          {suggestions ? <Suggestions id={`${control.id}-list`} values={suggestions} /> : null}
        </>
      )}
    </Field>
  );
}

/** The values a text box suggests (its `list`). */
export function Suggestions({ id, values }: { id: string; values: readonly string[] }) {
  return (
    <datalist id={id}>
      {values.map((value) => (
        <option key={value} value={value} />
      ))}
    </datalist>
  );
}

export type TextAreaFieldProps = FieldProps &
  TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> };

export function TextAreaField(props: TextAreaFieldProps) {
  const [field, area] = split(props);
  return (
    <Field {...field}>
      {(control) => (
        <textarea {...control} className={clsx(CONTROL[field.size], TEXTAREA[field.size])} {...area} />
      )}
    </Field>
  );
}

export type SelectFieldProps = FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> & {
    options: readonly { value: string; label: string }[];
    ref?: Ref<HTMLSelectElement>;
  };

export function SelectField(props: SelectFieldProps) {
  const [field, { options, ...select }] = split(props);
  return (
    <Field {...field}>
      {(control) => (
        <select {...control} className={controlClasses(field.size)} {...select}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A Kenyan phone number, as every phone box of the shop asks for it. */
export function PhoneField(props: Omit<TextFieldProps, 'label'> & { label?: string }) {
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

/** A checkbox with its words beside it (and an optional hint under them). */
export function CheckboxField({
  label,
  hint,
  ...input
}: { label: ReactNode; hint?: ReactNode; ref?: Ref<HTMLInputElement> } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type'
>) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-5 shrink-0 accent-ink"
        aria-describedby={describedBy(id, hint, undefined)}
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

/** A set of radio buttons with a legend (one choice of a few), each choice a card with its hint. */
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
