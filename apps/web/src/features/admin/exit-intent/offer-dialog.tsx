// Writing or changing one exit-intent offer, in a dialog over the screen (a sheet on phones): what it
// says, how it looks, its discount, who it is for, and whether it is on.
import * as Dialog from '@radix-ui/react-dialog';
import type { ExitOfferPayload } from '../api/exit-intent-api';
import { DialogFormButtons, DialogHeading, DialogSheet } from '../components/dialog-parts';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../components/fields';
import { SchemaForm } from '../components/form-layout';
import { useSchemaForm } from '../hooks/use-schema-form';
import { ICON_OPTIONS, offerSchema, TYPE_OPTIONS, type OfferValues } from './exit-form-values';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  initial: OfferValues;
  submitLabel: string;
  onSave: (payload: ExitOfferPayload) => Promise<unknown>;
};

function OfferForm({
  initial,
  submitLabel,
  onSave,
  onDone,
}: Omit<Props, 'open' | 'onOpenChange' | 'title'> & { onDone: () => void }) {
  const { formRef, submit, formError, saving, text, number, checkbox } = useSchemaForm({
    schema: offerSchema,
    defaultValues: initial,
    save: async (payload) => {
      await onSave(payload);
      onDone();
    },
  });

  return (
    <SchemaForm formRef={formRef} onSubmit={submit} error={formError} className="mt-4 space-y-4">
      <TextField label="Title" maxLength={80} placeholder="Karibu! A welcome gift" {...text('title')} />
      <TextAreaField label="Description" rows={2} maxLength={300} {...text('description')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Discount (%)"
          hint="1 to 90. The server mints codes at this percentage."
          {...number('discount')}
        />
        <TextField label="Button text" maxLength={40} placeholder="Claim my discount" {...text('cta')} />
      </div>
      <TextField
        label="Urgency line"
        hint="Optional, e.g. “One-of-a-kind pieces sell fast.”"
        maxLength={160}
        {...text('urgency')}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField label="Icon" options={ICON_OPTIONS} {...text('icon')} />
        <TextField label="Colour from" type="color" className="[&_input]:p-1" {...text('colour_from')} />
        <TextField label="Colour to" type="color" className="[&_input]:p-1" {...text('colour_to')} />
      </div>
      <SelectField
        label="Type"
        hint="A label for your stats; the conditions below decide who sees it."
        options={TYPE_OPTIONS}
        {...text('offer_type')}
      />
      <fieldset className="space-y-3 rounded-2xl border border-ink/10 p-3">
        <legend className="px-1 text-sm font-semibold">Who sees it</legend>
        <CheckboxField {...checkbox('requires_cart', 'Needs something in the bag')} />
        <CheckboxField {...checkbox('requires_wishlist', 'Needs a saved piece in the wishlist')} />
        <CheckboxField
          {...checkbox('first_time_only', 'First-time visitors only', 'Not shown to signed-in customers.')}
        />
        <TextField
          label="Minimum bag total (KES)"
          hint="Empty: no minimum. The bag total is price × quantity of its lines."
          {...number('min_cart_value')}
        />
      </fieldset>
      <CheckboxField
        {...checkbox('enabled', 'On', 'Shoppers can see it. Switch off to keep it without showing it.')}
      />
      <DialogFormButtons saving={saving} label={submitLabel} />
    </SchemaForm>
  );
}

export function OfferDialog({ open, onOpenChange, title, ...form }: Props) {
  return (
    <DialogSheet open={open} onOpenChange={onOpenChange} width="xl">
      <DialogHeading title={title} />
      <Dialog.Description className="sr-only">
        What the offer says, its discount and who sees it.
      </Dialog.Description>
      {open ? <OfferForm {...form} onDone={() => onOpenChange(false)} /> : null}
    </DialogSheet>
  );
}
