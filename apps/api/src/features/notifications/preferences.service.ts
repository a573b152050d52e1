// The signed-in customer's notification preferences (GET/PUT /api/profile/preferences). Senders ask
// wantsOrderUpdates and the like before telling a customer anything.
import type { NotificationPreferencesInput } from '@shop/contracts';
import type { AppDeps } from '../../app-deps';
import { signedInUserId } from './notifications.service';
import { findPreferences, savePreferences } from './preferences.repo';

type Deps = Pick<AppDeps, 'auth' | 'database'>;

export async function ownPreferences(deps: Deps, headers: Headers) {
  const userId = await signedInUserId(deps, headers);
  return findPreferences(deps.database.db, userId);
}

export async function saveOwnPreferences(deps: Deps, headers: Headers, prefs: NotificationPreferencesInput) {
  const userId = await signedInUserId(deps, headers);
  await savePreferences(deps.database.db, userId, prefs);
  return findPreferences(deps.database.db, userId);
}
