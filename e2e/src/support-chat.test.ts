// The support chat between two browsers, on a phone (390 px): a guest on a piece's page asks about it,
// the owner sees the question in /admin/chat with the piece as its context and answers, the guest sees
// the answer live (within 2 s, no reload), the owner closes the conversation and the guest sees it
// closed. And a message sent while the guest's connection is down (and one whose answer was lost on
// the way back) reaches the owner exactly once. The server decides whether support is open by the
// clock; these work either way (only the panel's banner differs).
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, inject, it } from 'vitest';
import { signedInPage, useOwnProduct } from './admin-shop';
import { expect, freshPage, PHONE_SCREEN, reload, useBrowser, visit, watchErrors } from './browser';
import { shopUrl } from './shop';

const baseUrl = shopUrl();
const browser = useBrowser();
const SHOTS = '/tmp/support-chat-shots';
const stamp = Date.now().toString(36);
mkdirSync(SHOTS, { recursive: true });

const piece = useOwnProduct({
  name: `Chat Corduroy Jacket ${stamp}`,
  price: 2700,
  variants: [{ size: 'M', stock: 2 }],
});

/** A real (1×1) PNG: the server checks a photo by its content. */
const PHOTO = {
  name: 'stain.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/** The photos shown in a conversation's log, once each has loaded. */
async function expectPhotos(log: ReturnType<Page['getByRole']>, count: number) {
  const photos = log.getByRole('img', { name: 'Photo sent in the chat' });
  await expect(photos).toHaveCount(count);
  for (let i = 0; i < count; i += 1)
    await expect.poll(() => photos.nth(i).evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1);
}

const chatPanel = (page: Page) => page.getByRole('dialog', { name: 'Chat with us' });

/** Writes in the open chat panel and sends with Enter. */
async function say(page: Page, text: string) {
  const box = chatPanel(page).getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await box.press('Enter');
}

/** The owner's /admin/chat with the conversation whose last message is `text` opened. */
async function openConversation(owner: Page, text: string) {
  await visit(owner, '/admin/chat?status=waiting');
  const row = owner.getByTestId('chat-inbox-row').filter({ hasText: text });
  await expect(row).toHaveCount(1);
  await row.click();
  return owner.getByRole('region', { name: /^Conversation with / });
}

describe('support chat on a phone (390 px)', () => {
  it('a guest asks about a piece, the owner answers live and closes it', async () => {
    const { page: guest } = await freshPage(browser(), { viewport: PHONE_SCREEN });
    const errors = watchErrors(guest);
    await visit(guest, `/products/${piece().slug}`);
    await guest.getByRole('button', { name: 'Ask about this piece' }).click();
    const panel = chatPanel(guest);
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('textbox', { name: 'Message' })).toBeFocused();
    await expect(panel.getByTestId('chat-about')).toContainText(piece().name);
    const question = `Is the corduroy jacket still there? ${stamp}`;
    await say(guest, question);
    const mine = panel.getByRole('log').locator('div', { hasText: question }).last();
    await expect(mine.locator('[data-state="stored"]')).toBeVisible();

    const owner = await signedInPage(browser(), baseUrl, inject('admin'), PHONE_SCREEN);
    const conversation = await openConversation(owner, question);
    await expect(conversation.getByTestId('chat-context')).toContainText(piece().name);
    await expect(conversation.getByRole('log')).toContainText(question);
    // The guest's message was seen by the owner: ✓✓ on the guest's side.
    await expect(mine.locator('[data-state="read"]')).toBeVisible();

    const answer = `Yes, size M is here. ${stamp}`;
    const reply = conversation.getByRole('textbox', { name: 'Reply' });
    await reply.fill(answer);
    await reply.press('Enter');
    await expect(conversation.getByRole('log')).toContainText(answer);
    // Live: the answer shows in the guest's open panel without a reload.
    await expect(panel.getByRole('log').getByText(answer)).toBeVisible({ timeout: 2_000 });

    // A photo each way: the guest's reaches the owner, the owner's answer with one reaches the guest.
    await panel.getByLabel('Send a photo').setInputFiles(PHOTO);
    await expectPhotos(conversation.getByRole('log'), 1);
    await conversation.getByLabel('Send a photo').setInputFiles(PHOTO);
    await expectPhotos(panel.getByRole('log'), 2);

    await guest.screenshot({ path: `${SHOTS}/guest-390.png` });
    await owner.screenshot({ path: `${SHOTS}/owner-390.png` });

    await conversation.getByRole('button', { name: 'Close conversation' }).click();
    await expect(conversation.getByTestId('chat-conversation-status')).toHaveText('closed');
    await expect(panel.getByTestId('chat-closed')).toBeVisible();
    expect(errors).toEqual([]);
  });

  it('a message sent across a dropped connection reaches the owner exactly once', async () => {
    const { context, page: guest } = await freshPage(browser(), { viewport: PHONE_SCREEN });
    await visit(guest, '/');
    // The chat button comes once the page has settled.
    await guest.getByTestId('chat-button').click();
    const panel = chatPanel(guest);
    await expect(panel.getByRole('log')).toBeVisible();

    // Offline while sending: the message waits as "sending" and goes once the connection is back.
    const offline = `Sent while offline ${stamp}`;
    await context.setOffline(true);
    await say(guest, offline);
    await expect(panel.getByText('No connection — trying again.')).toBeVisible();
    await context.setOffline(false);
    const first = panel.getByRole('log').locator('div', { hasText: offline }).last();
    await expect(first.locator('[data-state="stored"], [data-state="read"]')).toBeVisible();

    // The request arrives and is stored, but its answer is lost on the way back: the retry with the
    // same clientId must not store it a second time.
    const lost = `Answer lost on the way back ${stamp}`;
    let dropped = 0;
    await guest.route('**/api/chat/messages', async (route) => {
      if (dropped > 0) return route.continue();
      dropped += 1;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await say(guest, lost);
    const second = panel.getByRole('log').locator('div', { hasText: lost }).last();
    await expect(second.locator('[data-state="stored"], [data-state="read"]')).toBeVisible();
    expect(dropped).toBe(1);

    const owner = await signedInPage(browser(), baseUrl, inject('admin'), PHONE_SCREEN);
    const conversation = await openConversation(owner, lost);
    const log = conversation.getByRole('log');
    await expect(log.getByText(offline, { exact: true })).toHaveCount(1);
    await expect(log.getByText(lost, { exact: true })).toHaveCount(1);
    // And the guest's own panel, read afresh, shows each once too.
    await reload(guest);
    await guest.getByTestId('chat-button').click();
    await expect(chatPanel(guest).getByText(lost, { exact: true })).toHaveCount(1);
    await expect(chatPanel(guest).getByText(offline, { exact: true })).toHaveCount(1);
  });
});
