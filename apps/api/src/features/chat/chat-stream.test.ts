// Chat live, both ways (GET /api/chat/stream and /api/admin/chat/stream): the owner's answer, typing
// and closing reach the shopper's open stream; the shopper's message and typing reach the inbox; a
// reconnect with Last-Event-ID gets what it missed exactly once; nobody hears another's conversation.
// On PostgreSQL the writer is a second server process: the event crosses over by LISTEN/NOTIFY.
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { readSse, type SseReader } from '../../test/sse-client';
import { secondProcess } from '../../test/test-app';
import { databaseKinds, newDevice, ORIGIN, useShop, type Shop, type Who } from '../../test/use-shop';

type Sent = { message: { id: string; seq: number }; conversation: { id: string } };
const data = (e: { data: string }) => JSON.parse(e.data) as Record<string, unknown>;

function chatDevices(shop: Shop) {
  const open: SseReader[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((reader) => reader.close()));
  });
  const stream = async (path: string, who: Who, lastEventId?: string) => {
    const res = await shop.app.request(`${ORIGIN}${path}`, {
      headers: { cookie: who.cookie ?? '', ...(lastEventId && { 'last-event-id': lastEventId }) },
    });
    expect(res.status).toBe(200);
    const reader = readSse(res);
    open.push(reader);
    return reader;
  };
  const guest = async (first: string) => {
    const who: Who = {
      guestId: newDevice().guestId,
      ip: `10.8.${open.length}.${Math.floor(Math.random() * 250)}`,
    };
    const res = await shop.as(who).post<Sent>('/api/chat/messages', { clientId: randomUUID(), body: first });
    expect(res.status).toBe(201);
    who.cookie = res.headers.get('set-cookie')!.split(';')[0];
    return { who, conversationId: res.body.conversation.id };
  };
  return { stream, guest };
}

describe.each(databaseKinds())('the chat streams on %s', (kind) => {
  const shop = useShop(kind, { freshAddress: true });
  const { stream, guest } = chatDevices(shop);

  it('brings the owner’s answer, typing and closing to the shopper live, and nothing of others', async () => {
    const amina = await guest('Is the denim jacket a size M?');
    const brian = await guest('Do you deliver to Kisumu?');
    const owner = await shop.asAdmin(`owner-${randomUUID()}@shop.test`);
    const aminaLive = await stream('/api/chat/stream', amina.who);
    const brianLive = await stream('/api/chat/stream', brian.who);
    await aminaLive.next((e) => e.event === 'ready');
    await brianLive.next((e) => e.event === 'ready');

    await owner.post(`/api/admin/chat/conversations/${amina.conversationId}/typing`);
    expect(data(await aminaLive.next((e) => e.event === 'typing'))).toEqual({ sender: 'shop' });
    const reply = await owner.post<{ message: { id: string; seq: number } }>(
      `/api/admin/chat/conversations/${amina.conversationId}/messages`,
      { clientId: randomUUID(), body: 'Yes, it is an M.' },
    );
    const heard = await aminaLive.next((e) => e.event === 'message');
    expect(data(heard)).toMatchObject({
      id: reply.body.message.id,
      sender: 'shop',
      body: 'Yes, it is an M.',
    });
    expect(Number(heard.id)).toBe(reply.body.message.seq);
    expect(data(await aminaLive.next((e) => e.event === 'conversation'))).toMatchObject({
      status: 'open',
      unread: 1,
    });

    await owner.post(`/api/admin/chat/conversations/${amina.conversationId}/close`);
    await aminaLive.next((e) => e.event === 'conversation' && data(e).status === 'closed');
    expect(
      brianLive.received.some((m) => 'event' in m && (m.event === 'message' || m.event === 'typing')),
    ).toBe(false);
  });

  it('brings the shopper’s message and typing to the owner’s inbox stream', async () => {
    const admin = await shop.signIn(`owner-${randomUUID()}@shop.test`, { admin: true });
    const inbox = await stream('/api/admin/chat/stream', admin);
    await inbox.next((e) => e.event === 'ready');
    const visitor = await guest('Hello, anyone there?');
    const message = await inbox.next(
      (e) => e.event === 'message' && data(e).conversationId === visitor.conversationId,
    );
    expect(data(message)).toMatchObject({ sender: 'customer', body: 'Hello, anyone there?' });
    const summary = await inbox.next(
      (e) => e.event === 'conversation' && data(e).id === visitor.conversationId,
    );
    expect(data(summary)).toMatchObject({ status: 'waiting', unread: 1 });
    expect((await shop.as(visitor.who).post('/api/chat/typing')).status).toBe(204);
    expect(data(await inbox.next((e) => e.event === 'typing'))).toEqual({
      conversationId: visitor.conversationId,
    });
    // Only admins open the inbox stream.
    const res = await shop.app.request(`${ORIGIN}/api/admin/chat/stream`, {
      headers: { cookie: visitor.who.cookie! },
    });
    expect(res.status).toBe(403);
  });

  it('replays what a reconnecting shopper missed (Last-Event-ID), once each, in order', async () => {
    const visitor = await guest('Question one');
    const owner = await shop.asAdmin(`owner-${randomUUID()}@shop.test`);
    const first = await stream('/api/chat/stream', visitor.who);
    const ready = await first.next((e) => e.event === 'ready');
    await first.close();
    const said: string[] = [];
    for (const body of ['Answer one', 'Answer two']) {
      const res = await owner.post<{ message: { id: string } }>(
        `/api/admin/chat/conversations/${visitor.conversationId}/messages`,
        { clientId: randomUUID(), body },
      );
      said.push(res.body.message.id);
    }
    const again = await stream('/api/chat/stream', visitor.who, ready.id);
    const replayed = [
      data(await again.next((e) => e.event === 'message')).id,
      data(await again.next((e) => e.event === 'message')).id,
    ];
    expect(replayed).toEqual(said);
    await again.next((e) => e.event === 'ready');
    expect(again.received.filter((m) => 'event' in m && m.event === 'message')).toHaveLength(2);
  });

  it('answers a stream without a conversation with 404', async () => {
    const res = await shop.app.request(`${ORIGIN}/api/chat/stream`);
    expect(res.status).toBe(404);
  });
});

describe.each(databaseKinds().filter((k) => k === 'postgres'))(
  'chat across server processes on %s',
  (kind) => {
    const shop = useShop(kind, { freshAddress: true });
    const { stream, guest } = chatDevices(shop);

    it('carries a message written by another server process', async () => {
      const other = await secondProcess(shop);
      try {
        const visitor = await guest('Across processes?');
        const owner = await shop.signIn(`owner-${randomUUID()}@shop.test`, { admin: true });
        const live = await stream('/api/chat/stream', visitor.who);
        await live.next((e) => e.event === 'ready');
        const res = await other.app.request(
          `${ORIGIN}/api/admin/chat/conversations/${visitor.conversationId}/messages`,
          {
            method: 'POST',
            headers: { origin: ORIGIN, cookie: owner.cookie, 'content-type': 'application/json' },
            body: JSON.stringify({ clientId: randomUUID(), body: 'Yes, from the other process.' }),
          },
        );
        expect(res.status).toBe(201);
        expect(data(await live.next((e) => e.event === 'message'))).toMatchObject({
          body: 'Yes, from the other process.',
        });
      } finally {
        await other.close();
      }
    });
  },
);
