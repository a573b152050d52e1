// Flat-lay garment illustrations on an 800×1000 canvas, centred on x = 400.
import type { ArtContext, ItemArt } from './art-kit';
import { shade } from './art-colour';
import { circle, fabric, seam, texture } from './art-kit';

/** Mirrors an "x y" path across the canvas centre, so only the left half of symmetric parts is written. */
export function mirror(d: string): string {
  return d.replace(
    /(-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)/g,
    (_, x: string, y: string) => `${800 - Number(x)} ${y}`,
  );
}

function ribbed(ctx: ArtContext, d: string): string {
  const fill = shade(ctx.pal.base, -0.05);
  return `<path d="${d}" fill="${fill}"/>${texture(ctx, d, 'ribs')}<path d="${d}" fill="none" stroke="${ctx.pal.dark}" stroke-width="3" stroke-linejoin="round"/>`;
}

function buttons(ctx: ArtContext, x: number, ys: number[], r = 7): string {
  const fill = shade(ctx.pal.base, ctx.pal.base === ctx.pal.light ? -0.2 : 0.18);
  return ys.map((y) => circle(x, y, r, fill, `stroke="${ctx.pal.dark}" stroke-width="2"`)).join('');
}

export function tee(ctx: ArtContext): ItemArt {
  const d =
    'M336 196 C360 250 440 250 464 196 L560 222 Q590 232 606 254 L670 336 L600 394 L560 352 L566 806 Q400 822 234 806 L240 352 L200 394 L130 336 L194 254 Q210 232 240 222 Z';
  const body = [
    fabric(ctx, d),
    seam(ctx, 'M336 196 C360 250 440 250 464 196', { width: 12, opacity: 0.35 }),
    seam(ctx, 'M346 206 C366 256 434 256 454 206'),
    seam(ctx, 'M654 322 L586 380', { dash: true }),
    seam(ctx, 'M146 322 L214 380', { dash: true }),
    seam(ctx, 'M238 786 Q400 800 562 786', { dash: true }),
    seam(ctx, 'M300 560 Q318 680 298 790', { opacity: 0.22 }),
    seam(ctx, 'M500 600 Q488 700 506 792', { opacity: 0.22 }),
  ];
  return { defs: '', body: body.join(''), focus: { x: 400, y: 270 }, hangs: 'shoulders' };
}

const LONG_SLEEVE_BODY =
  'M344 190 L236 222 Q196 236 186 292 L146 690 L214 704 L250 400 L250 812 Q400 828 550 812 L550 400 L586 704 L654 690 L614 292 Q604 236 564 222 L456 190 Q400 214 344 190 Z';

export function shirt(ctx: ArtContext): ItemArt {
  const cuff = 'M146 690 L214 704 L208 748 L140 734 Z';
  const collar = 'M340 186 L400 258 L352 296 Q336 244 318 200 Z';
  const body = [
    fabric(ctx, LONG_SLEEVE_BODY),
    fabric(ctx, cuff),
    fabric(ctx, mirror(cuff)),
    fabric(ctx, 'M340 186 Q400 166 460 186 L400 258 Z', { fill: shade(ctx.pal.base, -0.12), stroke: false }),
    fabric(ctx, collar),
    fabric(ctx, mirror(collar)),
    seam(ctx, 'M390 262 L390 822'),
    seam(ctx, 'M410 262 L410 822'),
    buttons(ctx, 400, [316, 396, 476, 556, 636, 716]),
    seam(ctx, 'M280 350 L350 350 L350 428 Q315 440 280 428 Z'),
    seam(ctx, 'M250 400 Q238 330 238 300', { opacity: 0.4 }),
    seam(ctx, 'M550 400 Q562 330 562 300', { opacity: 0.4 }),
  ];
  return { defs: '', body: body.join(''), focus: { x: 400, y: 280 }, hangs: 'shoulders' };
}

export function sweater(ctx: ArtContext): ItemArt {
  const cuff = 'M146 690 L214 704 L208 752 L140 738 Z';
  const body = [
    fabric(ctx, LONG_SLEEVE_BODY),
    ribbed(ctx, cuff),
    ribbed(ctx, mirror(cuff)),
    ribbed(ctx, 'M250 768 L550 768 L550 812 Q400 828 250 812 Z'),
    ribbed(ctx, 'M334 188 Q400 214 466 188 L474 204 Q400 262 326 204 Z'),
    seam(ctx, 'M250 400 Q238 330 238 300', { opacity: 0.4 }),
    seam(ctx, 'M550 400 Q562 330 562 300', { opacity: 0.4 }),
    seam(ctx, 'M330 500 Q350 620 326 740', { opacity: 0.2 }),
  ];
  return { defs: '', body: body.join(''), focus: { x: 400, y: 300 }, hangs: 'shoulders' };
}

export function hoodie(ctx: ArtContext): ItemArt {
  const cuff = 'M146 690 L214 704 L208 752 L140 738 Z';
  const string = (x1: number, x2: number) =>
    `<path d="M${x1} 236 Q${x1} 300 ${x2} 360" fill="none" stroke="${ctx.pal.accent}" stroke-width="6" stroke-linecap="round"/><rect x="${x2 - 4}" y="356" width="8" height="22" rx="3" fill="${shade(ctx.pal.accent, -0.25)}"/>`;
  const body = [
    fabric(ctx, 'M316 230 Q296 112 400 100 Q504 112 484 230 Z'),
    fabric(ctx, LONG_SLEEVE_BODY),
    `<path d="M348 214 Q344 150 400 144 Q456 150 452 214 Q400 250 348 214 Z" fill="${shade(ctx.pal.base, -0.22)}"/>`,
    seam(ctx, 'M348 214 Q400 250 452 214', { width: 8, opacity: 0.45 }),
    string(384, 378),
    string(416, 422),
    ribbed(ctx, cuff),
    ribbed(ctx, mirror(cuff)),
    ribbed(ctx, 'M250 768 L550 768 L550 812 Q400 828 250 812 Z'),
    fabric(ctx, 'M296 590 L504 590 L540 730 L260 730 Z', { stroke: false }),
    seam(ctx, 'M296 590 L504 590 L540 730 L260 730 Z'),
    seam(ctx, 'M304 604 L276 716', { dash: true }),
    seam(ctx, 'M496 604 L524 716', { dash: true }),
  ];
  return { defs: '', body: body.join(''), focus: { x: 400, y: 250 }, hangs: 'shoulders' };
}

export function blazer(ctx: ArtContext): ItemArt {
  const d =
    'M338 188 L226 220 Q184 236 176 296 L140 706 L212 718 L246 410 L248 836 L552 836 L554 410 L588 718 L660 706 L624 296 Q616 236 574 220 L462 188 Z';
  const lapel = 'M338 188 L314 236 L332 270 L300 298 L390 480 L400 476 Z';
  const pocket = 'M266 640 L352 636 L354 664 L268 668 Z';
  const body = [
    fabric(ctx, d),
    `<path d="M338 188 L400 476 L462 188 Q400 210 338 188 Z" fill="#f4f1ea" stroke="${ctx.pal.dark}" stroke-width="2"/>`,
    seam(ctx, 'M372 200 L400 262 L428 200', { opacity: 0.3 }),
    fabric(ctx, lapel, { pattern: false, fill: shade(ctx.pal.base, -0.05) }),
    fabric(ctx, mirror(lapel), { pattern: false, fill: shade(ctx.pal.base, -0.05) }),
    seam(ctx, 'M400 476 L400 836'),
    buttons(ctx, 412, [548, 618], 9),
    fabric(ctx, pocket),
    fabric(ctx, mirror(pocket)),
    seam(ctx, 'M470 350 L530 346', { width: 4 }),
    buttons(ctx, 190, [660, 680], 4),
    buttons(ctx, 610, [660, 680], 4),
  ];
  return { defs: '', body: body.join(''), focus: { x: 400, y: 320 }, hangs: 'shoulders' };
}

export function jacket(ctx: ArtContext): ItemArt {
  const d =
    'M338 196 L226 224 Q184 240 176 300 L140 690 L212 702 L246 410 L250 790 L550 790 L554 410 L588 702 L660 690 L624 300 Q616 240 574 224 L462 196 Z';
  const collar = 'M338 194 L398 262 L336 300 Q300 250 300 214 Z';
  const flap = 'M272 340 L366 340 L366 376 L319 392 L272 376 Z';
  const stitch = ctx.pattern === 'denim' ? '#d99a4e' : ctx.pal.line;
  const body = [
    fabric(ctx, d),
    fabric(ctx, 'M250 744 L550 744 L550 800 L250 800 Z'),
    `<path d="M338 194 Q400 176 462 194 L400 262 Z" fill="${shade(ctx.pal.base, -0.16)}"/>`,
    fabric(ctx, collar),
    fabric(ctx, mirror(collar)),
    fabric(ctx, flap),
    fabric(ctx, mirror(flap)),
    `<path d="M400 262 L400 800 M272 330 L528 330 M250 744 L550 744" fill="none" stroke="${stitch}" stroke-width="2.5" stroke-dasharray="7 5"/>`,
    `<path d="M340 420 L340 740 M460 420 L460 740" fill="none" stroke="${stitch}" stroke-width="2.5" stroke-dasharray="7 5" opacity=".8"/>`,
    buttons(ctx, 400, [320, 420, 520, 620, 772], 9),
    buttons(ctx, 319, [374], 6),
    buttons(ctx, 481, [374], 6),
  ];
  return { defs: '', body: body.join(''), focus: { x: 400, y: 330 }, hangs: 'shoulders' };
}

export function dress(ctx: ArtContext): ItemArt {
  const d =
    'M334 182 L366 182 L404 330 L436 182 L468 182 Q502 252 492 330 Q484 392 488 442 L614 862 Q500 892 400 886 Q300 892 186 862 L312 442 Q316 392 308 330 Q298 252 334 182 Z';
  const sleeve = 'M336 182 Q290 194 262 252 Q296 270 318 256 Z';
  const tie = `M484 446 Q540 420 556 450 Q540 476 486 458 Z M486 458 L520 600 L538 594 L498 454 Z M488 456 L560 560 L574 548 L500 450 Z`;
  const body = [
    fabric(ctx, sleeve),
    fabric(ctx, mirror(sleeve)),
    fabric(ctx, d),
    seam(ctx, 'M404 330 Q424 400 446 456 Q476 650 522 876', { opacity: 0.55 }),
    fabric(ctx, 'M312 432 L488 432 L491 460 L309 460 Z'),
    seam(ctx, 'M340 474 Q310 660 262 860', { opacity: 0.28 }),
    seam(ctx, 'M396 474 Q392 680 396 882', { opacity: 0.28 }),
    seam(ctx, 'M470 480 Q520 660 566 866', { opacity: 0.22 }),
    fabric(ctx, tie),
  ];
  return { defs: '', body: body.join(''), focus: { x: 420, y: 380 }, hangs: 'shoulders' };
}

export function jeans(ctx: ArtContext): ItemArt {
  const isDenim = ctx.pattern === 'denim';
  const stitch = isDenim ? '#d99a4e' : ctx.pal.line;
  const legs = 'M258 212 L542 212 L568 884 L432 884 L402 392 L398 392 L368 884 L232 884 Z';
  const loops = [300, 400, 500]
    .map(
      (x) =>
        `<rect x="${x - 7}" y="160" width="14" height="58" rx="3" fill="${shade(ctx.pal.base, -0.06)}"/>`,
    )
    .join('');
  const fade = isDenim
    ? `<ellipse cx="314" cy="540" rx="34" ry="170" fill="#ffffff" opacity=".07"/><ellipse cx="486" cy="540" rx="34" ry="170" fill="#ffffff" opacity=".07"/><path d="M372 378 L344 360 M376 392 L338 386 M428 378 L456 360 M424 392 L462 386" stroke="#ffffff" stroke-width="4" stroke-linecap="round" opacity=".28"/>`
    : seam(ctx, 'M318 232 L300 876', { opacity: 0.3 }) + seam(ctx, 'M482 232 L500 876', { opacity: 0.3 });
  const body = [
    fabric(ctx, legs),
    fade,
    fabric(ctx, 'M262 166 L538 166 L542 214 L258 214 Z'),
    loops,
    `<path d="M418 214 L418 336 Q418 362 398 374 M300 214 Q304 270 260 294 M500 214 Q496 270 540 294 M472 226 L504 226 L505 254 L474 256 Z M236 856 L366 856 M434 856 L564 856 M262 206 L538 206" fill="none" stroke="${stitch}" stroke-width="2.5" stroke-dasharray="7 5"/>`,
    circle(
      400,
      190,
      11,
      isDenim ? '#b8793b' : shade(ctx.pal.base, -0.2),
      `stroke="${ctx.pal.dark}" stroke-width="2"`,
    ),
  ];
  return { defs: '', body: body.join(''), focus: { x: 400, y: 250 }, hangs: { clipY: 166 } };
}

export function skirt(ctx: ArtContext): ItemArt {
  const pleats = [0, 1, 2, 3, 4, 5, 6].map((i) => `M${300 + i * 33.3} 296 L${196 + i * 68} 724`).join(' ');
  const body = [
    fabric(ctx, 'M288 290 L512 290 L630 714 Q400 752 170 714 Z'),
    seam(ctx, pleats, { opacity: 0.3 }),
    fabric(ctx, 'M292 246 L508 246 L512 292 L288 292 Z'),
    buttons(ctx, 486, [269], 8),
    seam(ctx, 'M178 700 Q400 736 622 700', { dash: true }),
  ];
  return { defs: '', body: body.join(''), focus: { x: 430, y: 320 }, hangs: { clipY: 246 } };
}
