// What every admin form does the same way: it holds the values and their problems, checks the values
// itself before it sends them, shows the server's refusal by the field it names (or above the form),
// says when it is saving, and moves the focus to the first problem once that problem is on screen.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;
export type CheckResult<P, K extends string> =
  { ok: true; payload: P } | { ok: false; errors: FieldErrors<K> };
/** Where a message shows: by a field, or above the form (null). */
export type Problem<K extends string> = { field: K | null; message: string };
export type ServerFieldError<K extends string> = (code: string, message: string) => Problem<K>;

/** The fields that hold free text: what a text box edits. */
type TextName<V> = {
  [F in keyof V]: V[F] extends string ? (string extends V[F] ? F : never) : never;
}[keyof V];

type Options<V, P, K extends string> = {
  initial: V;
  /** The form's own checks: the payload to send, or the problems by field. */
  check: (values: V) => CheckResult<P, K>;
  save: (payload: P) => Promise<unknown>;
  /** True for a payload with nothing in it (a form that sends only what changed): said, not sent. */
  unchanged?: (payload: P) => boolean;
  /** The field an API error's code and message belong to. */
  serverError: ServerFieldError<K>;
  /** Also bring the first problem to the middle of the screen (a form longer than the screen). */
  scrollToProblem?: boolean;
};

const PROBLEMS = '[aria-invalid="true"], [role="alert"]';

/** What a failed save tells the owner, and where. */
export function problemOf<K extends string>(error: unknown, serverError: ServerFieldError<K>): Problem<K> {
  return error instanceof ApiError
    ? serverError(error.code, error.message)
    : { field: null, message: String(error) };
}

/** The errors less the named ones; the same object when none of them is set (nothing to re-render). */
export function withoutErrors<K extends string>(errors: FieldErrors<K>, names: readonly K[]): FieldErrors<K> {
  if (!names.some((name) => errors[name])) return errors;
  return { ...errors, ...Object.fromEntries(names.map((name) => [name, undefined])) };
}

/** The errors less every one whose key starts with the prefix: a list's rows ('items', 'items.2.quantity'). */
export function withoutErrorsUnder<K extends string>(errors: FieldErrors<K>, prefix: string): FieldErrors<K> {
  return Object.fromEntries(
    Object.entries(errors).filter(([key]) => !key.startsWith(prefix)),
  ) as FieldErrors<K>;
}

export function useAdminForm<V, P, K extends string>({
  initial,
  check,
  save,
  unchanged,
  serverError,
  scrollToProblem = false,
}: Options<V, P, K>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // Focused after the render that shows the problem: a frame later is usually, not always, after it.
  const focusPending = useRef(false);
  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    const first = formRef.current?.querySelector<HTMLElement>(PROBLEMS);
    first?.focus();
    if (scrollToProblem) first?.scrollIntoView({ block: 'center' });
  });
  const focusFirstProblem = () => {
    focusPending.current = true;
  };

  const clear = (...names: K[]) => setErrors((e) => withoutErrors(e, names));
  const clearUnder = (prefix: string) => setErrors((e) => withoutErrorsUnder(e, prefix));
  const set = <F extends keyof V & K>(name: F, value: V[F]) => {
    setValues((v) => ({ ...v, [name]: value }));
    clear(name);
  };
  /** A text box's value, error and change handler. */
  const field = <F extends TextName<V> & K>(name: F) => ({
    value: values[name] as string,
    error: errors[name],
    // TextName<V> holds only plain string fields, so the typed text is the field's value.
    onChange: (event: { target: { value: string } }) => set(name, event.target.value as V[F]),
  });

  async function send(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const result = check(values);
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstProblem();
      return;
    }
    if (unchanged?.(result.payload)) {
      notify.info('Nothing to save: no field has changed.');
      return;
    }
    setSaving(true);
    try {
      await save(result.payload);
    } catch (error) {
      const problem = problemOf(error, serverError);
      if (problem.field) setErrors({ [problem.field]: problem.message } as FieldErrors<K>);
      else setFormError(problem.message);
      focusFirstProblem();
    } finally {
      setSaving(false);
    }
  }

  return {
    values,
    setValues,
    errors,
    formError,
    saving,
    formRef,
    set,
    field,
    clear,
    clearUnder,
    submit: (event: FormEvent) => void send(event),
  };
}
