// A dialog form's save: the saving flag (for the Save button) and the server's refusal shown in the
// form (not as a toast: the owner fixes it there). `save` answers whether the work went through.
import { useState } from 'react';

export const failureMessage = (error: unknown) =>
  error instanceof Error ? error.message : 'Something went wrong. Please try again.';

export function useFormSave() {
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const save = async (work: () => Promise<unknown>): Promise<boolean> => {
    setSaving(true);
    setFormError(null);
    try {
      await work();
      return true;
    } catch (error) {
      setFormError(failureMessage(error));
      return false;
    } finally {
      setSaving(false);
    }
  };
  return { saving, formError, save };
}
