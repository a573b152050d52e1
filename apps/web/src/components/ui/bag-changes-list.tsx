// "Your bag was updated" and what the server changed, one line each: the bag and the checkout show
// the same words the same way.
import { AlertTriangle } from 'lucide-react';

type Change = { key: string; kind: string; message: string };

export function BagChangesList({ changes }: { changes: readonly Change[] }) {
  return (
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
  );
}
