// Writing or changing one FAQ, in a dialog over the list (a sheet from the bottom on phones). The
// category box suggests the categories in use; a new one starts a new group on the FAQ page.
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { FormError } from '../components/states';
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
  const id = useId();
  const { form, formError, saving, formRef, text, submit } = useSchemaForm({
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
    <form ref={formRef} onSubmit={submit} noValidate className="mt-4 space-y-4">
      <FormError message={formError} />
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
        list={`${id}-categories`}
        maxLength={60}
        autoComplete="off"
        {...text('category')}
      />
      <datalist id={`${id}-categories`}>
        {categories.map((category) => (
          <option key={category} value={category} />
        ))}
      </datalist>
      <CheckboxField
        label="Active"
        hint="Shown on the FAQ page. Switch off to hide it without deleting it."
        {...form.register('is_active')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Dialog.Close asChild>
          <Button variant="outline" disabled={saving}>
            Cancel
          </Button>
        </Dialog.Close>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}

export function FaqDialog({ open, onOpenChange, title, ...form }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-3xl bg-paper p-5 shadow-2xl focus:outline-none sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-full sm:max-w-xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl sm:p-6">
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="text-lg font-black tracking-tight">{title}</Dialog.Title>
            <Dialog.Close
              aria-label="Close"
              className="-m-2 grid size-11 shrink-0 place-items-center rounded-full hover:bg-ink/5"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">
            The question, its answer and where it shows.
          </Dialog.Description>
          {/* Mounted per opening, so each opening starts from the FAQ as saved. */}
          {open ? <FaqForm {...form} onDone={() => onOpenChange(false)} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
