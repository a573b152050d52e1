// The owner's FAQ endpoints: every FAQ (shown or hidden), create, change, reorder and delete, with
// the public FAQ list following at once; clear 4xx answers for bad input.
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, useShop, type Caller } from '../../test/use-shop';
import type { adminFaqList, createFaq } from './faqs-admin.service';

type List = Awaited<ReturnType<typeof adminFaqList>>;
type One = Awaited<ReturnType<typeof createFaq>>;

describe.each(databaseKinds())('admin FAQs on %s', (kind) => {
  const shop = useShop(kind);
  let admin: Caller;

  beforeAll(async () => {
    admin = await shop.asAdmin();
  });

  const publicQuestions = async () => {
    const res = await shop.api().faqs.$get();
    return ((await res.json()) as { faqs: { question: string }[] }).faqs.map((f) => f.question);
  };
  const add = async (body: Record<string, unknown>) => {
    const res = await admin.post<One>('/api/admin/faqs', body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.faq;
  };

  it('creates, changes and lists FAQs with every field, hidden ones included', async () => {
    const pay = await add({ question: 'How do I pay?', answer: 'M-Pesa or card.', category: 'Payment' });
    expect(pay).toMatchObject({ category: 'Payment', display_order: 1, is_active: true });
    const deliver = await add({ question: 'Do you deliver?', answer: 'Across Nairobi.' });
    expect(deliver).toMatchObject({ category: 'General', display_order: 2 });
    const hidden = await add({
      question: 'Old question',
      answer: 'Gone.',
      category: 'Misc',
      display_order: 10,
      is_active: false,
    });
    expect(hidden.display_order).toBe(10);

    const list = await admin.get<List>('/api/admin/faqs');
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('private, no-store');
    expect(list.body.faqs.map((f) => [f.question, f.is_active])).toEqual([
      ['How do I pay?', true],
      ['Do you deliver?', true],
      ['Old question', false],
    ]);
    expect(await publicQuestions()).toEqual(['How do I pay?', 'Do you deliver?']);

    const changed = await admin.put<One>(`/api/admin/faqs/${deliver.id}`, {
      answer: 'Across Nairobi, same day before noon.',
      category: 'Delivery',
      is_active: false,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.faq).toMatchObject({
      question: 'Do you deliver?',
      answer: 'Across Nairobi, same day before noon.',
      category: 'Delivery',
      is_active: false,
      display_order: 2,
    });
    expect(await publicQuestions()).toEqual(['How do I pay?']);
    const unchanged = await admin.put<One>(`/api/admin/faqs/${deliver.id}`, {});
    expect(unchanged.body.faq.answer).toBe('Across Nairobi, same day before noon.');
    await admin.put(`/api/admin/faqs/${deliver.id}`, { is_active: true });
  });

  it('reorders: the listed FAQs first in the order given, the others after them', async () => {
    const before = (await admin.get<List>('/api/admin/faqs')).body.faqs;
    const [pay, deliver, old] = before.map((f) => f.id);
    const res = await admin.post<List>('/api/admin/faqs/reorder', { ids: [deliver, pay] });
    expect(res.status).toBe(200);
    expect(res.body.faqs.map((f) => [f.id, f.display_order])).toEqual([
      [deliver, 1],
      [pay, 2],
      [old, 3],
    ]);
    expect(await publicQuestions()).toEqual(['Do you deliver?', 'How do I pay?']);

    const unknown = await admin.post('/api/admin/faqs/reorder', {
      ids: [pay, '00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe('ids.1: No such FAQ');
    const twice = await admin.post('/api/admin/faqs/reorder', { ids: [pay, pay] });
    expect(twice.status).toBe(400);
    expect(twice.body.error.message).toBe('ids: An FAQ is listed twice');
    // A refused reorder changed nothing.
    expect((await admin.get<List>('/api/admin/faqs')).body.faqs.map((f) => f.id)).toEqual([
      deliver,
      pay,
      old,
    ]);
  });

  it('deletes an FAQ', async () => {
    const temp = await add({ question: 'Temporary?', answer: 'Yes.' });
    const res = await admin.del(`/api/admin/faqs/${temp.id}`);
    expect(res.status).toBe(200);
    expect((await admin.del(`/api/admin/faqs/${temp.id}`)).status).toBe(404);
    expect((await admin.get<List>('/api/admin/faqs')).body.faqs.some((f) => f.id === temp.id)).toBe(false);
  });

  it('refuses bad input with a clear 400, missing FAQs with 404, and everyone but admins with 403', async () => {
    const bad: [unknown, string][] = [
      [{ answer: 'No question' }, 'question:'],
      [{ question: ' ', answer: 'x' }, 'question: Please enter a question'],
      [{ question: 'x'.repeat(301), answer: 'x' }, 'question: A question has at most 300 characters'],
      [{ question: 'Q', answer: '' }, 'answer: Please enter an answer'],
      [{ question: 'Q', answer: 'A', display_order: -1 }, 'display_order: Cannot be below 0'],
      [{ question: 'Q', answer: 'A', display_order: 'first' }, 'display_order: must be a number'],
      [{ question: 'Q', answer: 'A', is_active: 'no' }, 'is_active:'],
      [{ question: 'Q\u0000', answer: 'A' }, 'question: must not contain NUL characters'],
    ];
    for (const [body, message] of bad) {
      const res = await admin.post('/api/admin/faqs', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toContain(message);
    }
    expect((await admin.post('/api/admin/faqs/reorder', { ids: 'all' })).status).toBe(400);
    expect((await admin.put('/api/admin/faqs/nope', { answer: 'x' })).status).toBe(400);
    const nobody = '00000000-0000-4000-8000-000000000000';
    expect((await admin.put(`/api/admin/faqs/${nobody}`, { answer: 'x' })).status).toBe(404);

    const customer = shop.as(await shop.signIn('shopper@example.com'));
    for (const who of [shop.as(), customer]) {
      expect((await who.get('/api/admin/faqs')).status).toBe(403);
      expect((await who.post('/api/admin/faqs', { question: 'Q', answer: 'A' })).status).toBe(403);
      expect((await who.post('/api/admin/faqs/reorder', { ids: [nobody] })).status).toBe(403);
    }
  });
});
