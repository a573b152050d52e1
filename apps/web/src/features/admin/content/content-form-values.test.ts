import { describe, expect, it } from 'vitest';
import {
  builtInTitle,
  DEFAULT_CATEGORY,
  EMPTY_FAQ,
  faqFormSchema,
  faqToValues,
  pageFormSchema,
  placeIn,
  STATIC_PAGES,
  type FaqFormValues,
  type PageFormValues,
} from './content-form-values';
import { expectPlaced } from '../expect-placed';
import { checkForm } from '../form-schema';

const faqValuesToPayload = (values: FaqFormValues) => checkForm(faqFormSchema, values);
const pageValuesToPayload = (values: PageFormValues) => checkForm(pageFormSchema, values);

describe('FAQ form values', () => {
  it('turns the form into the payload, trimmed', () => {
    expect(
      faqValuesToPayload({
        question: ' Do you deliver? ',
        answer: ' Yes.\nIn Nairobi. ',
        category: ' Delivery ',
        is_active: false,
      }),
    ).toEqual({
      ok: true,
      payload: {
        question: 'Do you deliver?',
        answer: 'Yes.\nIn Nairobi.',
        category: 'Delivery',
        is_active: false,
      },
    });
  });

  it('puts a question without a category under the server’s default', () => {
    const result = faqValuesToPayload({ ...EMPTY_FAQ, question: 'Q?', answer: 'A.' });
    expect(result.ok && result.payload.category).toBe(DEFAULT_CATEGORY);
  });

  it('says what is missing or too long, in the server’s words', () => {
    expect(faqValuesToPayload({ ...EMPTY_FAQ, category: 'x'.repeat(61) })).toEqual({
      ok: false,
      errors: {
        question: 'Please enter a question',
        answer: 'Please enter an answer',
        category: 'A category has at most 60 characters',
      },
    });
    const long = faqValuesToPayload({ ...EMPTY_FAQ, question: 'q'.repeat(301), answer: 'a'.repeat(5001) });
    expect(long).toEqual({
      ok: false,
      errors: {
        question: 'A question has at most 300 characters',
        answer: 'An answer has at most 5,000 characters',
      },
    });
  });

  it('reads a saved FAQ', () => {
    expect(
      faqToValues({
        id: 'x',
        question: 'Q?',
        answer: 'A.',
        category: 'Payment',
        display_order: 3,
        is_active: true,
        created_at: '2026-01-01T00:00:00.000Z',
      }),
    ).toEqual({ question: 'Q?', answer: 'A.', category: 'Payment', is_active: true });
  });
});

describe('page text form values', () => {
  it('needs a title and a text', () => {
    expect(pageValuesToPayload({ title: ' ', body: '' })).toEqual({
      ok: false,
      errors: { title: 'Please enter a title', body: 'Please write the page’s text' },
    });
    expect(pageValuesToPayload({ title: ' About us ', body: ' Hello \n' })).toEqual({
      ok: true,
      payload: { title: 'About us', body: 'Hello' },
    });
  });

  it('knows each page’s address and built-in title', () => {
    expect(STATIC_PAGES['shipping-returns']).toEqual({
      path: '/shipping-returns',
      title: 'Shipping & Returns',
    });
    expect(Object.keys(STATIC_PAGES)).toEqual(['privacy', 'terms', 'about', 'shipping-returns']);
    expect(builtInTitle('about', 'TNT Thrift')).toBe('About TNT Thrift');
    expect(builtInTitle('terms', 'TNT Thrift')).toBe('Terms of Service');
  });
});

describe('server messages', () => {
  it('go by their field when the form has it', () => {
    expectPlaced(placeIn(['title', 'body']), [
      ['body', 'A page has at most 100,000 characters', 'body'],
      ['slug', 'must be one of privacy', null],
    ]);
    expectPlaced(placeIn(['question']), [['', 'No such FAQ.', null]]);
  });
});
