// Support chat over HTTP: a guest reads only their own conversation (by their cookie), an admin reads
// all; a message is stored once per client id; limits on size, rate and content; context is checked
// by the server; a closed conversation's next word starts a new one; signing in keeps the history.
import { randomUUID } from 'node:crypto';
import type { AdminChatConversation, AdminChatInbox, ChatThread } from '@shop/contracts';
import { CHAT_MESSAGE_MAX, CHAT_MESSAGES_PER_MINUTE, CHAT_OFFLINE_MESSAGE } from '@shop/domain/rules';
import { describe, expect, it } from 'vitest';
import {
  addPiece,
  databaseKinds,
  newDevice,
  ORIGIN,
  useShop,
  type Shop,
  type Who,
} from '../../test/use-shop';
import { CHAT_COOKIE } from './chat-identity';

type Sent = {
  message: { id: string; seq: number; body: string; conversationId: string };
  conversation: { id: string; status: string };
};

/** A guest's device: the chat cookie their first message sets is kept and sent from then on. */
function guest(shop: Shop) {
  const device = newDevice();
  const who: Who = {
    guestId: device.guestId,
    ip: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  };
  return {
    who,
    async say(body: string, extra: Record<string, unknown> = {}) {
      const answer = await shop
        .as(who)
        .post<Sent>('/api/chat/messages', { clientId: randomUUID(), body, ...extra });
      const cookie = answer.headers.get('set-cookie')?.split(';')[0];
      if (cookie?.startsWith(`${CHAT_COOKIE}=`)) who.cookie = cookie;
      return answer;
    },
    thread: () => shop.as(who).get<ChatThread>('/api/chat'),
  };
}

describe.each(databaseKinds())('support chat on %s', (kind) => {
  const shop = useShop(kind, { freshAddress: true });

  it('lets a guest start a conversation, kept by an httpOnly cookie, stored once per client id', async () => {
    const visitor = guest(shop);
    const empty = await visitor.thread();
    expect(empty.status).toBe(200);
    expect(empty.body.conversation).toBeNull();
    expect(
      empty.body.support.offlineMessage === null ||
        empty.body.support.offlineMessage === CHAT_OFFLINE_MESSAGE,
    ).toBe(true);

    const clientId = randomUUID();
    const first = await shop
      .as(visitor.who)
      .post<Sent>('/api/chat/messages', { clientId, body: 'Is the tote still there?' });
    expect(first.status).toBe(201);
    const setCookie = first.headers.get('set-cookie') ?? '';
    expect(setCookie).toContain(`${CHAT_COOKIE}=`);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('Path=/api/chat');
    visitor.who.cookie = setCookie.split(';')[0];
    expect(first.body.conversation.status).toBe('waiting');

    // The same send again (a retry after a dropped connection): the stored message, not a second.
    const again = await shop
      .as(visitor.who)
      .post<Sent>('/api/chat/messages', { clientId, body: 'Is the tote still there?' });
    expect(again.status).toBe(200);
    expect(again.body.message.id).toBe(first.body.message.id);
    const thread = await visitor.thread();
    expect(thread.body.messages.map((m) => m.body)).toEqual(['Is the tote still there?']);
  });

  it('starts one conversation when a customer’s first messages arrive at once', async () => {
    const member = await shop.signIn(`chat-burst-${randomUUID()}@shop.test`);
    const answers = await Promise.all(
      ['one', 'two', 'three', 'four'].map((body) =>
        shop.as(member).post<Sent>('/api/chat/messages', { clientId: randomUUID(), body }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.conversation.id)).size).toBe(1);
  });

  it('never shows one guest another guest’s conversation', async () => {
    const amina = guest(shop);
    await amina.say('My secret question');
    const brian = guest(shop);
    await brian.say('Hello');
    const seen = await brian.thread();
    expect(seen.body.messages.map((m) => m.body)).toEqual(['Hello']);
    // A made-up cookie finds nothing; no cookie finds nothing.
    const forged = await shop.as({ cookie: `${CHAT_COOKIE}=${'a'.repeat(43)}` }).get<ChatThread>('/api/chat');
    expect(forged.body.conversation).toBeNull();
    expect((await shop.as({}).post('/api/chat/read', { upTo: 1 })).status).toBe(404);
    // Nor the owner's inbox.
    expect((await shop.as(brian.who).get('/api/admin/chat/conversations')).status).toBe(403);
    const customer = await shop.signIn(`chat-cust-${randomUUID()}@shop.test`);
    expect((await shop.as(customer).get('/api/admin/chat/conversations')).status).toBe(403);
  });

  it('refuses empty, too long, NUL and too many messages with clear 4xx answers', async () => {
    const visitor = guest(shop);
    const empty = await visitor.say('   ');
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('Please write a message');
    const long = await visitor.say('x'.repeat(CHAT_MESSAGE_MAX + 1));
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain(`at most ${CHAT_MESSAGE_MAX} characters`);
    expect((await visitor.say('bad\u0000byte')).status).toBe(400);
    const badId = await shop.as(visitor.who).post('/api/chat/messages', { clientId: 'nope', body: 'hi' });
    expect(badId.status).toBe(400);
    for (let i = 0; i < CHAT_MESSAGES_PER_MINUTE; i++)
      expect((await visitor.say(`message ${i}`)).status).toBe(201);
    const over = await visitor.say('one too many');
    expect(over.status).toBe(429);
    expect(JSON.stringify(over.body)).toContain('too fast');
  });

  it('gives the owner the inbox with the product, the order and the bag priced by the server', async () => {
    const piece = await addPiece(shop, { name: 'Chat Tote', price: 2_500 });
    const other = await addPiece(shop, { name: 'Chat Scarf', price: 700 });
    const visitor = guest(shop);
    const unknownOrder = await visitor.say('Where is it?', { context: { orderId: randomUUID() } });
    expect(unknownOrder.status).toBe(404);
    const unknownPiece = await visitor.say('This one?', { productId: randomUUID() });
    expect(unknownPiece.status).toBe(404);
    const asked = await visitor.say('Is this in stock?', {
      productId: piece.id,
      context: {
        productId: piece.id,
        bag: [
          { productId: other.id, quantity: 2 },
          { productId: randomUUID(), quantity: 5 },
        ],
      },
    });
    expect(asked.status).toBe(201);

    const owner = await shop.asAdmin(`owner-${randomUUID()}@shop.test`);
    const inbox = await owner.get<AdminChatInbox>('/api/admin/chat/conversations?status=waiting');
    expect(inbox.status).toBe(200);
    const row = inbox.body.conversations.find((c) => c.id === asked.body.conversation.id)!;
    expect(row).toMatchObject({
      status: 'waiting',
      tier: 'regular',
      promiseMinutes: null,
      unread: 1,
      customer: { guest: true, name: 'Guest' },
      context: {
        product: { id: piece.id, name: 'Chat Tote' },
        bag: { items: 2, subtotal: 1_400 },
        order: null,
      },
    });
    expect(inbox.body.counts.waiting).toBeGreaterThanOrEqual(1);
    const one = await owner.get<AdminChatConversation>(`/api/admin/chat/conversations/${row.id}`);
    expect(one.body.messages[0]).toMatchObject({
      body: 'Is this in stock?',
      product: { id: piece.id, price: 2_500 },
    });
    expect((await owner.get(`/api/admin/chat/conversations/${randomUUID()}`)).status).toBe(404);
    expect((await owner.get('/api/admin/chat/conversations/not-an-id')).status).toBe(400);
  });

  it('times a member against their tier’s promise, and the answer reaches them with read marks', async () => {
    const vip = await shop.signIn(`chat-vip-${randomUUID()}@shop.test`, { tier: 'vip' });
    const asked = await shop
      .as(vip)
      .post<Sent>('/api/chat/messages', { clientId: randomUUID(), body: 'Any new bags?' });
    expect(asked.status).toBe(201);
    const owner = await shop.asAdmin(`owner-${randomUUID()}@shop.test`);
    const id = asked.body.conversation.id;
    const before = await owner.get<AdminChatConversation>(`/api/admin/chat/conversations/${id}`);
    expect(before.body.conversation).toMatchObject({
      tier: 'vip',
      promiseMinutes: 2,
      customer: { guest: false },
    });
    expect(Date.parse(before.body.conversation.dueAt!)).toBeGreaterThan(
      Date.parse(before.body.conversation.waitingSince!),
    );

    const reply = await owner.post<{ message: { seq: number; authorName: string } }>(
      `/api/admin/chat/conversations/${id}/messages`,
      { clientId: randomUUID(), body: 'Yes! See https://shop.example/new' },
    );
    expect(reply.status).toBe(201);
    const thread = await shop.as(vip).get<ChatThread>('/api/chat');
    expect(thread.body.conversation).toMatchObject({ status: 'open', unread: 1 });
    expect(thread.body.support.promiseMinutes).toBe(2);
    expect(thread.body.messages.at(-1)).toMatchObject({
      sender: 'shop',
      body: 'Yes! See https://shop.example/new',
    });
    expect((await shop.as(vip).post('/api/chat/read', { upTo: reply.body.message.seq })).status).toBe(204);
    const read = await shop.as(vip).get<ChatThread>('/api/chat');
    expect(read.body.conversation).toMatchObject({ unread: 0, customerReadUpTo: reply.body.message.seq });
    const after = await owner.get<AdminChatConversation>(`/api/admin/chat/conversations/${id}`);
    expect(after.body.conversation).toMatchObject({ status: 'open', waitingSince: null, dueAt: null });
    expect(after.body.conversation.assignee?.id).toBeDefined();
  });

  it('closes and reopens; after closing, the next word starts a new conversation and history stays', async () => {
    const visitor = guest(shop);
    const first = await visitor.say('First question');
    const owner = await shop.asAdmin(`owner-${randomUUID()}@shop.test`);
    const id = first.body.conversation.id;
    expect((await owner.post(`/api/admin/chat/conversations/${id}/close`)).status).toBe(200);
    expect((await visitor.thread()).body.conversation?.status).toBe('closed');
    expect((await owner.post(`/api/admin/chat/conversations/${id}/reopen`)).status).toBe(200);
    expect((await visitor.thread()).body.conversation?.status).toBe('open');
    await owner.post(`/api/admin/chat/conversations/${id}/close`);
    const second = await visitor.say('Second question');
    expect(second.body.conversation.id).not.toBe(id);
    const thread = await visitor.thread();
    expect(thread.body.messages.map((m) => m.body)).toEqual(['First question', 'Second question']);
  });

  it('keeps a guest’s conversation when they sign in', async () => {
    const visitor = guest(shop);
    const asked = await visitor.say('Asked before signing in');
    const member = await shop.signIn(`chat-later-${randomUUID()}@shop.test`);
    // The browser still holds the chat cookie when the session cookie arrives.
    const both = { cookie: `${member.cookie}; ${visitor.who.cookie}` };
    const thread = await shop.as(both).get<ChatThread>('/api/chat');
    expect(thread.body.conversation?.id).toBe(asked.body.conversation.id);
    const mine = await shop.as(member).get<ChatThread>('/api/chat');
    expect(mine.body.messages.map((m) => m.body)).toEqual(['Asked before signing in']);
  });

  it('takes a picture by its content, refuses anything else and anything over 5 MB', async () => {
    const { default: sharp } = await import('sharp');
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#2e86de' } })
      .png()
      .toBuffer();
    const visitor = guest(shop);
    await visitor.say('Here is the stain');
    const post = (file: Blob, name: string) => {
      const form = new FormData();
      form.set('photo', file, name);
      form.set('clientId', randomUUID());
      return shop.app.request(`${ORIGIN}/api/chat/photos`, {
        method: 'POST',
        headers: { origin: ORIGIN, cookie: visitor.who.cookie!, 'x-forwarded-for': visitor.who.ip! },
        body: form,
      });
    };
    const ok = await post(new Blob([new Uint8Array(png)], { type: 'image/png' }), 'stain.png');
    expect(ok.status).toBe(201);
    const sent = (await ok.json()) as Sent & { message: { imageUrl: string } };
    expect(sent.message.imageUrl).toMatch(/^\/uploads\/images\//);
    const html = await post(
      new Blob(['<html><script>alert(1)</script></html>'], { type: 'image/png' }),
      'x.png',
    );
    expect(html.status).toBe(400);
    const huge = await post(
      new Blob([new Uint8Array(5 * 1024 * 1024 + 10)], { type: 'image/png' }),
      'big.png',
    );
    expect(huge.status).toBe(413);
  });

  it('lets the owner keep quick replies and assign only to admins', async () => {
    const owner = await shop.asAdmin(`owner-${randomUUID()}@shop.test`);
    const made = await owner.post<{ id: string }>('/api/admin/chat/quick-replies', {
      title: 'Delivery times',
      body: 'Nairobi deliveries arrive in 1-2 business days.',
    });
    expect(made.status).toBe(201);
    expect((await owner.post('/api/admin/chat/quick-replies', { title: '', body: 'x' })).status).toBe(400);
    expect(
      (await owner.put(`/api/admin/chat/quick-replies/${made.body.id}`, { title: 'Delivery', body: 'Soon.' }))
        .status,
    ).toBe(200);
    const list = await owner.get<{ quickReplies: { title: string }[] }>('/api/admin/chat/quick-replies');
    expect(list.body.quickReplies.map((q) => q.title)).toContain('Delivery');
    expect((await owner.del(`/api/admin/chat/quick-replies/${made.body.id}`)).status).toBe(204);
    expect((await owner.del(`/api/admin/chat/quick-replies/${made.body.id}`)).status).toBe(404);

    const visitor = guest(shop);
    const asked = await visitor.say('Assign me');
    const customer = await shop.signIn(`chat-not-admin-${randomUUID()}@shop.test`);
    const url = `/api/admin/chat/conversations/${asked.body.conversation.id}/assignee`;
    expect((await owner.put(url, { adminId: customer.id })).status).toBe(400);
    const inbox = await owner.get<AdminChatInbox>('/api/admin/chat/conversations');
    const me = inbox.body.admins[0]!;
    expect((await owner.put<{ assignee: { id: string } }>(url, { adminId: me.id })).body.assignee.id).toBe(
      me.id,
    );
    expect((await owner.put<{ assignee: null }>(url, { adminId: null })).body.assignee).toBeNull();
  });
});
