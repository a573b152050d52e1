// Jewellery laid flat: polished metal is a diagonal gradient built from the product's metal colour,
// gems take the palette accent, and beadwork uses the classic Maasai colours.
import type { ArtContext, ItemArt } from './art-kit';
import { shade } from './art-colour';
import { circle } from './art-kit';

const MAASAI = ['#c8302c', '#f3f0e8', '#2d5fa8', '#e9b53a', '#3b8a4f', '#1d1d1d', '#e46f2b'];

type Point = { x: number; y: number };

function metalDefs(ctx: ArtContext): string {
  const b = ctx.pal.base;
  const stops = [
    [0, shade(b, 0.28)],
    [0.3, b],
    [0.55, shade(b, -0.2)],
    [0.8, shade(b, 0.12)],
    [1, shade(b, -0.12)],
  ]
    .map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`)
    .join('');
  const bead = `<radialGradient id="${ctx.id('bead')}" cx=".35" cy=".3" r=".75"><stop offset="0" stop-color="#ffffff" stop-opacity=".85"/><stop offset=".35" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity=".25"/></radialGradient>`;
  return `<linearGradient id="${ctx.id('metal')}" x1="0" y1="0" x2="1" y2="1">${stops}</linearGradient>${bead}`;
}

function metal(ctx: ArtContext): string {
  return `url(#${ctx.id('metal')})`;
}

function cubic(p0: Point, p1: Point, p2: Point, p3: Point, t: number): Point {
  const u = 1 - t;
  const a = u * u * u;
  const b = 3 * u * u * t;
  const c = 3 * u * t * t;
  const d = t * t * t;
  return { x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y };
}

function bead(ctx: ArtContext, p: Point, r: number, fill: string): string {
  const x = p.x.toFixed(1);
  const y = p.y.toFixed(1);
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/><circle cx="${x}" cy="${y}" r="${r}" fill="url(#${ctx.id('bead')})"/>`;
}

// The U of a necklace laid flat; both halves share it so chain, pearls and beads hang alike.
const LEFT: [Point, Point, Point, Point] = [
  { x: 214, y: 214 },
  { x: 220, y: 520 },
  { x: 320, y: 640 },
  { x: 400, y: 640 },
];
const RIGHT: [Point, Point, Point, Point] = [
  { x: 400, y: 640 },
  { x: 480, y: 640 },
  { x: 580, y: 520 },
  { x: 586, y: 214 },
];
const NECK_PATH = 'M214 214 C220 520 320 640 400 640 C480 640 580 520 586 214';

function alongNeck(count: number): Point[] {
  const out: Point[] = [];
  for (let i = 0; i < count; i++) {
    const t = (i / (count - 1)) * 2;
    out.push(t <= 1 ? cubic(...LEFT, t) : cubic(...RIGHT, t - 1));
  }
  return out;
}

export function hoops(ctx: ArtContext): ItemArt {
  const thick = 16 + (ctx.pal.accent.charCodeAt(2) % 4) * 5;
  const one = (cx: number) =>
    [
      `<path d="M${cx} 444 Q${cx - 2} 392 ${cx + 22} 384 Q${cx + 44} 382 ${cx + 42} 408" fill="none" stroke="${metal(ctx)}" stroke-width="6" stroke-linecap="round"/>`,
      `<circle cx="${cx}" cy="572" r="124" fill="none" stroke="${shade(ctx.pal.base, -0.3)}" stroke-width="${thick + 4}" opacity=".35"/>`,
      `<circle cx="${cx}" cy="568" r="124" fill="none" stroke="${metal(ctx)}" stroke-width="${thick}"/>`,
      `<path d="M${cx - 96} ${568 - 74} A124 124 0 0 1 ${cx + 20} ${568 - 122}" fill="none" stroke="#ffffff" stroke-width="${thick / 4}" stroke-linecap="round" opacity=".55"/>`,
    ].join('');
  return { defs: metalDefs(ctx), body: one(262) + one(538), focus: { x: 262, y: 470 }, shadowY: null };
}

export function pendant(ctx: ArtContext): ItemArt {
  const chain = `<path d="${NECK_PATH}" fill="none" stroke="${shade(ctx.pal.base, -0.25)}" stroke-width="12" stroke-dasharray="12 5"/><path d="${NECK_PATH}" fill="none" stroke="${metal(ctx)}" stroke-width="8" stroke-dasharray="12 5" stroke-dashoffset="8"/>`;
  const body = [
    chain,
    `<ellipse cx="400" cy="652" rx="12" ry="18" fill="none" stroke="${metal(ctx)}" stroke-width="7"/>`,
    circle(400, 728, 62, metal(ctx), `stroke="${shade(ctx.pal.base, -0.3)}" stroke-width="3"`),
    circle(400, 728, 36, ctx.pal.accent, `stroke="${shade(ctx.pal.base, -0.25)}" stroke-width="4"`),
    `<path d="M380 712 Q392 700 410 704" stroke="#ffffff" stroke-width="6" stroke-linecap="round" fill="none" opacity=".6"/>`,
  ];
  return { defs: metalDefs(ctx), body: body.join(''), focus: { x: 400, y: 690 }, shadowY: null };
}

export function pearls(ctx: ArtContext): ItemArt {
  const points = alongNeck(37);
  const body = points.map((p, i) => bead(ctx, p, i === 18 ? 22 : 17, i === 18 ? ctx.pal.accent : '#f4efe4'));
  const clasp = `<rect x="200" y="188" width="28" height="22" rx="6" fill="${metal(ctx)}"/><rect x="572" y="188" width="28" height="22" rx="6" fill="${metal(ctx)}"/>`;
  return { defs: metalDefs(ctx), body: clasp + body.join(''), focus: { x: 400, y: 600 }, shadowY: null };
}

/** A Maasai beaded collar: concentric rows of beads with coloured blocks. */
export function beadedCollar(ctx: ArtContext): ItemArt {
  const rows: string[] = [];
  for (let row = 0; row < 5; row++) {
    const radius = 150 + row * 30;
    const count = Math.round((2 * Math.PI * radius) / 27);
    for (let i = 0; i < count; i++) {
      const angle = (i / count) * Math.PI * 2 - Math.PI / 2;
      // Leave the opening at the top where the collar fastens.
      if (Math.abs(Math.atan2(Math.sin(angle + Math.PI / 2), Math.cos(angle + Math.PI / 2))) < 0.22) continue;
      const block = Math.floor((i / count) * 16 + row * 0.5);
      const colour = MAASAI[(block + row * 2) % MAASAI.length] ?? '#c8302c';
      rows.push(
        bead(ctx, { x: 400 + Math.cos(angle) * radius, y: 530 + Math.sin(angle) * radius }, 12, colour),
      );
    }
  }
  const tassels = [340, 370, 400, 430, 460]
    .map(
      (x, i) =>
        `<path d="M${x} 808 L${x + (i - 2) * 6} 880" stroke="${metal(ctx)}" stroke-width="5"/>${circle(x + (i - 2) * 6, 886, 8, metal(ctx))}`,
    )
    .join('');
  return { defs: metalDefs(ctx), body: tassels + rows.join(''), focus: { x: 400, y: 700 }, shadowY: null };
}

export function bangles(ctx: ArtContext): ItemArt {
  const rings = [0, 1, 2]
    .map((i) => {
      const cy = 500 + i * 70;
      return `<ellipse cx="400" cy="${cy + 6}" rx="220" ry="104" fill="none" stroke="#000000" stroke-width="28" opacity=".1"/><ellipse cx="400" cy="${cy}" rx="220" ry="104" fill="none" stroke="${i === 1 ? ctx.pal.accent : metal(ctx)}" stroke-width="26"/><path d="M220 ${cy - 50} Q300 ${cy - 102} 420 ${cy - 104}" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round" opacity=".5"/>`;
    })
    .join('');
  return { defs: metalDefs(ctx), body: rings, focus: { x: 260, y: 520 }, shadowY: null };
}

export function beadedBracelet(ctx: ArtContext): ItemArt {
  const beads: string[] = [];
  for (const [strand, cy] of [470, 570].entries()) {
    const count = 34;
    for (let i = 0; i < count; i++) {
      const a = (i / count) * Math.PI * 2;
      const colour = MAASAI[(Math.floor(i / 3) + strand * 3) % MAASAI.length] ?? '#c8302c';
      beads.push(bead(ctx, { x: 400 + Math.cos(a) * 210, y: cy + Math.sin(a) * 112 }, 15, colour));
    }
  }
  const charm = circle(400, 708, 26, metal(ctx), `stroke="${shade(ctx.pal.base, -0.3)}" stroke-width="3"`);
  return { defs: metalDefs(ctx), body: beads.join('') + charm, focus: { x: 400, y: 700 }, shadowY: null };
}

export function ring(ctx: ArtContext): ItemArt {
  const back = `<path d="M220 640 A180 72 0 0 1 580 640" fill="none" stroke="${shade(ctx.pal.base, -0.28)}" stroke-width="30"/>`;
  const front = `<path d="M220 640 A180 72 0 0 0 580 640" fill="none" stroke="${metal(ctx)}" stroke-width="34"/><path d="M260 676 Q400 724 540 676" fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round" opacity=".45"/>`;
  const gem = [
    `<path d="M330 540 L364 486 L436 486 L470 540 L400 630 Z" fill="${ctx.pal.accent}" stroke="${shade(ctx.pal.accent, -0.3)}" stroke-width="3"/>`,
    `<path d="M330 540 L470 540 M364 486 L384 540 L400 630 L416 540 L436 486" fill="none" stroke="#ffffff" stroke-width="3" opacity=".45"/>`,
    `<path d="M370 496 L398 496 L384 528 Z" fill="#ffffff" opacity=".55"/>`,
    ...[336, 464].map((x) => circle(x, 546, 10, metal(ctx))),
    ...[364, 436].map((x) => circle(x, 490, 9, metal(ctx))),
  ];
  const body = `<g transform="translate(400 540) scale(1.3) translate(-400 -600)">${back}${gem.join('')}${front}</g>`;
  return { defs: metalDefs(ctx), body, focus: { x: 400, y: 480 }, shadowY: null };
}
