// My Videos on the profile: the signed-in user's own videos (GET /api/profile/videos), never cached
// on the device.
import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../../../lib/api-client';
import { readJson } from '../../../lib/api-client';

export const myVideosQuery = (api: Api) =>
  queryOptions({
    queryKey: ['profile', 'videos'] as const,
    queryFn: async () => readJson(await (await api()).profile.videos.$get()),
  });
