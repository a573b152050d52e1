// What a screen shows while its data comes, when it could not come, and when there is none.
import { Loader2, TriangleAlert } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

export function LoadingState({ label = 'Loading…' }: { label?: string }) {
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-16 text-sm text-muted">
      <Loader2 aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
      {label}
    </p>
  );
}

export function ErrorState({ error, onRetry }: { error: Error; onRetry?: () => void }) {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5 text-sm text-red-900">
      <p className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden="true" className="size-5" />
        {error.message}
      </p>
      {onRetry ? (
        <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-ink/20 px-4 py-12 text-center">
      <p className="font-semibold">{title}</p>
      {children ? <div className="mt-2 text-sm text-muted">{children}</div> : null}
    </div>
  );
}

/** A white card with an optional heading (which names it as a region): the admin's building block. */
export function Panel({
  title,
  actions,
  children,
  className,
  anchor,
}: {
  title?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  /** The section's id, for a form outline's links (it scrolls clear of the sticky bars). */
  anchor?: string;
}) {
  const id = useId();
  return (
    <section
      id={anchor}
      tabIndex={anchor ? -1 : undefined}
      aria-labelledby={title ? `${id}-title` : undefined}
      className={`min-w-0 scroll-mt-28 rounded-2xl border border-ink/10 bg-white p-4 sm:p-5 ${className ?? ''}`}
    >
      {title ? (
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 id={`${id}-title`} className="text-base font-bold">
            {title}
          </h2>
          {actions}
        </div>
      ) : null}
      {children}
    </section>
  );
}

/** A form's own problem (not one field's), said at once and focusable, so the form can move there. */
export function FormError({ message, className }: { message: string | null; className?: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      tabIndex={-1}
      className={`rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800 ${className ?? ''}`}
    >
      {message}
    </p>
  );
}

/**
 * A list's results while the next page or filter loads: the previous answer stays, dimmed, and the
 * region says it is busy.
 */
export function RefreshingResults({
  query,
  children,
}: {
  query: { isPlaceholderData: boolean; isFetching: boolean };
  children: ReactNode;
}) {
  return (
    <div
      className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
      aria-busy={query.isFetching}
    >
      {children}
    </div>
  );
}
