// Turns a product's art spec into finished SVG pictures: a front view, a close-up and a styled shot.
import type { ArtContext, ItemArt, PatternName } from './art-kit';
import { mix, shade } from './art-colour';
import { baseDefs, paletteFor } from './art-kit';
import { backpack, clutch, crossbody, shoulderBag, tote } from './art-bags';
import { boot, heel, loafer, sandal, sneaker } from './art-footwear';
import { blazer, dress, hoodie, jacket, jeans, shirt, skirt, sweater, tee } from './art-garments';
import { hashString } from './seed-random';
import { bangles, beadedBracelet, beadedCollar, hoops, pearls, pendant, ring } from './art-jewelry';

export const BUILDERS = {
  tee,
  shirt,
  sweater,
  hoodie,
  blazer,
  jacket,
  dress,
  jeans,
  skirt,
  sneaker: (ctx: ArtContext) => sneaker(ctx),
  'high-top': (ctx: ArtContext) => sneaker(ctx, true),
  boot: (ctx: ArtContext) => boot(ctx),
  'lace-up-boot': (ctx: ArtContext) => boot(ctx, true),
  heel: (ctx: ArtContext) => heel(ctx),
  'block-heel': (ctx: ArtContext) => heel(ctx, true),
  sandal,
  loafer,
  tote,
  crossbody,
  backpack,
  clutch,
  'shoulder-bag': shoulderBag,
  hoops,
  pendant,
  pearls,
  'beaded-collar': beadedCollar,
  bangles,
  'beaded-bracelet': beadedBracelet,
  ring,
} satisfies Record<string, (ctx: ArtContext) => ItemArt>;

export type ArtKind = keyof typeof BUILDERS;

// Named colours used by the product data (and shown as the variant colour).
export const COLOURS = {
  White: '#f3f1ec', Cream: '#efe6d2', Beige: '#dcc9a8', Tan: '#c19062', Camel: '#b9854f', Brown: '#7a4e2d',
  Chocolate: '#4e3222', Black: '#2a2a2d', Charcoal: '#45474d', Grey: '#9a9ca1', Navy: '#24345a',
  Indigo: '#35507e', 'Light Wash': '#7f9cc0', 'Sky Blue': '#9cc3e4', Cobalt: '#2f5fb8', Teal: '#2f7f7c',
  Olive: '#6b6f3a', Khaki: '#a89a6a', 'Forest Green': '#2f5a41', Sage: '#a7b89a', Burgundy: '#6d2233',
  Red: '#c2352f', Rust: '#b2542b', Orange: '#e07a2f', Mustard: '#d4a233', Yellow: '#eccb4c',
  'Blush Pink': '#ebbcb8', 'Hot Pink': '#d94c86', Lilac: '#b8a3d4', Gold: '#d3a640', Silver: '#bfc5cb',
  'Rose Gold': '#d49c86', Multi: '#d3a640', Natural: '#d8c39c', Emerald: '#1f8a5b',
}; // prettier-ignore

export type ColourName = keyof typeof COLOURS;

export type ArtSpec = {
  key: string;
  kind: ArtKind;
  colour: ColourName;
  accent?: ColourName;
  pattern: PatternName;
};

const JEWELLERY: ArtKind[] = [
  'hoops',
  'pendant',
  'pearls',
  'beaded-collar',
  'bangles',
  'beaded-bracelet',
  'ring',
];
const GEMS = ['#c0233a', '#1f8a5b', '#2a56b8', '#8a4fb8', '#e39b2d', '#4fb3c2'];

export const PRODUCT_SIZE = { width: 800, height: 1000 };

/** The item drawn alone, with ids prefixed by `prefix` so it can be embedded in a bigger picture. */
export function drawItem(spec: ArtSpec, prefix: string): ItemArt & { pal: ArtContext['pal'] } {
  const gem = JEWELLERY.includes(spec.kind)
    ? (GEMS[hashString(spec.key) % GEMS.length] ?? '#c0233a')
    : undefined;
  const pal = paletteFor(spec.key, COLOURS[spec.colour], spec.accent ? COLOURS[spec.accent] : gem);
  let counter = 0;
  const ctx: ArtContext = {
    id: (name) => `${prefix}-${name}`,
    uid: () => `${prefix}-u${++counter}`,
    pal,
    pattern: spec.pattern,
  };
  const art = BUILDERS[spec.kind](ctx);
  return { ...art, defs: baseDefs(ctx) + art.defs, pal };
}

function hanger(hangs: ItemArt['hangs']): string {
  if (!hangs) return '';
  if (hangs !== 'shoulders') {
    const y = hangs.clipY;
    const clip = (x: number) =>
      `<rect x="${x - 11}" y="${y - 30}" width="22" height="44" rx="4" fill="#6f7177"/>`;
    return `<path d="M400 ${y - 60} Q398 ${y - 106} 422 ${y - 112} Q446 ${y - 114} 444 ${y - 90}" fill="none" stroke="#8d8d92" stroke-width="7" stroke-linecap="round"/><path d="M270 ${y - 34} L400 ${y - 62} L530 ${y - 34}" fill="none" stroke="#8d8d92" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>${clip(290)}${clip(510)}`;
  }
  return `<path d="M400 168 Q398 122 422 116 Q446 114 444 138" fill="none" stroke="#8d8d92" stroke-width="7" stroke-linecap="round"/><path d="M250 232 L400 164 L550 232" fill="none" stroke="#b08a5b" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>`;
}

function hangTag(x: number, y: number): string {
  return `<path d="M${x} ${y} q30 -40 70 -30" fill="none" stroke="#7b6a58" stroke-width="2"/><g transform="rotate(-12 ${x + 90} ${y})"><path d="M${x + 70} ${y - 58} h76 l16 22 v70 h-92 Z" fill="#d9c3a0" stroke="#a58b66" stroke-width="2"/><circle cx="${x + 84}" cy="${y - 42}" r="5" fill="#f4ecdf"/><text x="${x + 118}" y="${y}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="22" fill="#5a4632" text-anchor="middle">TNT</text><text x="${x + 118}" y="${y + 22}" font-family="DejaVu Sans, sans-serif" font-size="12" fill="#5a4632" text-anchor="middle">pre-loved</text></g>`;
}

function tentCard(x: number, y: number): string {
  const text = (dy: number, size: number, weight: string, label: string) =>
    `<text x="${x + 70}" y="${y + dy}" font-family="DejaVu Sans, sans-serif" font-weight="${weight}" font-size="${size}" fill="#5a4632" text-anchor="middle">${label}</text>`;
  return `<g transform="rotate(-4 ${x + 70} ${y + 35})"><rect x="${x + 4}" y="${y + 8}" width="140" height="70" rx="6" fill="#000000" opacity=".12"/><rect x="${x}" y="${y}" width="140" height="70" rx="6" fill="#f4ecdf" stroke="#c9b79b" stroke-width="2"/>${text(32, 22, 'bold', 'TNT')}${text(54, 13, 'normal', 'pre-loved')}</g>`;
}

// The styled shot: tops hang on a hanger, jewellery lies in a ceramic dish, the rest stands on the floor.
function styled(item: ItemArt): string {
  const shrink = (inner: string, dy = 0, scale = 0.84) =>
    `<g transform="translate(400 ${520 + dy}) scale(${scale}) translate(-400 -520)">${inner}</g>`;
  if (item.hangs) return shrink(hanger(item.hangs) + item.body) + hangTag(520, 300);
  if (item.shadowY === null) {
    const dish = `<ellipse cx="400" cy="548" rx="360" ry="352" fill="#000000" opacity=".08"/><circle cx="400" cy="530" r="352" fill="#fbf8f3" stroke="#e3dacd" stroke-width="16"/><circle cx="400" cy="530" r="300" fill="none" stroke="#efe8dc" stroke-width="4"/>`;
    return (
      dish + `<g transform="translate(400 520) rotate(-8) scale(.78) translate(-400 -520)">${item.body}</g>`
    );
  }
  // Stand the item on the floor line, a little larger than the hanging garments.
  const ground = item.shadowY ?? 872;
  const scale = item.shadowY === undefined ? 0.96 : 0.88;
  const dy = 870 - (520 + (ground - 520) * scale);
  const shadow = `<ellipse cx="400" cy="${ground}" rx="260" ry="22" fill="#000000" opacity=".13"/>`;
  return shrink(shadow + item.body, dy, scale) + tentCard(600, 900);
}

export type View = 0 | 1 | 2;

/** A complete 4:5 product picture (viewBox 800×1000) rendered at `width` pixels wide. */
export function productSvg(spec: ArtSpec, view: View, width: number): string {
  const item = drawItem(spec, 'a');
  const bg = item.pal.backdrops[view];
  const height = Math.round((width * PRODUCT_SIZE.height) / PRODUCT_SIZE.width);
  let scene: string;
  if (view === 0) {
    const shadowY = item.shadowY === undefined ? 872 : item.shadowY;
    const shadow =
      shadowY === null
        ? ''
        : `<ellipse cx="400" cy="${shadowY}" rx="250" ry="24" fill="#000000" opacity=".09"/>`;
    scene = `<rect width="800" height="1000" fill="${bg}"/><circle cx="400" cy="500" r="340" fill="${shade(bg, -0.035)}"/>${shadow}${item.body}`;
  } else if (view === 1) {
    const { x, y } = item.focus;
    scene = `<rect width="800" height="1000" fill="${bg}"/><g transform="translate(400 500) scale(${item.zoom ?? 2}) translate(${-x} ${-y})">${item.body}</g>`;
  } else {
    const floor = mix(bg, '#8a6e52', 0.18);
    // Hanging clothes get a lower floor line so trouser legs do not appear to stand on it.
    const floorY = item.hangs ? 870 : 800;
    scene = `<rect width="800" height="1000" fill="${bg}"/><rect y="${floorY}" width="800" height="${1000 - floorY}" fill="${floor}"/><rect y="${floorY}" width="800" height="6" fill="#000000" opacity=".06"/>${styled(item)}`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 800 1000"><defs>${item.defs}</defs>${scene}</svg>`;
}
