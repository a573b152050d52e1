// "Where orders go" on a phone (390 px): two guests buy and give their delivery details, one naming
// Syokimau in the address, the other only sharing a location near Juja. The owner sees both areas
// (with their county groups) as cards, and — with no internet on this machine — the map steps aside
// with one line while the table stays.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, inject, it } from 'vitest';
import { signedInPage, useOwnProduct } from './admin-shop';
import { expect, PHONE_SCREEN, stubMapTiles, useBrowser, visit, visitorAddress } from './browser';
import { paidGuestOrder } from './paid-orders';
import { shopUrl } from './shop';

const baseUrl = shopUrl();
const admin = inject('admin');
const browser = useBrowser();

const piece = useOwnProduct({
  name: `Ankara Tote ${Date.now().toString(36)}`,
  price: 1100,
  variants: [{ size: 'One size', stock: 3 }],
});

/** A guest buys the piece and sends the delivery form, as the delivery-details page does. */
async function deliveredTo(location: string, coordinates: { lat: number; lng: number } | null) {
  const guestId = randomUUID();
  const phone = `07${String(Date.now()).slice(-8)}`;
  const order = await paidGuestOrder({ ...piece(), sizes: ['One size'] }, phone, guestId);
  const res = await fetch(`${baseUrl}/api/orders/${order.id}/delivery`, {
    method: 'PUT',
    headers: {
      'content-type': 'application/json',
      origin: baseUrl,
      'x-guest-id': guestId,
      'x-forwarded-for': visitorAddress(),
    },
    body: JSON.stringify({ name: 'Wanjiru', phone, location, coordinates }),
  });
  expect(res.status, await res.text()).toBe(200);
}

describe('where orders go', () => {
  beforeAll(async () => {
    await deliveredTo('Plot 12, Syokimau, near the SGR station', null);
    await deliveredTo('Blue gate opposite the church', { lat: -1.105, lng: 37.012 });
  });

  it('shows the areas of new orders as cards, and the table when the map cannot load', async () => {
    const page = await signedInPage(browser(), baseUrl, admin, PHONE_SCREEN);
    // The map's tiles cannot load here (no internet): those failures are expected, nothing else.
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error' && !msg.location().url.includes('tile.openstreetmap.org'))
        errors.push(`console: ${msg.text()}`);
    });
    page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
    await visit(page, '/admin/customer-analytics?period=7d');
    const panel = page.getByRole('region', { name: 'Where orders go', exact: true });
    const cards = panel.getByRole('list', { name: 'Orders by area' });
    await expect(cards).toBeVisible();
    await expect(cards.locator(':scope > li').filter({ hasText: 'Syokimau' })).toContainText('Machakos');
    await expect(cards.locator(':scope > li').filter({ hasText: 'Juja' })).toContainText('Kiambu');
    await expect(panel.getByRole('list', { name: 'Orders by group' })).toContainText('Kiambu');
    // No internet here: the tiles fail, the map goes and says so; the figures stay.
    await expect(panel.getByText('Map unavailable — showing the table')).toBeVisible();
    await expect(panel.getByRole('region', { name: /^Map of where orders go/ })).toHaveCount(0);
    await expect(cards).toBeVisible();
    // The wide table is for wider screens; a phone gets the cards.
    await expect(panel.getByRole('table')).toBeHidden();
    await panel.screenshot({ path: '/tmp/order-areas-390.png' });
    expect(errors).toEqual([]);
  });

  it('on a wide screen, with tiles to draw, shows the map with a pin per area beside the table', async () => {
    const page = await signedInPage(browser(), baseUrl, admin, { width: 1280, height: 900 });
    await stubMapTiles(page);
    await visit(page, '/admin/customer-analytics?period=7d');
    const panel = page.getByRole('region', { name: 'Where orders go', exact: true });
    const map = panel.getByRole('region', { name: /^Map of where orders go/ });
    await expect(map).toBeVisible();
    // One circle each for Syokimau and Juja (other journeys' orders may add more).
    await expect.poll(() => map.locator('path.leaflet-interactive').count()).toBeGreaterThanOrEqual(2);
    await expect(map.getByRole('link', { name: 'OpenStreetMap' })).toBeVisible();
    await expect(panel.getByText('Map unavailable — showing the table')).toHaveCount(0);
    const table = panel.getByRole('table');
    await expect(table.getByRole('row', { name: /Syokimau\s+Machakos\s+1/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /Juja\s+Kiambu\s+1/ })).toBeVisible();
    await panel.screenshot({ path: '/tmp/order-areas-1280.png' });
  });
});
