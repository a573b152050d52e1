// The creator application: name, e-mail, M-Pesa phone, social accounts with follower counts, niche,
// links to sample content and a short pitch. The server checks everything again and answers each
// field's problem, shown beside the field.
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { PhoneField, SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';
import { applyAsCreator } from '../api/creators-api';
import { useSubmit } from '../api/use-submit';

const NETWORKS = [
  { value: 'tiktok', label: 'TikTok' },
  { value: 'instagram', label: 'Instagram' },
  { value: 'youtube', label: 'YouTube' },
  { value: 'x', label: 'X' },
  { value: 'facebook', label: 'Facebook' },
] as const;
type Network = (typeof NETWORKS)[number]['value'];
type Social = { network: Network; handle: string; followers: string };

export function ApplicationForm({ onSent }: { onSent: () => void }) {
  const api = useApi();
  const [socials, setSocials] = useState<Social[]>([{ network: 'tiktok', handle: '', followers: '' }]);
  const send = useSubmit((json: Parameters<typeof applyAsCreator>[1]) => applyAsCreator(api, json), onSent);
  const issues = send.error instanceof ApiError ? send.error.issues : [];
  const errors: Record<string, string> = Object.fromEntries(issues.map((i) => [i.path, i.message]));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    void send.submit({
      name: text('name'),
      email: text('email'),
      phone: text('phone'),
      niche: text('niche'),
      pitch: text('pitch'),
      sample_links: text('sample_links').split(/\s+/).filter(Boolean),
      socials: socials.map((s) => ({
        network: s.network,
        handle: s.handle,
        followers: s.followers.trim() === '' ? Number.NaN : Number(s.followers.replaceAll(',', '')),
      })),
    });
  };
  const change = (index: number, patch: Partial<Social>) =>
    setSocials((list) => list.map((s, i) => (i === index ? { ...s, ...patch } : s)));
  const formError = send.error && issues.length === 0 ? send.error.message : null;

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4 rounded-2xl border border-ink/10 bg-white p-4 sm:p-6"
    >
      <h2 className="text-xl font-bold">Apply</h2>
      <TextField
        label="Your name"
        name="name"
        autoComplete="name"
        required
        // The form opens when the visitor asks to apply: their first field is where they start.
        autoFocus
        error={errors.name}
      />
      <TextField
        label="E-mail"
        name="email"
        type="email"
        autoComplete="email"
        required
        error={errors.email}
      />
      <PhoneField label="M-Pesa phone number (for payouts)" error={errors.phone} />
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">Social accounts</legend>
        {socials.map((social, index) => (
          <div key={index} className="grid grid-cols-1 gap-2 sm:grid-cols-[9rem_1fr_9rem]">
            <SelectField
              label={`Network ${index + 1}`}
              options={NETWORKS}
              value={social.network}
              onChange={(e) => change(index, { network: e.target.value as Network })}
            />
            <TextField
              label={`Handle ${index + 1}`}
              placeholder="@yourname"
              value={social.handle}
              onChange={(e) => change(index, { handle: e.target.value })}
              error={errors[`socials.${index}.handle`]}
            />
            <TextField
              label={`Followers ${index + 1}`}
              inputMode="numeric"
              value={social.followers}
              onChange={(e) => change(index, { followers: e.target.value })}
              error={errors[`socials.${index}.followers`]}
            />
          </div>
        ))}
        {errors.socials ? <p className="text-sm font-medium text-red-700">{errors.socials}</p> : null}
        {socials.length < 5 ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() =>
              setSocials((list) => [...list, { network: 'instagram', handle: '', followers: '' }])
            }
          >
            Add another account
          </Button>
        ) : null}
      </fieldset>
      <TextField
        label="Your niche"
        name="niche"
        placeholder="e.g. streetwear hauls, modest fashion"
        error={errors.niche}
      />
      <TextAreaField
        label="Links to your best content"
        name="sample_links"
        hint="One link per line (up to 5)."
        error={errors.sample_links ?? errors['sample_links.0'] ?? errors['sample_links.1']}
      />
      <TextAreaField label="Anything else we should know? (optional)" name="pitch" error={errors.pitch} />
      {formError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {formError}
        </p>
      ) : null}
      <Button type="submit" disabled={send.pending} className="w-full sm:w-auto">
        {send.pending ? 'Sending…' : 'Send application'}
      </Button>
    </form>
  );
}
