// Profile Settings: Basic Information, Body Size, Style Preferences, Delivery Preferences and
// Additional Preferences. Fields start from the stored values; the e-mail is read-only. While saving
// the button reads 'Updating...'; a failure shows the server's message.
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useApi } from '../../../lib/use-api';
import { saveProfile, type Profile, type ProfileUpdate } from '../api/profile';
import { recordAuthEvent } from '../hooks/auth-events';
import { TextField } from '../../../components/ui/field';
import { BodySizeFields, FormSection, StyleToggles, TextArea } from './profile-form-sections';

export const PROFILE_SAVED = 'Profile updated successfully!';

const formFrom = (profile: Profile): ProfileUpdate => ({
  fullName: profile.fullName ?? '',
  bodySize: profile.bodySize ?? {},
  stylePreferences: profile.stylePreferences ?? [],
  deliveryPreferences: profile.deliveryPreferences ?? '',
  additionalPreferences: { notes: profile.additionalPreferences?.notes ?? '' },
});

export function ProfileForm({ profile }: { profile: Profile }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [form, setForm] = useState(() => formFrom(profile));
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof ProfileUpdate>(key: K, value: ProfileUpdate[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      const saved = await saveProfile(api, form);
      queryClient.setQueryData(['profile'], saved);
      void queryClient.invalidateQueries({ queryKey: ['me'] });
      recordAuthEvent('user_updated');
      notify.success(PROFILE_SAVED);
    } catch (error) {
      notify.error(error instanceof ApiError ? error.message : 'Something went wrong. Please try again.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      aria-labelledby="profile-settings-title"
      className="space-y-5 rounded-3xl border border-ink/10 bg-white/60 p-5 sm:p-8"
    >
      <h2 id="profile-settings-title" className="text-xl font-black tracking-tight">
        Profile Settings
      </h2>
      <FormSection title="Basic Information">
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label="Full name"
            name="fullName"
            autoComplete="name"
            value={form.fullName}
            onChange={(e) => set('fullName', e.target.value)}
          />
          <TextField
            label="Email"
            name="email"
            type="email"
            value={profile.email}
            readOnly
            hint="Your sign-in e-mail"
          />
        </div>
      </FormSection>
      <FormSection title="Body Size">
        <BodySizeFields value={form.bodySize} onChange={(v) => set('bodySize', v)} />
        <p className="text-muted mt-3 text-sm">
          Saved sizes let{' '}
          <Link to="/try-on" className="text-ink font-semibold underline">
            Virtual Try-On
          </Link>{' '}
          find your size in any piece, and product pages offer it in one tap.
        </p>
      </FormSection>
      <FormSection title="Style Preferences">
        <StyleToggles
          options={profile.styleOptions}
          value={form.stylePreferences}
          onChange={(v) => set('stylePreferences', v)}
        />
      </FormSection>
      <FormSection title="Delivery Preferences">
        <TextArea
          label="Delivery notes"
          value={form.deliveryPreferences}
          onChange={(v) => set('deliveryPreferences', v)}
          placeholder="Where and when should we deliver?"
        />
      </FormSection>
      <FormSection title="Additional Preferences">
        <TextArea
          label="Anything else we should know"
          value={form.additionalPreferences.notes ?? ''}
          onChange={(v) => set('additionalPreferences', { notes: v })}
        />
      </FormSection>
      <Button type="submit" disabled={saving} className="w-full sm:w-auto">
        {saving ? 'Updating...' : 'Update Profile'}
      </Button>
    </form>
  );
}
