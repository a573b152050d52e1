// A creator's terms: commission rate, referral code, the discount code linked to them, and whether
// their link still earns (paused creators keep their history).
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { CheckboxField, TextField } from '../../../components/ui/field';
import { notify } from '../../../lib/notify';
import { useApi } from '../../../lib/use-api';
import { changeCreator, CREATORS_KEY, type CreatorDetail } from '../api/creators-api';
import { useAction } from '../hooks/use-action';
import { CreatorTermsFields } from './creator-terms-fields';

export function CreatorSettingsForm({ creator }: { creator: CreatorDetail['creator'] }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [rate, setRate] = useState(String(creator.commission_percent));
  const [code, setCode] = useState(creator.code);
  const [discount, setDiscount] = useState(creator.discount_code ?? '');
  const [active, setActive] = useState(creator.active);
  const save = useAction(async () => {
    await changeCreator(api, creator.id, {
      commission_percent: Number(rate),
      code,
      discount_code: discount.trim() || null,
      active,
    });
    notify.success('Creator saved.');
    await queryClient.invalidateQueries({ queryKey: CREATORS_KEY });
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.start();
  };
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
      <CreatorTermsFields rate={rate} onRate={setRate} code={code} onCode={setCode} />
      <TextField
        size="sm"
        label="Linked discount code"
        hint="Orders using this code credit the creator too. Leave empty for none."
        value={discount}
        onChange={(e) => setDiscount(e.target.value.toUpperCase())}
      />
      <CheckboxField
        label="Link earns commission"
        checked={active}
        onChange={(e) => setActive(e.target.checked)}
      />
      <div className="sm:col-span-2">
        <Button type="submit" size="sm" disabled={save.pending}>
          {save.pending ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
