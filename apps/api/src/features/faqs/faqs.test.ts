import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, useShop } from '../../test/use-shop';
import { faqs } from '../catalogue/catalogue.tables';

type Body = { faqs: { id: string; question: string; answer: string; category: string }[] };

describe.each(databaseKinds())('the FAQs on %s', (kind) => {
  const shop = useShop(kind);
  beforeAll(async () => {
    // Inserted out of order on purpose: the answer must follow display_order, then the question.
    await shop.db.insert(faqs).values([
      {
        question: 'Do you deliver to Mombasa?',
        answer: 'Yes, by courier.',
        category: 'Delivery',
        displayOrder: 3,
      },
      { question: 'How do I pay?', answer: 'M-Pesa or card.', category: 'Payment', displayOrder: 1 },
      {
        question: 'Old question',
        answer: 'No longer true.',
        category: 'Payment',
        displayOrder: 0,
        isActive: false,
      },
      { question: 'Can I return an item?', answer: 'Within 7 days.', category: 'Returns', displayOrder: 2 },
      { question: 'Are deliveries free?', answer: 'From KES 3,000.', category: 'Delivery', displayOrder: 3 },
      { question: 'Is there a default group?', answer: 'General.', displayOrder: 4 },
      { question: 'Retired delivery question', answer: 'Gone.', category: 'Delivery', isActive: false },
    ]);
  });

  it('lists only active FAQs, by display order and then by question', async () => {
    const res = await shop.app.request('/api/faqs');
    expect(res.status).toBe(200);
    const body = (await res.json()) as Body;
    expect(body.faqs.map((f) => f.question)).toEqual([
      'How do I pay?',
      'Can I return an item?',
      'Are deliveries free?',
      'Do you deliver to Mombasa?',
      'Is there a default group?',
    ]);
  });

  it('answers each FAQ with its category and only the fields the page shows', async () => {
    const body = (await (await shop.app.request('/api/faqs')).json()) as Body;
    expect(body.faqs.map((f) => f.category)).toEqual([
      'Payment',
      'Returns',
      'Delivery',
      'Delivery',
      'General',
    ]);
    expect(Object.keys(body.faqs[0]!).sort()).toEqual(['answer', 'category', 'id', 'question']);
    expect(body.faqs[0]).toMatchObject({ question: 'How do I pay?', answer: 'M-Pesa or card.' });
    expect(body.faqs[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('may be kept by shared caches and answers a repeat with 304', async () => {
    const first = await shop.app.request('/api/faqs');
    expect(first.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await shop.app.request('/api/faqs', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });

  it('answers an empty list when the shop has no active FAQs', async () => {
    await shop.db.update(faqs).set({ isActive: false });
    const body = (await (await shop.app.request('/api/faqs')).json()) as Body;
    expect(body).toEqual({ faqs: [] });
  });
});
