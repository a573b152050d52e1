// The little Markdown the owner's page texts may use (the admin Content screen says which): blank
// lines between paragraphs, '## ' and '### ' headings, '- ' and '1. ' lists, **bold** and
// [words](address) links. It is read into plain data and rendered as React elements, never as
// HTML, so a page text cannot inject markup; a link to anything but http(s), mailto:, tel: or a
// path on this site stays plain text.
export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: Inline[] }
  | { kind: 'link'; href: string; children: Inline[] }
  | { kind: 'break' };

export type Block =
  | { kind: 'heading'; level: 2 | 3; content: Inline[] }
  | { kind: 'paragraph'; content: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] };

/** An address a page may link to; null for anything else (javascript:, data:, //other.host …). */
export function safeHref(href: string): string | null {
  if (/^(https?:\/\/|mailto:|tel:)/i.test(href)) return href;
  if (/^\/(?!\/)/.test(href) || href.startsWith('#')) return href;
  return null;
}

const TOKEN = /\*\*(.+?)\*\*|\[([^\]\n]+)\]\(([^)\s]+)\)|\n/g;

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  const pushText = (value: string) => {
    if (!value) return;
    const last = out.at(-1);
    if (last?.kind === 'text') last.text += value;
    else out.push({ kind: 'text', text: value });
  };
  let at = 0;
  for (const match of text.matchAll(TOKEN)) {
    pushText(text.slice(at, match.index));
    at = match.index + match[0].length;
    const [whole, bold, label, href] = match;
    if (whole === '\n') out.push({ kind: 'break' });
    else if (bold !== undefined) out.push({ kind: 'strong', children: parseInline(bold) });
    else {
      const safe = safeHref(href!);
      if (safe) out.push({ kind: 'link', href: safe, children: parseInline(label!) });
      else pushText(whole);
    }
  }
  pushText(text.slice(at));
  return out;
}

const HEADING = /^(#{1,6})\s+(.*?)(?:\s+#+)?$/;
const BULLET = /^\s*[-*•]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,3}[.)]\s+(.*)$/;

export function parseBlocks(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  const endParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', content: parseInline(paragraph.join('\n')) });
    paragraph = [];
  };
  const endList = () => {
    if (list) blocks.push({ kind: 'list', ordered: list.ordered, items: list.items.map(parseInline) });
    list = null;
  };

  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (!line) {
      endParagraph();
      endList();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      endParagraph();
      endList();
      // The page's title is its only h1: '#' and '##' are its sections, deeper ones sub-sections.
      blocks.push({
        kind: 'heading',
        level: heading[1]!.length <= 2 ? 2 : 3,
        content: parseInline(heading[2]!),
      });
      continue;
    }
    const item = BULLET.exec(raw) ?? NUMBERED.exec(raw);
    if (item) {
      endParagraph();
      const ordered = !BULLET.test(raw);
      if (list && list.ordered !== ordered) endList();
      list ??= { ordered, items: [] };
      list.items.push(item[1]!.trim());
      continue;
    }
    // A line straight under a list item carries on that item.
    if (list) list.items[list.items.length - 1] += `\n${line}`;
    else paragraph.push(line);
  }
  endParagraph();
  endList();
  return blocks;
}
