// The owner's offers in the order they are tried (the first a shopper qualifies for is shown): add,
// edit, switch on or off, move up or down (saved at once), delete. With none switched on, the shop's
// built-in offers (10 % bag, 15 % wishlist, 20 % welcome, 12 % general) are used.
import { useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/notify';
import { useApi } from '../../../lib/use-api';
import {
  changeExitOffer,
  createExitOffer,
  deleteExitOffer,
  EXIT_INTENT_KEY,
  EXIT_STATS_KEY,
  reorderExitOffers,
  type AdminExitOffer,
} from '../api/exit-intent-api';
import { ConfirmDialog } from '../components/confirm-dialog';
import { Badge } from '../components/status-badges';
import { EmptyState, Panel } from '../components/states';
import { useAction } from '../hooks/use-action';
import { conditionsText, EMPTY_OFFER, offerToValues } from './exit-form-values';
import { OfferDialog } from './offer-dialog';

export function OffersSection({ offers }: { offers: AdminExitOffer[] }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<AdminExitOffer | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminExitOffer | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: EXIT_INTENT_KEY });
    void queryClient.invalidateQueries({ queryKey: EXIT_STATS_KEY });
  };

  const move = useAction(async (offer: AdminExitOffer, step: -1 | 1) => {
    const ids = offers.map((o) => o.id);
    const from = ids.indexOf(offer.id);
    const to = from + step;
    if (to < 0 || to >= ids.length) return;
    ids.splice(from, 1);
    ids.splice(to, 0, offer.id);
    queryClient.setQueryData(EXIT_INTENT_KEY, await reorderExitOffers(api, ids));
    setAnnouncement(`“${offer.title}” moved ${step < 0 ? 'up' : 'down'}: ${to + 1} of ${ids.length}.`);
  });
  const toggle = useAction(async (offer: AdminExitOffer) => {
    const saved = await changeExitOffer(api, offer.id, { enabled: !offer.enabled });
    await refresh();
    notify.success(saved.enabled ? 'The offer is on.' : 'The offer is off.');
  });
  const anyOn = offers.some((o) => o.enabled);

  return (
    <Panel
      title="Offers"
      actions={
        <Button size="sm" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" className="size-4" />
          New offer
        </Button>
      }
    >
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {!anyOn ? (
        <p className="mb-3 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900">
          No offer is on: shoppers get the built-in offers (10% with a bag over KES 1,000, 15% with a
          wishlist, 20% welcome for visitors, 12% for everyone else).
        </p>
      ) : null}
      {offers.length === 0 ? (
        <EmptyState title="No offers of your own yet">
          Add one to choose the words, the discount and who sees it.
        </EmptyState>
      ) : (
        <ol
          className="divide-y divide-ink/10 overflow-hidden rounded-2xl border border-ink/10"
          data-testid="exit-offers"
        >
          {offers.map((offer, i) => {
            const quoted = `“${offer.title}”`;
            return (
              <li key={offer.id} className="flex gap-3 bg-white px-3 py-3">
                <div className="flex shrink-0 flex-col gap-1" role="group" aria-label={`Order of ${quoted}`}>
                  {(
                    [
                      [-1, 'up', ArrowUp, i === 0],
                      [1, 'down', ArrowDown, i === offers.length - 1],
                    ] as const
                  ).map(([step, word, Icon, edge]) => (
                    <button
                      key={word}
                      type="button"
                      disabled={edge || move.pending}
                      onClick={() => move.start(offer, step)}
                      aria-label={`Move ${quoted} ${word}`}
                      className="grid size-11 place-items-center rounded-full border border-ink/15 hover:bg-ink/5 disabled:opacity-30 sm:size-9"
                    >
                      <Icon aria-hidden="true" className="size-4" />
                    </button>
                  ))}
                </div>
                <span
                  aria-hidden="true"
                  className="mt-1 size-10 shrink-0 rounded-xl"
                  style={{
                    backgroundImage: `linear-gradient(135deg, ${offer.colour_from}, ${offer.colour_to})`,
                  }}
                />
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 font-semibold break-words">
                    <span className="sr-only">
                      {i + 1} of {offers.length}:{' '}
                    </span>
                    {offer.title}
                    <span className="text-sm font-normal text-muted">{offer.discount}% off</span>
                    {offer.enabled ? null : (
                      <Badge colour="grey" label="Status">
                        off
                      </Badge>
                    )}
                  </p>
                  <p className="text-sm text-muted">{conditionsText(offer)}</p>
                  <div
                    className="mt-2 flex flex-wrap gap-1"
                    role="group"
                    aria-label={`Actions for ${quoted}`}
                  >
                    <Button size="sm" variant="ghost" onClick={() => setEditing(offer)}>
                      <Pencil aria-hidden="true" className="size-4" />
                      Edit<span className="sr-only"> {quoted}</span>
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => toggle.start(offer)}
                      disabled={toggle.pending}
                    >
                      {offer.enabled ? 'Switch off' : 'Switch on'}
                      <span className="sr-only"> {quoted}</span>
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      className="text-red-800 hover:bg-red-50"
                      onClick={() => setDeleting(offer)}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                      Delete<span className="sr-only"> {quoted}</span>
                    </Button>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <OfferDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing === 'new' ? 'New offer' : 'Edit offer'}
        initial={editing && editing !== 'new' ? offerToValues(editing) : EMPTY_OFFER}
        submitLabel={editing === 'new' ? 'Add offer' : 'Save offer'}
        onSave={async (payload) => {
          if (editing === 'new') {
            await createExitOffer(api, payload);
            notify.success('Offer added.');
          } else if (editing) {
            await changeExitOffer(api, editing.id, payload);
            notify.success('Offer saved.');
          }
          await refresh();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this offer?"
        description={
          <p>
            “{deleting?.title}” will no longer be shown. Codes it already gave keep working until they end. To
            stop it for a while, switch it off instead.
          </p>
        }
        confirmLabel="Delete offer"
        danger
        onConfirm={async () => {
          if (!deleting) return;
          await deleteExitOffer(api, deleting.id);
          notify.success('Offer deleted.');
          await refresh();
        }}
      />
    </Panel>
  );
}
