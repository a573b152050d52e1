// The customer's five notification flags (GET/PUT /api/profile/preferences).
import type { NotificationPreferences } from '@shop/domain/rules';
import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../../../lib/api-client';
import { readJson } from '../../../lib/api-client';

export const preferencesQuery = (api: Api) =>
  queryOptions({
    queryKey: ['notification-preferences'] as const,
    queryFn: async (): Promise<NotificationPreferences> =>
      readJson<NotificationPreferences>(await (await api()).profile.preferences.$get()),
  });

export async function savePreferences(
  api: Api,
  prefs: NotificationPreferences,
): Promise<NotificationPreferences> {
  return readJson<NotificationPreferences>(await (await api()).profile.preferences.$put({ json: prefs }));
}
