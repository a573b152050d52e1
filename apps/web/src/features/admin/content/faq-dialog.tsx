// Writing or changing one FAQ, in a dialog over the list (a sheet from the bottom on phones). The
// category box suggests the categories in use; a new one starts a new group on the FAQ page.
import * as Dialog from '@radix-ui/react-dialog';
import { DialogFormButtons, DialogHeading, DialogSheet } from '../components/dialog-parts';
import { SchemaForm } from '../components/form-layout';
import { CheckboxField, TextField, TextAreaField } from '../components/fields';
import type { FaqCreatePayload } from '../api/faqs-api';
import { useSchemaForm } from '../hooks/use-schema-form';
import { DEFAULT_CATEGORY, faqFormSchema, placeIn, type FaqFormValues } from './content-form-values';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  initial: FaqFormValues;
  categories: string[];
  submitLabel: string;
  onSave: (payload: FaqCreatePayload) => Promise<unknown>;
};

function FaqForm({
  initial,
  categories,
  submitLabel,
  onSave,
  onDone,
}: Omit<Props, 'open' | 'onOpenChange' | 'title'> & { onDone: () => void }) {
  const { formRef, submit, formError, saving, text, checkbox } = useSchemaForm({
    schema: faqFormSchema,
    defaultValues: initial,
    // Saved, the dialog closes; refused, it stays open with the problem shown.
    save: async (payload) => {
      await onSave(payload);
      onDone();
    },
    place: placeIn(['question', 'answer', 'category', 'is_active']),
  });

  return (
    <SchemaForm formRef={formRef} onSubmit={submit} error={formError} className="mt-4 space-y-4">
      <TextField label="Question" maxLength={300} {...text('question')} />
      <TextAreaField
        label="Answer"
        hint="Plain text. Line breaks are kept on the FAQ page."
        rows={6}
        maxLength={5000}
        {...text('answer')}
      />
      <TextField
        label="Category"
        hint={`Choose one in use or type a new one. Empty: ${DEFAULT_CATEGORY}.`}
        suggestions={categories}
        maxLength={60}
        autoComplete="off"
        {...text('category')}
      />
      <CheckboxField
        {...checkbox(
          'is_active',
          'Active',
          'Shown on the FAQ page. Switch off to hide it without deleting it.',
        )}
      />
      <DialogFormButtons saving={saving} label={submitLabel} />
    </SchemaForm>
  );
}

export function FaqDialog({ open, onOpenChange, title, ...form }: Props) {
  return (
    <DialogSheet open={open} onOpenChange={onOpenChange} width="xl">
      <DialogHeading title={title} />
      <Dialog.Description className="sr-only">
        The question, its answer and where it shows.
      </Dialog.Description>
      {/* Mounted per opening, so each opening starts from the FAQ as saved. */}
      {open ? <FaqForm {...form} onDone={() => onOpenChange(false)} /> : null}
    </DialogSheet>
  );
}
