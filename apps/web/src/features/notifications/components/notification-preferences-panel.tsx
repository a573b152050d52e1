// The profile's Notification Preferences section: the five flags (each on until changed), saved
// together. The profile route composes it beside the profile form.
import type { NotificationPreferences } from '@shop/domain/rules';
import { NOTIFICATION_PREFERENCE_KEYS } from '@shop/domain/rules';
import {
  NOTIFICATION_PREFERENCE_LABELS,
  PREFERENCES_LOAD_FAILED_MESSAGE,
  PREFERENCES_SAVE_FAILED_MESSAGE,
  PREFERENCES_SAVED_MESSAGE,
} from '@shop/domain/texts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/notify';
import { useApi } from '../../../lib/use-api';
import { preferencesQuery, savePreferences } from '../api/preferences-api';

export default function NotificationPreferencesPanel() {
  const api = useApi();
  const queryClient = useQueryClient();
  const headingId = useId();
  const saved = useQuery(preferencesQuery(api));
  const [draft, setDraft] = useState<NotificationPreferences | null>(null);
  const shown = draft ?? saved.data;

  useEffect(() => {
    if (saved.isError) notify.error(PREFERENCES_LOAD_FAILED_MESSAGE);
  }, [saved.isError]);

  const save = useMutation({
    mutationFn: (prefs: NotificationPreferences) => savePreferences(api, prefs),
    onSuccess: (prefs) => {
      queryClient.setQueryData(preferencesQuery(api).queryKey, prefs);
      setDraft(null);
      notify.success(PREFERENCES_SAVED_MESSAGE);
    },
    onError: () => notify.error(PREFERENCES_SAVE_FAILED_MESSAGE),
  });

  const changed =
    draft !== null &&
    saved.data !== undefined &&
    NOTIFICATION_PREFERENCE_KEYS.some((k) => draft[k] !== saved.data[k]);

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-ink/10 bg-white p-4 sm:p-6">
      <h2 id={headingId} className="text-lg font-bold">
        Notification Preferences
      </h2>
      <p className="mt-1 text-sm text-muted">Choose what we tell you about, by e-mail and on the bell.</p>
      {saved.isError ? (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 p-3 text-sm text-red-800">
          {PREFERENCES_LOAD_FAILED_MESSAGE}
        </p>
      ) : !shown ? (
        <p role="status" className="mt-4 text-sm text-muted">
          Loading your preferences…
        </p>
      ) : (
        <form
          className="mt-4"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(shown);
          }}
        >
          <ul className="divide-y divide-ink/10">
            {NOTIFICATION_PREFERENCE_KEYS.map((key) => (
              <li key={key}>
                <label className="flex min-h-14 cursor-pointer items-center justify-between gap-4 py-2">
                  <span>
                    <span className="block text-sm font-semibold">
                      {NOTIFICATION_PREFERENCE_LABELS[key].label}
                    </span>
                    <span className="block text-xs text-muted">
                      {NOTIFICATION_PREFERENCE_LABELS[key].description}
                    </span>
                  </span>
                  <input
                    type="checkbox"
                    role="switch"
                    name={key}
                    checked={shown[key]}
                    onChange={(event) => setDraft({ ...shown, [key]: event.target.checked })}
                    className="size-5 shrink-0 accent-ink"
                  />
                </label>
              </li>
            ))}
          </ul>
          <Button type="submit" size="sm" className="mt-4" disabled={!changed || save.isPending}>
            {save.isPending ? 'Saving…' : 'Save preferences'}
          </Button>
        </form>
      )}
    </section>
  );
}
