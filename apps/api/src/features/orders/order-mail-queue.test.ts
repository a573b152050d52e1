// The order e-mail queue on /admin/email-diagnostics (GET /api/admin/email-queue, POST …/retry,
// POST …/:id/retry): a failed send shows with its attempts and error, unprocessed or among all; a
// retry sends it now through the worker's own function (once); "retry all" does every waiting row;
// with notifications off a retry sends nothing and says so.
import { DEFAULT_EMAIL_SETTINGS } from '@shop/domain/rules';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addPiece, databaseKinds, itemLine, newDevice, useShop, type Caller } from '../../test/use-shop';
import { readOutbox } from '../mailer/mailer.service';
import type { mailQueue, retryAllQueueItems, retryQueueItem } from './order-mail-queue.service';
import { processOrderMails } from './order-mails.service';

type Queue = Awaited<ReturnType<typeof mailQueue>>;
type RetryOne = Awaited<ReturnType<typeof retryQueueItem>>;
type RetryAll = Awaited<ReturnType<typeof retryAllQueueItems>>;

describe.each(databaseKinds())('the order e-mail queue on %s', (kind) => {
  const shop = useShop(kind);
  let admin: Caller;
  // An SMTP server that refuses every connection: each send fails and stays queued.
  const broken = () => ({ ...shop, config: { ...shop.config, SMTP_URL: 'smtp://127.0.0.1:1' } });
  const failedOrder = async () => {
    const piece = await addPiece(shop, { price: 900, stock: 1 });
    const { orderId } = await shop.as(newDevice()).buy([itemLine(piece)]);
    await processOrderMails(broken());
    return orderId;
  };
  const queue = async (show = 'unprocessed') =>
    (await admin.get<Queue>(`/api/admin/email-queue?show=${show}`)).body;

  beforeAll(async () => {
    admin = await shop.asAdmin('owner@shop.test');
  });
  beforeEach(async () => {
    await admin.put('/api/admin/email-settings', DEFAULT_EMAIL_SETTINGS);
    await processOrderMails(shop, new Date(Date.now() + 3_600_000), 100);
  });

  it('lists a failed send with its attempts and error, and retries it now, once', async () => {
    const orderId = await failedOrder();
    const waiting = await queue();
    expect(waiting).toMatchObject({ unprocessed: 1, notifications_enabled: true });
    const [item] = waiting.items;
    expect(item).toMatchObject({
      order_id: orderId,
      order_number: orderId.slice(0, 8),
      event_type: 'order_placed',
      processed: false,
      processed_at: null,
      attempts: 1,
      gave_up: false,
    });
    expect(item!.last_error).toBeTruthy();
    expect(item!.paused_until).not.toBeNull();

    const retried = await admin.post<RetryOne>(`/api/admin/email-queue/${item!.id}/retry`, {});
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ sent: 1, failed: 0, unprocessed: 0 });
    expect(retried.body.item).toMatchObject({ processed: true, last_error: null });
    expect(await processOrderMails(shop, new Date(Date.now() + 3_600_000))).toEqual({ sent: 0, failed: 0 });
    const admins = (await readOutbox(shop.db, { to: 'owner@shop.test' })).filter((m) =>
      m.subject.includes(orderId.slice(0, 8)),
    );
    expect(admins).toHaveLength(1);

    expect((await queue()).items).toEqual([]);
    const all = await queue('all');
    expect(all.items.find((i) => i.id === item!.id)).toMatchObject({ processed: true });
    expect(all.items.find((i) => i.id === item!.id)!.processed_at).not.toBeNull();
    const again = await admin.post(`/api/admin/email-queue/${item!.id}/retry`, {});
    expect(again.status).toBe(409);
  });

  it('retries every waiting row with "Retry all"', async () => {
    await failedOrder();
    await failedOrder();
    expect((await queue()).unprocessed).toBe(2);
    const res = await admin.post<RetryAll>('/api/admin/email-queue/retry', {});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ lifted: 2, sent: 2, failed: 0, unprocessed: 0 });
    expect((await admin.post<RetryAll>('/api/admin/email-queue/retry', {})).body).toMatchObject({
      lifted: 0,
      sent: 0,
    });
  });

  it('sends nothing on retry while notifications are off, and says so', async () => {
    const orderId = await failedOrder();
    await admin.put('/api/admin/email-settings', { ...DEFAULT_EMAIL_SETTINGS, notifications_enabled: false });
    const [item] = (await queue()).items;
    const res = await admin.post<RetryOne>(`/api/admin/email-queue/${item!.id}/retry`, {});
    expect(res.body).toMatchObject({ sent: 0, notifications_enabled: false, unprocessed: 1 });
    expect(res.body.item).toMatchObject({
      order_id: orderId,
      processed: false,
      attempts: 0,
      paused_until: null,
    });
  });

  it('answers 400 for a bad id or filter and 404 for no such row', async () => {
    expect((await admin.post('/api/admin/email-queue/nope/retry', {})).status).toBe(400);
    expect((await admin.get('/api/admin/email-queue?show=some')).status).toBe(400);
    const missing = await admin.post('/api/admin/email-queue/00000000-0000-4000-8000-000000000000/retry', {});
    expect(missing.status).toBe(404);
  });
});
