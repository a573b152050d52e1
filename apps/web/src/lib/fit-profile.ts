// What the fit finder and the product pages' "Your size" read: the signed-in shopper's body sizes
// (their profile, the same query and cache entry as the profile page) and which half of the size
// chart they wear, women's or men's, kept on this device once they said it.
import { queryOptions } from '@tanstack/react-query';
import { readJson, type Api } from './api-client';
import { createDeviceStore, useDeviceStore } from './device-store';

/** The profile's body sizes, free text as the shopper wrote them. */
export type BodySizeText = {
  height?: string;
  weight?: string;
  measurements?: { chest?: string; waist?: string; hips?: string; inseam?: string; shoe_size?: string };
};

/** The signed-in shopper's profile, read for its body sizes (the profile page shares this entry). */
export const bodySizeQuery = (api: Api) =>
  queryOptions({
    queryKey: ['profile'] as const,
    queryFn: async () => readJson<{ bodySize: BodySizeText }>(await (await api()).profile.$get()),
    select: (profile) => profile.bodySize ?? {},
    staleTime: 60_000,
  });

/** Whether the body sizes hold anything at all (a field with text in it). */
export const hasBodySizes = (body: BodySizeText | undefined): boolean =>
  !!body &&
  [body.height, body.weight, ...Object.values(body.measurements ?? {})].some(
    (text) => typeof text === 'string' && text.trim() !== '',
  );

export type FitChartChoice = 'women' | 'men';

/** Women's or men's sizes, as the shopper chose on the fit finder; null until they do. */
export const fitChartStore = createDeviceStore<FitChartChoice | null>({
  key: 'fit-chart',
  parse: (raw) => (raw === 'women' || raw === 'men' ? raw : null),
  serialise: String,
});

/** The chosen chart half, null on the server, while hydrating and before a choice. */
export const useFitChart = () => useDeviceStore(fitChartStore, (chart) => chart, null);
