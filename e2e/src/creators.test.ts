// The creators programme end to end: a creator applies on /collaborate (on a phone), the owner approves
// them on /admin/creators with a 10% rate and a code, the creator uploads a video from their dashboard,
// the owner approves it (only then does the shop list it), a shopper opens the creator's ?ref= link
// and buys, the creator's dashboard shows the commission, and the owner marks it paid with an M-Pesa
// reference on /admin/creator-payouts; the creator then sees it paid.
import type { Page } from 'playwright-core';
import { describe, inject, it } from 'vitest';
import { ownerApi, signedInPage, useOwnProduct } from './admin-shop';
import { expect, LAPTOP, PHONE_SCREEN, toast, useBrowser, visit, watchErrors } from './browser';
import { paidCustomerOrder } from './paid-orders';
import { shopUrl } from './shop';

const baseUrl = shopUrl();
const admin = inject('admin');
const browser = useBrowser();
const stamp = Date.now().toString(36).toUpperCase();
const code = `CR${stamp}`.slice(0, 20);
const name = `Amani ${stamp}`;

const piece = useOwnProduct({
  name: `Denim Jacket ${stamp}`,
  price: 3000,
  variants: [{ size: 'M', stock: 1 }],
});

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const MP4 = Buffer.from([0, 0, 0, 0x18, ...ascii('ftypisom'), 0, 0, 2, 0, ...ascii('isomiso2avc1mp41')]);

async function signedUpPage(email: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser().newContext({ viewport });
  const res = await context.request.post(`${baseUrl}/api/auth/sign-up/email`, {
    data: { email, password: 'e2e-creator-password', name: email.split('@')[0] },
    headers: { origin: baseUrl },
  });
  expect(res.status()).toBe(200);
  return context.newPage();
}

describe('creators programme', () => {
  it('apply → approved → upload approved → a ref-link order → commission shown → paid', async () => {
    const creator = await signedUpPage(`creator-${stamp.toLowerCase()}@e2e.test`, PHONE_SCREEN);
    const creatorErrors = watchErrors(creator);
    await visit(creator, '/collaborate');
    await expect(creator.getByRole('heading', { level: 1, name: 'Create with us' })).toBeVisible();
    await creator.getByRole('button', { name: 'Apply now' }).click();
    await creator.getByLabel('Your name').fill(name);
    await creator.getByLabel('E-mail').fill(`creator-${stamp.toLowerCase()}@e2e.test`);
    await creator.getByLabel('M-Pesa phone number (for payouts)').fill(`07${String(Date.now()).slice(-8)}`);
    await creator.getByLabel('Handle 1').fill('@amani.thrifts');
    await creator.getByLabel('Followers 1').fill('12500');
    await creator.getByLabel('Your niche').fill('Streetwear thrift hauls');
    await creator
      .getByLabel('Links to your best content')
      .fill('https://www.tiktok.com/@amani.thrifts/video/1');
    await creator.getByRole('button', { name: 'Send application' }).click();
    await expect(creator.getByTestId('application-received')).toContainText('Application received');
    await creator.screenshot({ path: `/tmp/creators-collaborate-${stamp}.png`, fullPage: true });

    const owner = await signedInPage(browser(), baseUrl, admin, LAPTOP);
    const ownerErrors = watchErrors(owner);
    await visit(owner, '/admin/creators');
    const card = owner.getByTestId('creator-application').filter({ hasText: name });
    await card.getByLabel('Commission (%)').fill('10');
    await card.getByLabel('Referral code (optional)').fill(code);
    await card.getByLabel('Message in the e-mail').fill('Welcome! Your first pieces ship Friday.');
    await card.getByRole('button', { name: 'Approve' }).click();
    await toast(owner, `${name} is now a creator.`);

    await visit(creator, '/creator-dashboard');
    await expect(creator.getByTestId('referral-code')).toHaveText(code);
    await expect(creator.getByTestId('referral-link')).toHaveValue(new RegExp(`/\\?ref=${code}$`));
    await creator.getByLabel('Title').fill(`Haul ${stamp}`);
    await creator
      .getByLabel('Video file')
      .setInputFiles({ name: 'haul.mp4', mimeType: 'video/mp4', buffer: MP4 });
    await creator.getByRole('button', { name: 'Upload video' }).click();
    await expect(creator.getByText('Uploaded. It shows in the shop once we approve it.')).toBeVisible();
    await expect(creator.getByTestId('creator-video-list')).toContainText('Waiting for review');

    // The video's own page in the shop answers only once the owner approved it.
    const api = await ownerApi();
    const { videos } = (await (await api.get('/api/admin/videos')).json()) as {
      videos: { id: string; title: string; review_status: string }[];
    };
    await api.dispose();
    const uploaded = videos.find((v) => v.title === `Haul ${stamp}`)!;
    expect(uploaded.review_status).toBe('pending');
    const listed = async () =>
      (await fetch(`${baseUrl}/api/catalogue/videos/${uploaded.id}?fresh=${Date.now()}`)).status === 200;
    expect(await listed()).toBe(false);

    await visit(owner, '/admin/creators');
    await owner.getByRole('link', { name }).click();
    await expect(owner.getByRole('heading', { level: 1, name })).toBeVisible();
    await owner
      .getByTestId('creator-video')
      .filter({ hasText: `Haul ${stamp}` })
      .getByRole('button', { name: 'Approve video' })
      .click();
    await toast(owner, 'Video approved: it shows in the shop.');
    await expect.poll(listed).toBe(true);

    // A shopper opens the creator's link (the server sets the referral cookie) and buys.
    const shopper = await signedUpPage(`shopper-${stamp.toLowerCase()}@e2e.test`, PHONE_SCREEN);
    await visit(shopper, `/?ref=${code}`);
    const cookies = await shopper.context().cookies();
    expect(cookies.find((c) => c.name === 'shop_ref')).toMatchObject({ httpOnly: true });
    await paidCustomerOrder(shopper, { ...piece(), sizes: ['M'] });

    await visit(creator, '/creator-dashboard');
    await expect(creator.getByTestId('creator-orders')).toHaveText('1');
    await expect(creator.getByTestId('commission-earned')).toHaveText('KES 300');
    await expect(creator.getByTestId('commission-pending')).toHaveText('KES 300');
    await creator.screenshot({ path: `/tmp/creators-dashboard-${stamp}.png`, fullPage: true });

    await visit(owner, '/admin/creator-payouts');
    const row = owner.getByTestId('payout-row').filter({ hasText: name });
    await expect(row.getByTestId('payout-owed')).toHaveText('Owed KES 300');
    await row.getByLabel('M-Pesa reference').fill(`SJ${stamp}`.slice(0, 12).padEnd(10, 'X'));
    await row.getByRole('button', { name: 'Mark paid' }).click();
    await toast(owner, `Payout to ${name} recorded.`);
    await expect(row.getByTestId('payout-owed')).toHaveText('Owed KES 0');
    await owner.screenshot({ path: `/tmp/creators-payouts-${stamp}.png`, fullPage: true });

    await visit(creator, '/creator-dashboard');
    await expect(creator.getByTestId('commission-paid')).toHaveText('KES 300');
    await expect(creator.getByTestId('creator-payouts')).toContainText('KES 300');
    expect(creatorErrors).toEqual([]);
    expect(ownerErrors).toEqual([]);
  });
});
