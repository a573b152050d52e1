// "Your bag was updated" and what the server changed, one line each, under any refusals that made it
// look ('Sorry, … just sold out'): the bag and the checkout show the same panel. It comes into view
// when a refusal arrives: Pay may be far below it in a scrolled dialog.
import { AlertTriangle } from 'lucide-react';
import { useEffect, useRef } from 'react';

type Change = { key: string; kind: string; message: string };

export function BagChangesPanel({
  changes,
  soldOut = [],
  testId,
  className,
}: {
  changes: readonly Change[];
  soldOut?: readonly string[];
  testId: string;
  className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (soldOut.length > 0) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [soldOut.length]);
  if (changes.length === 0 && soldOut.length === 0) return null;
  return (
    <div
      ref={ref}
      role="status"
      className={`rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ${className ?? ''}`}
      data-testid={testId}
    >
      {soldOut.map((message) => (
        <p key={message} className="mb-1 font-semibold" data-testid="checkout-sold-out">
          {message}
        </p>
      ))}
      {changes.length > 0 ? (
        <>
          <p className="flex items-center gap-2 font-semibold">
            <AlertTriangle aria-hidden="true" className="size-4" />
            Your bag was updated
          </p>
          <ul className="mt-1 list-disc space-y-0.5 pl-6">
            {changes.map((change) => (
              <li key={`${change.key}:${change.kind}`}>{change.message}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
