// The home page's highlights (GET /api/highlights). The server renders the story row with them and
// hands them over inside the HTML; the row's own code reads the same query once it is live.
import { queryOptions } from '@tanstack/react-query';
import { readJson, type Api } from '../../../lib/api-client';

export const highlightsQuery = (api: Api) =>
  queryOptions({
    queryKey: ['highlights'] as const,
    queryFn: async () => readJson(await (await api()).highlights.$get()),
    staleTime: 60_000,
  });
