// The exit-intent offer's calls: the owner's settings and offers (cached by the browser for a minute),
// a view report (failures ignored, spec §8), and minting the visitor's code for the offer they took.
// A guest's device id travels as x-guest-id: the code is minted for this device.
import { parseAppliedDiscount, type AppliedDiscount } from '@shop/domain/rules';
import type { InferResponseType } from 'hono/client';
import { readJson, type Api, type ApiClient } from '../../../lib/api-client';
import { ensureGuestId, guestHeaders } from '../../../lib/guest-id';

export type ExitIntentConfig = InferResponseType<ApiClient['exit-intent']['settings']['$get'], 200>;
export type ShownOffer = ExitIntentConfig['offers'][number];

export const exitIntentQuery = (api: Api) => ({
  queryKey: ['exit-intent', 'settings'] as const,
  queryFn: async (): Promise<ExitIntentConfig> =>
    readJson(await (await api())['exit-intent'].settings.$get()),
  staleTime: 60_000,
});

export async function reportOfferView(api: Api, offerId: string): Promise<void> {
  try {
    const client = await api();
    await client['exit-intent'].events.$post(
      { json: { event_type: 'view', offer_id: offerId } },
      { headers: guestHeaders() },
    );
  } catch {
    // Tracking failures are ignored (document 2 §8).
  }
}

/** Mints (or finds again) this visitor's code for the offer; the server decides the percentage. */
export async function mintOfferCode(api: Api, offerId: string, signedIn: boolean): Promise<AppliedDiscount> {
  if (!signedIn) ensureGuestId();
  const client = await api();
  const answer = await readJson(
    await client.discounts.generate.$post({ json: { offer_id: offerId } }, { headers: guestHeaders() }),
  );
  const discount = parseAppliedDiscount(answer.discount);
  if (!discount) throw new Error('The offer code could not be read.');
  return discount;
}
