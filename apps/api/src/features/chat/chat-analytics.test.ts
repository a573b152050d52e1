// GET /api/admin/chat/analytics: conversations counted by day and tier, first answers measured against
// the tier's promise, and a conversation followed by the customer's paid order within 7 days counted
// as leading to an order (a cancelled order, or one after the window, does not count). Admins only.
import { randomUUID } from 'node:crypto';
import type { ChatAnalyticsAnswer } from '@shop/contracts';
import { nairobiDay } from '@shop/domain/rules';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertSoldOrder } from '../../test/sold-orders';
import { addPiece, databaseKinds, useShop } from '../../test/use-shop';
import { chatConversations } from './chat.tables';

type Sent = { conversation: { id: string } };

describe.each(databaseKinds())('chat analytics on %s', (kind) => {
  const shop = useShop(kind, { freshAddress: true });

  it('counts conversations, answers against promises and the orders they led to', async () => {
    const owner = await shop.asAdmin(`owner-${randomUUID()}@shop.test`);
    const before = await owner.get<ChatAnalyticsAnswer>('/api/admin/chat/analytics?period=7d');
    expect(before.status).toBe(200);
    expect(before.body.perDay).toHaveLength(7);
    expect(before.body.perDay.at(-1)!.day).toBe(nairobiDay(new Date()));

    const piece = await addPiece(shop, { name: 'Analytics Bag', price: 3_000 });
    const ask = async (tier: 'vip' | 'premium' | 'regular') => {
      const who = await shop.signIn(`chat-an-${tier}-${randomUUID()}@shop.test`, { tier });
      const res = await shop.as(who).post<Sent>('/api/chat/messages', { clientId: randomUUID(), body: 'Hi' });
      return { who, id: res.body.conversation.id };
    };
    const vip = await ask('vip');
    const premium = await ask('premium');
    const regular = await ask('regular');
    await owner.post(`/api/admin/chat/conversations/${vip.id}/messages`, {
      clientId: randomUUID(),
      body: 'Hello!',
    });
    await owner.post(`/api/admin/chat/conversations/${vip.id}/close`);

    // The vip paid the next day; the premium customer's order was cancelled; the regular's came too late.
    const started = new Date();
    await insertSoldOrder(shop, {
      userId: vip.who.id,
      status: 'paid',
      at: new Date(started.getTime() + 86_400_000),
      lines: [{ productId: piece.id }],
    });
    await insertSoldOrder(shop, {
      userId: premium.who.id,
      status: 'cancelled',
      at: new Date(started.getTime() + 3_600_000),
      lines: [{ productId: piece.id }],
    });
    await insertSoldOrder(shop, {
      userId: regular.who.id,
      status: 'paid',
      at: new Date(started.getTime() + 8 * 86_400_000),
      lines: [{ productId: piece.id }],
    });

    const after = await owner.get<ChatAnalyticsAnswer>('/api/admin/chat/analytics?period=7d');
    const tier = (name: string) => after.body.byTier.find((t) => t.tier === name)!;
    const was = (name: string) => before.body.byTier.find((t) => t.tier === name)!;
    expect(tier('vip').conversations - was('vip').conversations).toBe(1);
    expect(tier('vip').firstResponse.count - was('vip').firstResponse.count).toBe(1);
    expect(tier('vip').promiseMinutes).toBe(2);
    expect(tier('vip').ledToOrder - was('vip').ledToOrder).toBe(1);
    expect(tier('premium').ledToOrder - was('premium').ledToOrder).toBe(0);
    expect(tier('premium').unanswered - was('premium').unanswered).toBe(1);
    expect(tier('regular').ledToOrder - was('regular').ledToOrder).toBe(0);
    expect(after.body.resolution.count - before.body.resolution.count).toBe(1);
    expect(after.body.perDay.at(-1)!.conversations - before.body.perDay.at(-1)!.conversations).toBe(3);

    // A conversation from before the period is left out.
    await shop.db
      .update(chatConversations)
      .set({ createdAt: new Date(Date.now() - 30 * 86_400_000) })
      .where(eq(chatConversations.id, regular.id));
    const later = await owner.get<ChatAnalyticsAnswer>('/api/admin/chat/analytics?period=7d');
    expect(later.body.byTier.find((t) => t.tier === 'regular')!.conversations).toBe(
      tier('regular').conversations - 1,
    );

    expect((await owner.get('/api/admin/chat/analytics?period=2d')).status).toBe(400);
    expect((await shop.as(vip.who).get('/api/admin/chat/analytics')).status).toBe(403);
  });
});
