// What every admin form does the same way, on react-hook-form: the contract's schema checks the values
// (zodResolver) and gives the payload, a refusal from the server shows by the field each of its issues
// names (or above the form), the form says when it is saving, and the focus moves to the first problem.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
} from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import type { FormCheck } from '../form-schema';

/** Where a server problem shows: a field of the form (and its words), or above the form (null). */
export type Placement = { field: string; message: string } | null;

type Options<V extends FieldValues, P> = (
  | { schema: z.ZodType<P, V>; check?: never }
  /** A form that sends only what changed checks with the schemas itself (form-schema.ts checkForm). */
  | { check: (values: V) => FormCheck<P>; schema?: never }
) & {
  defaultValues: V;
  save: (payload: P) => Promise<unknown>;
  /** True for a payload with nothing in it (a form that sends only what changed): said, not sent. */
  unchanged?: (payload: P) => boolean;
  /** Where a server issue (its dotted path, the answer's code) shows; by default the field it names. */
  place?: (path: string, message: string, code: string) => Placement;
  /** Also bring the first problem to the middle of the screen (a form longer than the screen). */
  scrollToProblem?: boolean;
};

const PROBLEMS = '[aria-invalid="true"], [role="alert"]';

const META = new Set(['type', 'message', 'ref', 'types', 'root']);

/** Problems by dotted path ('price', 'variants.2.size') as react-hook-form keeps them, nested. */
export function nestErrors(flat: Partial<Record<string, string>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const paths = Object.keys(flat).filter((path) => flat[path] !== undefined);
  for (const path of paths.sort((a, b) => a.length - b.length)) {
    let node = out;
    for (const key of path.split('.')) node = (node[key] ??= {}) as Record<string, unknown>;
    Object.assign(node, { type: 'check', message: flat[path] });
  }
  return out;
}

/** react-hook-form's nested problems as dotted paths, each with its message. */
export function flattenErrors(errors: unknown, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  if (!errors || typeof errors !== 'object') return out;
  const node = errors as Record<string, unknown>;
  if (typeof node.message === 'string' && prefix) out[prefix] = node.message;
  const root = node.root as { message?: unknown } | undefined;
  if (prefix && typeof root?.message === 'string') out[prefix] ??= root.message;
  for (const [key, child] of Object.entries(node)) {
    if (META.has(key)) continue;
    Object.assign(out, flattenErrors(child, prefix ? `${prefix}.${key}` : key));
  }
  return out;
}

function checkResolver<V extends FieldValues, P>(
  check: (values: V) => FormCheck<P>,
): Resolver<V, unknown, P> {
  return async (values) => {
    const result = check(values);
    return result.ok
      ? { values: result.payload, errors: {} }
      : { values: {}, errors: nestErrors(result.errors) as FieldErrors<V> };
  };
}

/** The problems a failed save shows: by field, and the one for the form as a whole. */
export function placeProblems(
  error: unknown,
  place: (path: string, message: string, code: string) => Placement,
): { fields: { field: string; message: string }[]; form: string | null } {
  if (!(error instanceof ApiError)) return { fields: [], form: String(error) };
  const issues = error.issues.length > 0 ? error.issues : [{ path: '', message: error.message }];
  const fields = issues
    .map((issue) => place(issue.path, issue.message, error.code))
    .filter((p): p is NonNullable<Placement> => p !== null);
  return { fields, form: fields.length > 0 ? null : error.message };
}

export function useSchemaForm<V extends FieldValues, P>({
  schema,
  check,
  defaultValues,
  save,
  unchanged,
  place = (path, message) => (path ? { field: path, message } : null),
  scrollToProblem = false,
}: Options<V, P>) {
  const form = useForm<V, unknown, P>({
    resolver: schema ? zodResolver(schema) : checkResolver(check),
    defaultValues: defaultValues as DefaultValues<V>,
    shouldFocusError: false,
  });
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // Focused after the render that shows the problem (rows and lists are not fields RHF can focus).
  const focusPending = useRef(false);
  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    const first = formRef.current?.querySelector<HTMLElement>(PROBLEMS);
    first?.focus();
    if (scrollToProblem) first?.scrollIntoView({ block: 'center' });
  });

  const onValid = async (payload: P) => {
    if (unchanged?.(payload)) {
      notify.info('Nothing to save: no field has changed.');
      return;
    }
    try {
      await save(payload);
    } catch (error) {
      const problems = placeProblems(error, place);
      for (const { field, message } of problems.fields) form.setError(field as Path<V>, { message });
      setFormError(problems.form);
      focusPending.current = true;
    }
  };
  const onInvalid = () => {
    focusPending.current = true;
  };

  /** The error message of a field ('price', 'variants.2.size'), if it has one. */
  const errorOf = (name: string): string | undefined => {
    const found = name
      .split('.')
      .reduce<unknown>(
        (node, key) =>
          node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined,
        form.formState.errors,
      );
    const message = (found as { message?: unknown } | undefined)?.message;
    return typeof message === 'string' ? message : undefined;
  };

  /** A text box's registration and error, to spread on a TextField. */
  const text = (name: Path<V>) => ({ ...form.register(name), error: errorOf(name) });
  /** The same for a box of whole numbers (the phone's number keypad). */
  const number = (name: Path<V>) => ({ ...text(name), inputMode: 'numeric' as const });
  /** A checkbox's registration with its words, to spread on a CheckboxField. */
  const checkbox = (name: Path<V>, label: string, hint?: string) => ({ label, hint, ...form.register(name) });
  /** A ChoiceGroup's name and change (its value comes from the form's watch). */
  const choice = <N extends Path<V>>(name: N) => ({
    name,
    onChange: (next: PathValue<V, N>) => form.setValue(name, next, { shouldDirty: true }),
  });

  return {
    form,
    formRef,
    formError,
    saving: form.formState.isSubmitting,
    errorOf,
    text,
    number,
    checkbox,
    choice,
    submit: (event: FormEvent) => {
      setFormError(null);
      void form.handleSubmit(onValid, onInvalid)(event);
    },
  };
}
