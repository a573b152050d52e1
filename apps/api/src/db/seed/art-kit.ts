// Shared pieces of the generated product art: a palette per product, fabric prints and the helpers
// that draw cloth and seams. All plain SVG text, so sharp (librsvg) renders it with no files or network.
import { lightness, mix, shade } from './art-colour';
import { createRandom } from './seed-random';

export const PATTERN_NAMES = ['solid', 'stripes', 'dots', 'floral', 'denim', 'checks', 'rib'] as const;
export type PatternName = (typeof PATTERN_NAMES)[number];

export type Palette = {
  base: string;
  /** Outline and shadow tone. */
  dark: string;
  /** Seams and stitching; lighter than the base on very dark colours so they stay visible. */
  line: string;
  light: string;
  accent: string;
  /** Three soft backdrops, one per picture of the product. */
  backdrops: [string, string, string];
};

export type ArtContext = {
  /** Prefixes SVG ids so several pieces of art can share one document (bundle collages). */
  id: (name: string) => string;
  /** A fresh id for one-off definitions such as clip paths. */
  uid: () => string;
  pal: Palette;
  pattern: PatternName;
};

export type ItemArt = {
  defs: string;
  body: string;
  /** Where the close-up picture zooms in. */
  focus: { x: number; y: number };
  /** Tops and dresses hang on a hanger in the styled picture; trousers and skirts on a clip hanger. */
  hangs?: 'shoulders' | { clipY: number };
  /** Magnification of the close-up picture (default 2). */
  zoom?: number;
  /** Where the floor shadow goes; null for flat-lay jewellery, which casts none. */
  shadowY?: number | null;
};

// Soft studio backdrops; each product gets three of them, chosen from its slug.
// prettier-ignore
const BACKDROPS = [
  '#f3e9dc', '#e6eee4', '#e4ebf3', '#f5e4e6', '#ece6f4', '#f6efd8', '#e0efec', '#f4e2d4',
  '#eae8e2', '#e8e2ef', '#fbeadf', '#dfe9dd', '#f1e1ea', '#e2e8ee',
];

// Accents that read well against most garment colours (prints, stripes, beads, trims).
// prettier-ignore
const ACCENTS = [
  '#f2efe8', '#1f2a44', '#c8553d', '#e0b34a', '#3d7a64', '#7b4b94', '#d98ba0', '#2f6fb0', '#111111',
  '#f28c28',
];

/** A palette for one product: its named colour plus slug-derived accent and backdrops. */
export function paletteFor(slug: string, baseHex: string, accentHex?: string): Palette {
  const rnd = createRandom(`palette:${slug}`);
  const base = shade(baseHex, (rnd.next() - 0.5) * 0.05);
  const l = lightness(base);
  const order = rnd.shuffle(BACKDROPS);
  // A white sneaker on a near-white backdrop disappears: deepen the backdrop behind very light items.
  const tone = (hex: string) => (l > 0.82 ? shade(hex, -0.1) : hex);
  const backdrops: [string, string, string] = [
    tone(order[0] ?? '#eeeeee'),
    tone(order[1] ?? '#e8e8e8'),
    tone(order[2] ?? '#e2e2e2'),
  ];
  let accent = accentHex ?? rnd.pick(ACCENTS);
  if (Math.abs(lightness(accent) - l) < 0.15) accent = l > 0.5 ? shade(accent, -0.35) : shade(accent, 0.35);
  return {
    base,
    dark: l < 0.2 ? shade(base, -0.06) : mix(shade(base, -0.2), '#1b1b1b', 0.15),
    line: l < 0.3 ? shade(base, 0.22) : shade(base, -0.18),
    light: shade(base, l > 0.85 ? 0.05 : 0.12),
    accent,
    backdrops,
  };
}

/** Shading definitions shared by every item drawn with this context. */
export function baseDefs(ctx: ArtContext): string {
  const { id } = ctx;
  return `<linearGradient id="${id('shade')}" x1="0" y1="0" x2="1" y2="0.25"><stop offset="0" stop-color="#ffffff" stop-opacity=".16"/><stop offset=".38" stop-color="#ffffff" stop-opacity="0"/><stop offset=".7" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity=".2"/></linearGradient>
<linearGradient id="${id('gloss')}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity=".28"/><stop offset=".45" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity=".12"/></linearGradient>`;
}

type Box = { x0: number; y0: number; x1: number; y1: number };

/** Bounding box of a path written with absolute "x y" pairs (all the art paths are). */
function bounds(d: string): Box {
  const box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  for (const m of d.matchAll(/(-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)/g)) {
    const x = Number(m[1]);
    const y = Number(m[2]);
    box.x0 = Math.min(box.x0, x);
    box.y0 = Math.min(box.y0, y);
    box.x1 = Math.max(box.x1, x);
    box.y1 = Math.max(box.y1, y);
  }
  return box;
}

/** Grid positions of period `step` covering the box, anchored to the canvas so pieces line up. */
function grid(box: Box, step: number, fn: (x: number, y: number) => string): string {
  const out: string[] = [];
  for (let y = Math.floor(box.y0 / step) * step; y < box.y1; y += step) {
    for (let x = Math.floor(box.x0 / step) * step; x < box.x1; x += step) out.push(fn(x, y));
  }
  return out.join('');
}

const dot = (cx: number, cy: number, r: number) =>
  `M${(cx - r).toFixed(1)} ${cy.toFixed(1)}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;

// Prints are plain geometry clipped to the piece: librsvg renders <pattern> tiles one by one, which
// made a pair of jeans take half a second; a few hundred clipped shapes take a few milliseconds.
function printGeometry(ctx: ArtContext, name: PatternName | 'ribs', box: Box): string {
  const { pal } = ctx;
  const a = pal.accent;
  const path = (d: string, attrs: string) => (d ? `<path d="${d}" ${attrs}/>` : '');
  const w = box.x1 - box.x0 + 2;
  const h = box.y1 - box.y0 + 2;
  switch (name) {
    case 'solid':
      return '';
    case 'stripes':
      return path(
        grid({ ...box, x0: 0, x1: 1 }, 46, (_, y) => `M${box.x0 - 1} ${y + 26}h${w}v14h${-w}Z`),
        `fill="${a}" opacity=".92"`,
      );
    case 'dots':
      return path(
        grid(box, 40, (x, y) => dot(x + 10, y + 10, 5.5) + dot(x + 30, y + 30, 5.5)),
        `fill="${a}"`,
      );
    case 'checks': {
      const bands = grid(box, 76, (x, y) => `M${x} ${y}h30v76h-30Z M${x + 30} ${y}h46v30h-46Z`);
      const lines = grid(
        box,
        76,
        (x, y) => `M${x + 50} ${y}h4v76h-4Z M${x} ${y + 50}h50v4h-50Z M${x + 54} ${y + 50}h22v4h-22Z`,
      );
      const cross = grid(box, 76, (x, y) => `M${x} ${y}h30v30h-30Z`);
      return (
        path(bands, `fill="${a}" opacity=".4"`) +
        path(cross, `fill="${a}" opacity=".35"`) +
        path(lines, `fill="${pal.line}" opacity=".45"`)
      );
    }
    case 'rib':
    case 'ribs': {
      const step = name === 'rib' ? 14 : 10;
      const d = grid({ ...box, y0: 0, y1: 1 }, step, (x) => `M${x} ${box.y0 - 1}h4v${h}h-4Z`);
      return path(d, `fill="#000000" opacity="${name === 'rib' ? 0.1 : 0.16}"`);
    }
    case 'denim': {
      const lines: string[] = [];
      for (let x = Math.floor((box.x0 - h) / 9) * 9; x < box.x1; x += 9) {
        lines.push(`M${x} ${box.y1 + 1}L${x + h} ${box.y0 - 1}`);
      }
      return path(lines.join(''), `stroke="#ffffff" stroke-width="2.6" opacity=".11"`);
    }
    case 'floral': {
      const petals = (cx: number, cy: number) =>
        [0, 72, 144, 216, 288]
          .map((deg) =>
            dot(cx + Math.cos((deg * Math.PI) / 180) * 9, cy + Math.sin((deg * Math.PI) / 180) * 9, 8),
          )
          .join('');
      const leaves = (x: number, y: number) =>
        `M${x + 70} ${y + 40}q12 -10 22 -2q-10 10 -22 2Z M${x + 20} ${y + 95}q10 -12 22 -4q-10 10 -22 4Z`;
      return (
        path(
          grid(box, 120, (x, y) => petals(x + 30, y + 32)),
          `fill="${a}"`,
        ) +
        path(
          grid(box, 120, (x, y) => petals(x + 90, y + 92)),
          `fill="${mix(a, '#ffffff', 0.35)}"`,
        ) +
        path(
          grid(box, 120, (x, y) => dot(x + 30, y + 32, 5) + dot(x + 90, y + 92, 5)),
          `fill="${pal.light}"`,
        ) +
        path(grid(box, 120, leaves), 'fill="#5f8a5a" opacity=".85"')
      );
    }
  }
}

/** A print or knit texture laid over the piece `d`, clipped to it. */
export function texture(ctx: ArtContext, d: string, name: PatternName | 'ribs'): string {
  const geometry = printGeometry(ctx, name, bounds(d));
  if (!geometry) return '';
  const clip = ctx.uid();
  return `<clipPath id="${clip}"><path d="${d}"/></clipPath><g clip-path="url(#${clip})">${geometry}</g>`;
}

type FabricOptions = { fill?: string; pattern?: boolean; gloss?: boolean; stroke?: boolean };

/** One piece of cloth or leather: base colour, pattern, soft side shading and an outline. */
export function fabric(ctx: ArtContext, d: string, opts: FabricOptions = {}): string {
  const { id, pal } = ctx;
  const parts = [`<path d="${d}" fill="${opts.fill ?? pal.base}"/>`];
  if (opts.pattern !== false) parts.push(texture(ctx, d, ctx.pattern));
  parts.push(`<path d="${d}" fill="url(#${id(opts.gloss ? 'gloss' : 'shade')})"/>`);
  if (opts.stroke !== false) {
    parts.push(`<path d="${d}" fill="none" stroke="${pal.dark}" stroke-width="3" stroke-linejoin="round"/>`);
  }
  return parts.join('');
}

/** Seams, folds and stitching. */
export function seam(
  ctx: ArtContext,
  d: string,
  opts: { width?: number; dash?: boolean; opacity?: number } = {},
) {
  const dash = opts.dash ? ' stroke-dasharray="7 6"' : '';
  return `<path d="${d}" fill="none" stroke="${ctx.pal.line}" stroke-width="${opts.width ?? 2.5}" stroke-linecap="round" opacity="${opts.opacity ?? 0.75}"${dash}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
}
