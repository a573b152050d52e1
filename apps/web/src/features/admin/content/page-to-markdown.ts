// A built-in page, as drawn, written back as the little Markdown the page editor takes (headings,
// paragraphs, lists, **bold**, [links](…)), so the owner starts from the shop's own text instead of an
// empty box. Tables become list lines ("Delivery: Fee"); buttons, pictures and the page's title are
// left out (the title has its own field).

const BLOCK_TAGS = new Set([
  'P',
  'H2',
  'H3',
  'H4',
  'UL',
  'OL',
  'TABLE',
  'DIV',
  'SECTION',
  'HEADER',
  'ARTICLE',
  'DL',
]);
const SKIPPED_TAGS = new Set(['BUTTON', 'IMG', 'SVG', 'SCRIPT', 'STYLE', 'H1', 'CAPTION', 'FORM']);

const squash = (text: string) => text.replace(/\s+/g, ' ');

/** The words of an element with **bold** and [links](…) kept; line breaks as newlines. */
function inline(node: Node): string {
  if (node.nodeType === 3) return squash(node.textContent ?? '');
  if (node.nodeType !== 1) return '';
  const element = node as Element;
  if (SKIPPED_TAGS.has(element.tagName) || element.classList.contains('sr-only')) return '';
  if (element.tagName === 'BR') return '\n';
  const inner = [...element.childNodes].map(inline).join('');
  if (element.tagName === 'STRONG' || element.tagName === 'B') {
    const words = inner.trim();
    return words ? `**${words}**${/\s$/.test(inner) ? ' ' : ''}` : inner;
  }
  if (element.tagName === 'A') {
    const href = element.getAttribute('href');
    const words = inner.trim();
    return href && words ? `[${words}](${href})` : inner;
  }
  return inner;
}

const clean = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .trim();

/** Whether an element holds blocks of its own (then it is walked into, not read as one paragraph). */
const holdsBlocks = (element: Element) =>
  [...element.children].some((child) => BLOCK_TAGS.has(child.tagName));

function blocks(element: Element, out: string[]): void {
  if (SKIPPED_TAGS.has(element.tagName) || element.classList.contains('sr-only')) return;
  switch (element.tagName) {
    case 'H2':
    case 'H3':
    case 'H4': {
      const words = clean(inline(element)).replace(/\n/g, ' ');
      if (words) out.push(`${element.tagName === 'H2' ? '##' : '###'} ${words}`);
      return;
    }
    case 'UL':
    case 'OL': {
      const items = [...element.children]
        .filter((li) => li.tagName === 'LI')
        .map(
          (li, i) =>
            `${element.tagName === 'OL' ? `${i + 1}.` : '-'} ${clean(inline(li)).replace(/\n/g, ' ')}`,
        );
      if (items.length > 0) out.push(items.join('\n'));
      return;
    }
    case 'TABLE': {
      const rows = [...element.querySelectorAll('tbody tr')].map(
        (row) => `- ${[...row.children].map((cell) => clean(inline(cell))).join(': ')}`,
      );
      if (rows.length > 0) out.push(rows.join('\n'));
      return;
    }
    case 'DL': {
      const terms = [...element.children].filter((c) => c.tagName === 'DT' || c.tagName === 'DD');
      const lines: string[] = [];
      for (const term of terms) {
        const words = clean(inline(term));
        if (term.tagName === 'DT') lines.push(`- **${words}**`);
        else if (lines.length > 0) lines[lines.length - 1] += `: ${words}`;
      }
      if (lines.length > 0) out.push(lines.join('\n'));
      return;
    }
  }
  if (element.tagName !== 'P' && holdsBlocks(element)) {
    for (const child of element.children) blocks(child, out);
    return;
  }
  const words = clean(inline(element));
  if (words) out.push(words);
}

/** The page under `root` as Markdown, blocks separated by blank lines. */
export function pageToMarkdown(root: Element): string {
  const out: string[] = [];
  for (const child of root.children) blocks(child, out);
  return out.join('\n\n');
}
