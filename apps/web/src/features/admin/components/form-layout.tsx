// How an admin form is laid out: the form with its own problem on top (useSchemaForm gives the
// rest), and its sections, each a panel with its fields in columns.
import { clsx } from 'clsx';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { FormError, Panel } from './states';

export function SchemaForm({
  formRef,
  onSubmit,
  error,
  className = 'space-y-4',
  children,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent) => void;
  /** The form's own problem (not one field's). */
  error: string | null;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className={className}>
      <FormError message={error} />
      {children}
    </form>
  );
}

// Whole class names, so Tailwind finds them. One column stacks the fields.
const COLUMNS = { 1: 'space-y-4', 2: 'grid gap-4 sm:grid-cols-2', 3: 'grid gap-4 sm:grid-cols-3' };

/** A titled section of a form with its fields in one, two or three columns (from small screens). */
export function FormSection({
  title,
  columns = 2,
  className,
  children,
  anchor,
}: {
  title: string;
  columns?: keyof typeof COLUMNS;
  className?: string;
  children: ReactNode;
  anchor?: string;
}) {
  return (
    <Panel title={title} anchor={anchor}>
      <div className={clsx(COLUMNS[columns], className)}>{children}</div>
    </Panel>
  );
}
