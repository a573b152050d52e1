import { describe, expect, it } from 'vitest';
import { parseBlocks, parseInline, safeHref } from './page-markdown';

const text = (t: string) => ({ kind: 'text', text: t }) as const;

describe('page text inline marks', () => {
  it('reads bold, links and line breaks', () => {
    expect(parseInline('Pay **with M-Pesa** or read the [FAQ](/faq).\nThanks')).toEqual([
      text('Pay '),
      { kind: 'strong', children: [text('with M-Pesa')] },
      text(' or read the '),
      { kind: 'link', href: '/faq', children: [text('FAQ')] },
      text('.'),
      { kind: 'break' },
      text('Thanks'),
    ]);
  });

  it('nests bold inside a link', () => {
    expect(parseInline('[**Mail** us](mailto:hi@shop.test)')).toEqual([
      {
        kind: 'link',
        href: 'mailto:hi@shop.test',
        children: [{ kind: 'strong', children: [text('Mail')] }, text(' us')],
      },
    ]);
  });

  it('keeps unsafe links and loose marks as plain text', () => {
    expect(parseInline('[x](javascript:alert(1)) and [y](//evil.test) **open')).toEqual([
      text('[x](javascript:alert(1)) and [y](//evil.test) **open'),
    ]);
    expect(parseInline('<script>alert(1)</script>')).toEqual([text('<script>alert(1)</script>')]);
  });

  it('allows web, mail, phone, own-path and anchor addresses only', () => {
    expect(safeHref('https://shop.test/a')).toBe('https://shop.test/a');
    expect(safeHref('HTTP://shop.test')).toBe('HTTP://shop.test');
    expect(safeHref('tel:+254700000000')).toBe('tel:+254700000000');
    expect(safeHref('/shipping-returns#returns')).toBe('/shipping-returns#returns');
    expect(safeHref('#returns')).toBe('#returns');
    expect(safeHref('data:text/html,hi')).toBeNull();
    expect(safeHref('//evil.test')).toBeNull();
    expect(safeHref('faq')).toBeNull();
  });
});

describe('page text blocks', () => {
  it('reads headings, paragraphs and lists', () => {
    const source = [
      '# Who we are',
      'A Nairobi thrift shop.',
      'Since 2020.',
      '',
      '### Values ###',
      '- Curated',
      '* Affordable',
      '  and fair',
      '',
      '1. Pick',
      '2) Pay',
      '- Then wait',
    ].join('\r\n');
    expect(parseBlocks(source)).toEqual([
      { kind: 'heading', level: 2, content: [text('Who we are')] },
      {
        kind: 'paragraph',
        content: [text('A Nairobi thrift shop.'), { kind: 'break' }, text('Since 2020.')],
      },
      { kind: 'heading', level: 3, content: [text('Values')] },
      {
        kind: 'list',
        ordered: false,
        items: [[text('Curated')], [text('Affordable'), { kind: 'break' }, text('and fair')]],
      },
      { kind: 'list', ordered: true, items: [[text('Pick')], [text('Pay')]] },
      { kind: 'list', ordered: false, items: [[text('Then wait')]] },
    ]);
  });

  it('treats plain text as paragraphs and ignores extra blank lines', () => {
    expect(parseBlocks('\n\nOne\n\n\n\nTwo\n')).toEqual([
      { kind: 'paragraph', content: [text('One')] },
      { kind: 'paragraph', content: [text('Two')] },
    ]);
    expect(parseBlocks('')).toEqual([]);
  });

  it('does not take bold at the start of a line for a list', () => {
    expect(parseBlocks('**Note:** returns within 7 days')).toEqual([
      {
        kind: 'paragraph',
        content: [{ kind: 'strong', children: [text('Note:')] }, text(' returns within 7 days')],
      },
    ]);
  });
});
