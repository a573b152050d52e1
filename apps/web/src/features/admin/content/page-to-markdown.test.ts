// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { pageToMarkdown } from './page-to-markdown';

const page = (html: string) => {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
};

describe('a built-in page written back as the editor’s Markdown', () => {
  it('keeps headings, paragraphs, lists, bold and links; leaves out the title, buttons and hidden words', () => {
    const root = page(`
      <div><article>
        <header><h1>Shipping &amp; Returns</h1><div><p>We deliver   across <strong>Kenya</strong>.</p></div></header>
        <section>
          <h2>Delivery fees</h2>
          <p>Delivery is <strong>free for orders of KES 3,000 or more</strong>. Ask on <a href="https://wa.me/254700">WhatsApp</a><span class="sr-only"> (opens WhatsApp)</span>.</p>
          <ul><li>Nairobi: 1-2 days</li><li>Elsewhere:<br>2-5 days</li></ul>
          <ol><li>Pack it</li><li>Send it</li></ol>
          <button>Copy</button>
          <h3>Same day</h3>
        </section>
      </article></div>`);
    expect(pageToMarkdown(root)).toBe(
      [
        'We deliver across **Kenya**.',
        '## Delivery fees',
        'Delivery is **free for orders of KES 3,000 or more**. Ask on [WhatsApp](https://wa.me/254700).',
        '- Nairobi: 1-2 days\n- Elsewhere: 2-5 days',
        '1. Pack it\n2. Send it',
        '### Same day',
      ].join('\n\n'),
    );
  });

  it('writes a table’s rows and a list of terms as list lines', () => {
    const root = page(`
      <table><caption>Fees</caption><thead><tr><th>Delivery</th><th>Fee</th></tr></thead>
        <tbody><tr><td>Nairobi, below KES 3,000</td><td>KES 200</td></tr><tr><td>Same-day</td><td>KES 500</td></tr></tbody>
      </table>
      <dl><dt>Email</dt><dd>help@shop.example</dd></dl>`);
    expect(pageToMarkdown(root)).toBe(
      '- Nairobi, below KES 3,000: KES 200\n- Same-day: KES 500\n\n- **Email**: help@shop.example',
    );
  });
});
