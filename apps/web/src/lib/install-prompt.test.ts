import { describe, expect, it, vi } from 'vitest';
import { install, listenForInstallOffer, type InstallPromptEvent } from './install-prompt';

function offerEvent(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as InstallPromptEvent;
  Object.assign(event, { prompt: vi.fn(async () => undefined), userChoice: Promise.resolve({ outcome }) });
  return event;
}

describe('the install offer', () => {
  it("keeps the browser's offer instead of its banner, and makes it once when asked", async () => {
    const page = new EventTarget();
    listenForInstallOffer(page as unknown as Window);
    expect(await install()).toBe(false);

    const offer = offerEvent('accepted');
    page.dispatchEvent(offer);
    expect(offer.defaultPrevented).toBe(true);
    expect(await install()).toBe(true);
    expect(offer.prompt).toHaveBeenCalledTimes(1);
    // Spent: a second press has nothing to show.
    expect(await install()).toBe(false);
  });

  it('forgets the offer once the shop is installed', async () => {
    const page = new EventTarget();
    listenForInstallOffer(page as unknown as Window);
    const offer = offerEvent('dismissed');
    page.dispatchEvent(offer);
    page.dispatchEvent(new Event('appinstalled'));
    expect(await install()).toBe(false);
    expect(offer.prompt).not.toHaveBeenCalled();
  });
});
