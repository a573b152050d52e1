// What the owner does with the orders chosen in the list: print their packing slips (one per page) or
// mark them shipped in one go after confirming. Each order follows the single step's rules; the ones
// that could not be shipped are listed by number with the reason, and stay chosen.
import { useQueryClient } from '@tanstack/react-query';
import { Printer, Truck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { notify } from '../../../lib/notify';
import { useApi } from '../../../lib/use-api';
import { bulkShip, refreshAdmin, type BulkShipAnswer } from '../api/orders-api';
import { ConfirmDialog } from '../components/confirm-dialog';
import { plural } from '../format';

type Props = { chosen: string[]; onDone: (stillChosen: string[]) => void };

export function BulkOrderBar({ chosen, onDone }: Props) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [refused, setRefused] = useState<BulkShipAnswer['refused']>([]);

  const ship = async () => {
    const answer = await bulkShip(api, chosen);
    setRefused(answer.refused);
    if (answer.shipped.length) notify.success(`${plural(answer.shipped.length, 'order')} marked as shipped.`);
    onDone(answer.refused.map((o) => o.id));
    await refreshAdmin(queryClient);
  };

  return (
    <div className="space-y-2">
      {chosen.length ? (
        <div
          role="region"
          aria-label="Chosen orders"
          className="flex flex-wrap items-center gap-2 rounded-2xl border border-ink/10 bg-white p-3"
        >
          <p className="mr-auto text-sm font-semibold" aria-live="polite">
            {plural(chosen.length, 'order')} chosen
          </p>
          <Link
            to={`/admin/orders/packing-slips?ids=${chosen.join(',')}`}
            className={buttonClasses('outline', 'sm')}
          >
            <Printer aria-hidden="true" className="size-4" />
            Packing slips
          </Link>
          <Button size="sm" onClick={() => setConfirming(true)}>
            <Truck aria-hidden="true" className="size-4" />
            Mark shipped
          </Button>
          <Button size="sm" variant="ghost" onClick={() => onDone([])}>
            Clear
          </Button>
        </div>
      ) : null}
      {refused.length ? (
        <div role="alert" className="rounded-2xl bg-red-50 p-3 text-sm text-red-900">
          <p className="font-semibold">
            {refused.length === 1 ? 'One order was' : `${refused.length} orders were`} not marked shipped:
          </p>
          <ul className="mt-1 list-disc pl-5">
            {refused.map((o) => (
              <li key={o.id}>
                #{o.short_id}: {o.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Mark ${plural(chosen.length, 'order')} as shipped?`}
        description={
          <p>
            Each order that is ready for delivery moves to shipped and its customer is told it is on its way.
            Orders that cannot be shipped yet are listed afterwards with the reason.
          </p>
        }
        confirmLabel="Mark shipped"
        cancelLabel="Not yet"
        onConfirm={ship}
      />
    </div>
  );
}
