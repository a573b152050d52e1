// What a sign-out leaves on the phone: nothing of this shopper for the next person on a shared phone.
// The pages and pictures kept for offline use, and which half of the size chart they wear (the fit
// finder's women's / men's answer). The bag and the wishlist stay: they belong to the device.
import { fitChartStore } from './fit-profile';
import { forgetOfflineCopies } from './offline-caches';

/**
 * Once the server has ended the session: forgets the shopper on this phone and loads the home page
 * afresh. A whole new page, not a move inside this one: nothing of the shopper stays in memory (a
 * shared phone's next person), the page being left asks nothing more in their name (a 401 each, e.g.
 * the profile on the try-on page), and the server draws the signed-out shop.
 */
export async function leaveSignedOut(): Promise<void> {
  fitChartStore.remove();
  await forgetOfflineCopies();
  window.location.assign('/');
}
