// The order page's delivery: where it goes (as the customer gave it, or as the shop entered or
// corrected it), a dialog to enter or correct it — checked by the shopper's form rule, so the owner
// meets the same messages — and the rider / tracking note the customer sees on their order.
import * as Dialog from '@radix-ui/react-dialog';
import { ownerDeliveryInput, trackingNoteInput } from '@shop/contracts';
import { formatPhoneForDisplay, TRACKING_NOTE_MAX } from '@shop/domain/rules';
import { useQueryClient } from '@tanstack/react-query';
import { ExternalLink, MapPin, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/notify';
import { useApi } from '../../../lib/use-api';
import { refreshAdmin, saveOrderDelivery, saveTrackingNote, type OrderDetail } from '../api/orders-api';
import { DialogFormButtons, DialogHeading, DialogSheet } from '../components/dialog-parts';
import { TextAreaField, TextField } from '../components/fields';
import { SchemaForm } from '../components/form-layout';
import { SaveButton } from '../components/save-bar';
import { Panel } from '../components/states';
import { useSchemaForm } from '../hooks/use-schema-form';
import { Facts } from './facts';
import { formatDateTime } from '../format';

type Order = OrderDetail['order'];
type DialogProps = { order: Order; open: boolean; onOpenChange: (open: boolean) => void };

function DeliveryForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const info = order.delivery_info;
  const entering = order.fulfillment_status === 'awaiting_details';
  const { formRef, submit, formError, saving, text } = useSchemaForm({
    schema: ownerDeliveryInput,
    defaultValues: {
      name: info?.name ?? '',
      phone: info?.phone ?? order.phone_number ?? '',
      location: info?.location ?? '',
    },
    save: async (payload) => {
      await saveOrderDelivery(api, order.id, payload);
      notify.success(
        entering
          ? `Delivery details saved: order #${order.short_id} is ready for delivery.`
          : `Delivery details of order #${order.short_id} corrected.`,
      );
      await refreshAdmin(queryClient);
      onDone();
    },
  });
  return (
    <SchemaForm formRef={formRef} onSubmit={submit} error={formError} className="mt-4 space-y-4">
      <TextField label="Full name" autoComplete="off" maxLength={200} {...text('name')} />
      <TextField
        label="Phone number"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        placeholder="0712345678"
        hint="The number the rider calls on arrival."
        maxLength={40}
        {...text('phone')}
      />
      <TextAreaField
        label="Delivery address"
        placeholder="Estate, street, building and house number, landmark"
        rows={3}
        maxLength={1000}
        {...text('location')}
      />
      {info?.coordinates ? (
        <p className="text-xs text-muted">
          The customer&rsquo;s map pin stays while the address stays the same; a new address drops it.
        </p>
      ) : null}
      <DialogFormButtons saving={saving} label={entering ? 'Save and mark ready' : 'Save changes'} />
    </SchemaForm>
  );
}

/** Entering (an order awaiting details: it becomes ready for delivery) or correcting the details. */
export function DeliveryDialog({ order, open, onOpenChange }: DialogProps) {
  const entering = order.fulfillment_status === 'awaiting_details';
  return (
    <DialogSheet open={open} onOpenChange={onOpenChange} width="xl">
      <DialogHeading
        title={`${entering ? 'Add' : 'Correct'} delivery details for order #${order.short_id}`}
      />
      <Dialog.Description className="mt-1 text-sm text-ink/80">
        {entering
          ? 'Saved, the order is ready for delivery. The customer is not told.'
          : 'The change and what it was are kept in the order’s history. The customer is not told.'}
      </Dialog.Description>
      {/* Mounted per opening, so each opening starts from the details as saved. */}
      {open ? <DeliveryForm order={order} onDone={() => onOpenChange(false)} /> : null}
    </DialogSheet>
  );
}

function TrackingNoteForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { formRef, submit, formError, saving, text } = useSchemaForm({
    schema: trackingNoteInput,
    defaultValues: { note: order.tracking_note ?? '' },
    save: async ({ note }) => {
      await saveTrackingNote(api, order.id, note);
      notify.success(note ? 'Rider / tracking note saved.' : 'Rider / tracking note removed.');
      await refreshAdmin(queryClient);
      onDone();
    },
  });
  return (
    <SchemaForm formRef={formRef} onSubmit={submit} error={formError} className="mt-3 space-y-3">
      <TextAreaField
        label="Rider / tracking note"
        hint={`The customer sees it on their order. At most ${TRACKING_NOTE_MAX} characters; empty removes it.`}
        placeholder="For example: Rider: Otieno 0712 345 678, Pickup Mtaani code 88421"
        rows={2}
        maxLength={TRACKING_NOTE_MAX}
        autoFocus
        {...text('note')}
      />
      <div className="flex flex-wrap gap-2">
        <SaveButton saving={saving} label="Save note" />
        <Button variant="outline" size="sm" disabled={saving} onClick={onDone}>
          Cancel
        </Button>
      </div>
    </SchemaForm>
  );
}

function TrackingNote({ order }: { order: Order }) {
  const [editing, setEditing] = useState(false);
  const note = order.tracking_note;
  return (
    <div className="mt-4 border-t border-ink/10 pt-3">
      <h3 className="text-sm font-semibold">Rider / tracking note</h3>
      {editing ? (
        <TrackingNoteForm order={order} onDone={() => setEditing(false)} />
      ) : (
        <>
          <p className={note ? 'mt-1 text-sm break-words' : 'mt-1 text-sm text-muted'}>
            {note ?? 'None yet. The customer sees it on their order.'}
          </p>
          {order.can_edit_tracking_note ? (
            <Button variant="outline" size="sm" className="mt-2" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" className="size-4" />
              {note ? 'Edit note' : 'Add a note'}
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}

export function DeliveryPanel({ order }: { order: Order }) {
  const info = order.delivery_info;
  const [open, setOpen] = useState(false);
  const edit = order.can_edit_delivery ? (
    <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
      <Pencil aria-hidden="true" className="size-4" />
      {info ? 'Edit' : 'Add delivery details'}
      {info ? <span className="sr-only"> delivery details</span> : null}
    </Button>
  ) : null;
  return (
    <Panel title="Delivery" actions={info ? edit : null}>
      {info ? (
        <>
          <Facts
            rows={[
              ['Name', info.name],
              [
                'Phone',
                <a key="tel" href={`tel:${info.phone}`} className="underline">
                  {formatPhoneForDisplay(info.phone)}
                </a>,
              ],
              ['Location', info.location],
              ['Given', formatDateTime(info.timestamp)],
            ]}
          />
          {order.map_url ? (
            <a
              href={order.map_url}
              target="_blank"
              rel="noreferrer"
              className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold underline"
            >
              <MapPin aria-hidden="true" className="size-4" />
              Open the location in Google Maps
              <ExternalLink aria-hidden="true" className="size-3.5" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          ) : (
            <p className="mt-3 text-xs text-muted">No map coordinates were shared.</p>
          )}
        </>
      ) : (
        <>
          <p className="text-sm text-muted">
            No delivery details yet. The customer can still give them, or you can add them for them.
          </p>
          {edit ? <div className="mt-3">{edit}</div> : null}
        </>
      )}
      <TrackingNote order={order} />
      <DeliveryDialog order={order} open={open} onOpenChange={setOpen} />
    </Panel>
  );
}
