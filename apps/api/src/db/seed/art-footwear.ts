// Shoes in side view, toe to the right, standing on y = 770. Each is drawn as a pair: the second shoe
// sits behind, shifted and dimmed, which reads as a product photo rather than a diagram.
import type { ArtContext, ItemArt } from './art-kit';
import { lightness, shade } from './art-colour';
import { circle, fabric, seam, texture } from './art-kit';

type Shoe = { parts: string; outline: string };

// Shoes are drawn standing on y = 770; the pair is centred on the canvas from the front shoe's top edge.
const SCALE = 1.08;

/** `top` is the front shoe's highest point; `cx` the pair's visual centre (boots are heavy at the back). */
function pair(ctx: ArtContext, shoe: Shoe, top: number, focus: { x: number; y: number }, cx = 386): ItemArt {
  const back = `<g transform="translate(-74 -34)">${shoe.parts}<path d="${shoe.outline}" fill="#000000" opacity=".18"/></g>`;
  const cy = (top - 34 + 770) / 2;
  const at = (p: { x: number; y: number }) => ({ x: 400 + (p.x - cx) * SCALE, y: 530 + (p.y - cy) * SCALE });
  const body = `<g transform="translate(400 530) scale(${SCALE}) translate(${-cx} ${-cy})">${back}${shoe.parts}</g>`;
  return { defs: '', body, focus: at(focus), shadowY: at({ x: 0, y: 776 }).y, zoom: 1.6 };
}

function soleColour(ctx: ArtContext): string {
  return lightness(ctx.pal.base) > 0.75 ? '#f7f5f0' : ctx.pal.accent === '#111111' ? '#f4f1ea' : '#f2efe8';
}

export function sneaker(ctx: ArtContext, high = false): ItemArt {
  const upper = high
    ? 'M160 690 L166 420 Q170 392 204 392 L300 396 Q326 400 330 430 L342 548 Q460 592 560 618 Q650 640 690 686 L690 690 Z'
    : 'M160 690 L164 580 Q166 545 200 540 Q240 538 270 566 Q290 582 312 560 L326 522 Q338 508 352 520 L362 548 Q460 592 560 618 Q650 640 690 686 L690 690 Z';
  const sole =
    'M142 706 Q140 766 192 768 L650 768 Q706 766 704 716 Q702 694 688 686 L160 686 Q142 690 142 706 Z';
  const start = high ? { x: 332, y: 440, dx: 6, dy: 26, n: 6 } : { x: 370, y: 552, dx: 36, dy: 15, n: 5 };
  const laceColour = lightness(ctx.pal.base) > 0.75 ? '#f7f5f0' : soleColour(ctx);
  const laces = Array.from({ length: start.n }, (_, i) => {
    const x = start.x + i * start.dx;
    const y = start.y + i * start.dy;
    const d = `M${x - 14} ${y - 12} L${x + 16} ${y + 6}`;
    return `<path d="${d}" stroke="${ctx.pal.dark}" stroke-width="10" stroke-linecap="round"/><path d="${d}" stroke="${laceColour}" stroke-width="6" stroke-linecap="round"/>`;
  }).join('');
  const side = high
    ? circle(236, 500, 30, soleColour(ctx), `stroke="${ctx.pal.dark}" stroke-width="3"`) +
      circle(236, 500, 14, ctx.pal.accent)
    : `<path d="M236 678 C330 676 460 640 604 604 C486 664 360 704 250 700 Z" fill="${ctx.pal.accent}" stroke="${shade(ctx.pal.accent, -0.2)}" stroke-width="2"/>`;
  const parts = [
    fabric(ctx, upper),
    fabric(ctx, 'M560 618 Q650 640 690 686 L690 690 L592 690 Q600 650 560 618 Z', {
      fill: shade(ctx.pal.base, 0.04),
    }),
    high
      ? ''
      : `<path d="M196 544 Q240 538 270 566 Q290 582 312 560 Q262 540 196 544 Z" fill="${shade(ctx.pal.base, -0.45)}"/>`,
    fabric(ctx, 'M160 690 L164 604 Q204 606 218 690 Z', {
      fill: shade(ctx.pal.accent, 0.04),
      pattern: false,
    }),
    side,
    laces,
    fabric(ctx, sole, { fill: soleColour(ctx), pattern: false }),
    seam(ctx, 'M150 730 L700 730', { opacity: 0.3 }),
    `<path d="M156 752 L696 752" stroke="#000000" stroke-width="3" opacity=".12"/>`,
  ];
  return pair(
    ctx,
    { parts: parts.join(''), outline: `${upper} ${sole}` },
    high ? 392 : 508,
    high ? { x: 300, y: 500 } : { x: 440, y: 600 },
  );
}

export function boot(ctx: ArtContext, laced = false): ItemArt {
  const upper =
    'M184 730 L196 318 Q198 300 218 300 L372 300 Q390 300 390 320 L396 548 Q424 596 520 624 Q640 652 682 696 Q700 716 694 730 Z';
  const sole = 'M176 726 L694 726 Q704 740 696 752 Q690 770 650 770 L176 770 Z';
  const gusset = 'M258 304 Q292 420 288 520 Q316 534 344 520 Q336 420 350 304 Z';
  const eyelets = [
    [374, 330],
    [375, 372],
    [376, 414],
    [377, 456],
    [379, 498],
    [386, 538],
    [406, 574],
  ]
    .map(([x = 0, y = 0]) => {
      return `<path d="M${x - 30} ${y + 4} L${x + 6} ${y - 6}" stroke="${ctx.pal.accent}" stroke-width="6" stroke-linecap="round"/>${circle(x, y, 5, '#c9a23c')}`;
    })
    .join('');
  const parts = [
    `<path d="M204 306 L200 262 Q204 250 216 252 L226 306" fill="none" stroke="${shade(ctx.pal.base, -0.2)}" stroke-width="8" stroke-linejoin="round"/>`,
    fabric(ctx, upper, { gloss: ctx.pattern === 'solid' }),
    laced
      ? eyelets
      : `<path d="${gusset}" fill="${shade(ctx.pal.base, -0.12)}"/>${texture(ctx, gusset, 'ribs')}`,
    `<ellipse cx="600" cy="666" rx="60" ry="18" fill="#ffffff" opacity=".16" transform="rotate(22 600 666)"/>`,
    seam(ctx, 'M400 560 Q430 600 520 632', { opacity: 0.4 }),
    fabric(ctx, sole, { fill: '#2a2522', pattern: false }),
    `<path d="M180 738 L694 738" stroke="${ctx.pal.accent === '#111111' ? '#e0b34a' : '#e3c35a'}" stroke-width="3" stroke-dasharray="8 5"/>`,
    `<path d="M176 752 L288 752 L288 770 L176 770 Z" fill="#000000" opacity=".25"/>`,
  ];
  return pair(ctx, { parts: parts.join(''), outline: `${upper} ${sole}` }, 252, { x: 330, y: 460 }, 350);
}

export function heel(ctx: ArtContext, block = false): ItemArt {
  const body =
    'M222 466 Q300 590 500 640 Q640 662 700 738 Q708 764 680 764 L530 764 Q380 740 254 584 Q226 540 222 466 Z';
  const lining = 'M226 470 Q330 560 504 632 Q310 598 226 470 Z';
  const heelPath = block
    ? 'M230 574 L290 590 L282 770 L238 770 Z'
    : 'M230 572 L264 582 Q252 680 250 770 L240 770 Q238 680 230 572 Z';
  const parts = [
    fabric(ctx, heelPath, { fill: shade(ctx.pal.base, -0.15), pattern: false }),
    `<path d="${block ? 'M238 758 L282 758 L282 770 L238 770 Z' : 'M239 758 L251 758 L250 770 L240 770 Z'}" fill="#222222"/>`,
    fabric(ctx, body, { gloss: ctx.pattern === 'solid' }),
    `<path d="${lining}" fill="#e8d9c6" stroke="${ctx.pal.dark}" stroke-width="2"/>`,
    `<path d="M256 588 Q380 742 530 760 L684 760" fill="none" stroke="#000000" stroke-width="5" opacity=".22"/>`,
    `<ellipse cx="620" cy="700" rx="40" ry="12" fill="#ffffff" opacity=".22" transform="rotate(30 620 700)"/>`,
  ];
  return pair(ctx, { parts: parts.join(''), outline: `${body} ${heelPath}` }, 466, { x: 330, y: 600 }, 400);
}

export function sandal(ctx: ArtContext): ItemArt {
  const bed =
    'M168 712 Q160 746 206 748 L664 748 Q708 744 702 712 Q692 690 640 688 L220 690 Q176 692 168 712 Z';
  const outsole = 'M166 734 Q166 768 206 770 L664 770 Q706 766 704 734 Z';
  const strapA = 'M286 694 Q296 560 420 554 Q506 560 506 694 L474 694 Q472 592 420 588 Q332 592 320 694 Z';
  const strapB = 'M446 694 Q464 584 566 596 Q640 612 646 694 L614 694 Q606 630 562 626 Q494 622 478 694 Z';
  const parts = [
    fabric(ctx, outsole, { fill: '#3b3330', pattern: false }),
    `<path d="${bed}" fill="#cfa77c" stroke="#8f6a45" stroke-width="3"/>`,
    `<path d="M176 704 Q420 696 694 704" stroke="#8f6a45" stroke-width="3" fill="none" opacity=".5"/>`,
    fabric(ctx, strapA, { gloss: true }),
    fabric(ctx, strapB, { gloss: true }),
    `<rect x="458" y="600" width="22" height="30" rx="4" fill="none" stroke="#c9a23c" stroke-width="5"/>`,
    `<rect x="598" y="630" width="22" height="30" rx="4" fill="none" stroke="#c9a23c" stroke-width="5"/>`,
  ];
  return pair(ctx, { parts: parts.join(''), outline: `${outsole} ${bed} ${strapA} ${strapB}` }, 556, {
    x: 470,
    y: 640,
  });
}

export function loafer(ctx: ArtContext): ItemArt {
  const upper = 'M186 700 L190 604 Q196 560 246 556 Q330 578 420 580 Q566 598 650 652 Q700 690 694 722 Z';
  const sole = 'M176 706 Q170 766 210 768 L660 768 Q704 764 700 724 L694 706 Z';
  const parts = [
    fabric(ctx, upper, { gloss: ctx.pattern === 'solid' }),
    `<path d="M242 560 Q330 600 420 584 Q350 570 242 560 Z" fill="${shade(ctx.pal.base, -0.4)}"/>`,
    fabric(ctx, 'M404 596 Q470 600 534 636 L520 660 Q462 630 396 626 Z', {
      fill: shade(ctx.pal.base, -0.08),
    }),
    `<ellipse cx="464" cy="622" rx="18" ry="6" fill="${shade(ctx.pal.base, -0.4)}" transform="rotate(14 464 622)"/>`,
    seam(ctx, 'M420 586 Q520 598 600 640', { dash: true, opacity: 0.5 }),
    fabric(ctx, sole, { fill: '#3b2a20', pattern: false }),
    `<path d="M180 720 L698 720" stroke="#d8c3a5" stroke-width="2.5" stroke-dasharray="6 5"/>`,
  ];
  return pair(ctx, { parts: parts.join(''), outline: `${upper} ${sole}` }, 556, { x: 460, y: 630 });
}
