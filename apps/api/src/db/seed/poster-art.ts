// Composite pictures: bundle collages (4:5) and video thumbnails (16:9), built from the product art.
import { mix, shade } from './art-colour';
import type { ArtSpec } from './product-art';
import { drawItem, PRODUCT_SIZE } from './product-art';

const FONT = 'DejaVu Sans, Liberation Sans, sans-serif';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Greedy word wrap; good enough for short titles in a known font size. */
function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** One product drawn inside a box, keeping its 4:5 proportions. */
function embed(spec: ArtSpec, prefix: string, x: number, y: number, w: number, extra = ''): string {
  const art = drawItem(spec, prefix);
  const h = (w * PRODUCT_SIZE.height) / PRODUCT_SIZE.width;
  return `<svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="0 0 800 1000"${extra}><defs>${art.defs}</defs>${art.body}</svg>`;
}

// Card positions (x, y, width) on the 800×1000 bundle canvas for 2, 3 and 4 items.
const GRIDS: Record<number, [number, number, number][]> = {
  2: [
    [50, 260, 340],
    [410, 260, 340],
  ],
  3: [
    [50, 150, 340],
    [410, 150, 340],
    [230, 560, 340],
  ],
  4: [
    [50, 150, 340],
    [410, 150, 340],
    [50, 570, 340],
    [410, 570, 340],
  ],
};

/** A bundle collage: variant 0 is a tidy grid of cards, variant 1 an overlapping flat lay. */
export function bundleSvg(items: ArtSpec[], name: string, variant: 0 | 1, width: number): string {
  const first = drawItem(items[0] ?? { key: name, kind: 'tote', colour: 'Natural', pattern: 'solid' }, 'p');
  const bg =
    variant === 0 ? mix(first.pal.backdrops[0], '#ffffff', 0.2) : shade(first.pal.backdrops[1], -0.04);
  const height = Math.round(width * 1.25);
  let content: string;
  if (variant === 0) {
    const grid = GRIDS[Math.min(4, Math.max(2, items.length))] ?? [];
    content = items
      .slice(0, 4)
      .map((spec, i) => {
        const [x, y, w] = grid[i] ?? [0, 0, 0];
        const h = w * 1.2;
        return `<rect x="${x + 6}" y="${y + 10}" width="${w}" height="${h}" rx="26" fill="#000000" opacity=".07"/><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="26" fill="#ffffff"/>${embed(spec, `g${i}`, x + 10, y + 6, w - 20)}`;
      })
      .join('');
  } else {
    const spots: [number, number, number, number][] =
      items.length === 3
        ? [
            [20, 70, 470, -8],
            [330, 120, 440, 7],
            [180, 480, 440, 5],
          ]
        : [
            [20, 60, 470, -8],
            [330, 120, 440, 7],
            [40, 470, 430, 6],
            [330, 500, 420, -6],
          ];
    content = items
      .slice(0, 4)
      .map((spec, i) => {
        const [x, y, w, r] = spots[i] ?? [0, 0, 0, 0];
        return `<g transform="rotate(${r} ${x + w / 2} ${y + w * 0.625})">${embed(spec, `f${i}`, x, y, w)}</g>`;
      })
      .join('');
  }
  const label = `<rect x="40" y="112" width="${Math.max(300, name.length * 24 + 60)}" height="72" rx="36" fill="#1f1f24"/><text x="76" y="160" font-family="${FONT}" font-size="32" font-weight="bold" fill="#ffffff">${escapeXml(name)}</text>`;
  const ribbon = `<rect x="560" y="900" width="200" height="60" rx="30" fill="#e0b34a"/><text x="660" y="940" font-family="${FONT}" font-size="26" font-weight="bold" fill="#1f1f24" text-anchor="middle">BUNDLE</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 800 1000"><rect width="800" height="1000" fill="${bg}"/>${content}${label}${ribbon}</svg>`;
}

/** A 16:9 video poster: title on a colour gradient, the featured products on cards, a play button. */
export function videoThumbSvg(
  title: string,
  colours: [string, string],
  items: ArtSpec[],
  width: number,
): string {
  const [from, to] = colours;
  const height = Math.round((width * 9) / 16);
  const lines = wrap(title, 17).slice(0, 3);
  const text = lines
    .map((line, i) => `<tspan x="90" dy="${i === 0 ? 0 : 92}">${escapeXml(line)}</tspan>`)
    .join('');
  const cards = items
    .slice(0, 2)
    .map((spec, i) => {
      const x = 900 + i * 270;
      const y = 140 + i * 130;
      const r = i === 0 ? -6 : 5;
      return `<g transform="rotate(${r} ${x + 170} ${y + 210})"><rect x="${x + 8}" y="${y + 14}" width="320" height="400" rx="28" fill="#000000" opacity=".25"/><rect x="${x}" y="${y}" width="320" height="400" rx="28" fill="#fbf8f3"/>${embed(spec, `v${i}`, x + 10, y + 6, 300)}</g>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1600 900">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="1600" height="900" fill="url(#bg)"/><circle cx="1380" cy="120" r="300" fill="#ffffff" opacity=".06"/><circle cx="980" cy="860" r="220" fill="#ffffff" opacity=".05"/>
${cards}
<rect x="90" y="110" width="260" height="56" rx="28" fill="#ffffff" opacity=".92"/><text x="220" y="148" font-family="${FONT}" font-size="26" font-weight="bold" fill="${shade(from, -0.05)}" text-anchor="middle">TNT STYLE TV</text>
<text x="90" y="320" font-family="${FONT}" font-size="80" font-weight="bold" fill="#ffffff">${text}</text>
<g transform="translate(150 700)"><circle r="62" fill="#ffffff" opacity=".95"/><path d="M-18 -30 L34 0 L-18 30 Z" fill="${from}"/></g>
<text x="240" y="712" font-family="${FONT}" font-size="30" fill="#ffffff" opacity=".85">Watch · 0:30</text>
</svg>`;
}
