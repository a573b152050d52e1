// Bags seen from the front, resting on y ≈ 840.
import type { ArtContext, ItemArt } from './art-kit';
import { shade } from './art-colour';
import { circle, fabric, seam } from './art-kit';

const HARDWARE = '#c9a23c';

function strap(d: string, colour: string, width: number): string {
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"/><path d="${d}" fill="none" stroke="#ffffff" stroke-width="${Math.max(2, width / 6)}" stroke-linecap="round" opacity=".18" transform="translate(-2 -2)"/>`;
}

export function tote(ctx: ArtContext): ItemArt {
  const handle = ctx.pattern === 'solid' ? shade(ctx.pal.base, -0.1) : '#8a5a36';
  const body = [
    strap('M300 436 Q300 232 400 232 Q500 232 500 436', shade(handle, -0.12), 22),
    strap('M326 436 Q326 270 400 270 Q474 270 474 436', handle, 22),
    fabric(ctx, 'M226 430 L574 430 L612 822 Q614 842 592 842 L208 842 Q186 842 188 822 Z'),
    fabric(ctx, 'M226 430 L574 430 L578 470 L222 470 Z', { fill: shade(ctx.pal.base, -0.06) }),
    `<rect x="314" y="440" width="24" height="40" rx="4" fill="${handle}"/><rect x="462" y="440" width="24" height="40" rx="4" fill="${handle}"/>`,
    seam(ctx, 'M222 478 L578 478 M196 812 L604 812', { dash: true }),
    seam(ctx, 'M300 520 Q296 680 280 820', { opacity: 0.18 }),
  ];
  return { defs: '', body: body.join(''), focus: { x: 400, y: 470 } };
}

export function crossbody(ctx: ArtContext): ItemArt {
  const flap = 'M240 522 Q240 482 282 482 L518 482 Q560 482 560 522 L560 640 Q400 704 240 640 Z';
  const body = [
    strap('M262 512 Q240 166 400 156 Q560 166 538 512', shade(ctx.pal.base, -0.15), 13),
    fabric(
      ctx,
      'M240 522 Q240 482 282 482 L518 482 Q560 482 560 522 L560 762 Q560 804 518 804 L282 804 Q240 804 240 762 Z',
      {
        gloss: true,
      },
    ),
    fabric(ctx, flap, { gloss: true, fill: shade(ctx.pal.base, 0.03) }),
    seam(ctx, 'M256 524 Q256 498 284 498 L516 498 Q544 498 544 524 L544 630 Q400 684 256 630 Z', {
      dash: true,
      opacity: 0.55,
    }),
    `<rect x="380" y="646" width="40" height="34" rx="8" fill="${HARDWARE}" stroke="#8c6d1f" stroke-width="3"/>`,
    circle(400, 663, 6, '#8c6d1f'),
    circle(262, 510, 10, 'none', `stroke="${HARDWARE}" stroke-width="5"`),
    circle(538, 510, 10, 'none', `stroke="${HARDWARE}" stroke-width="5"`),
  ];
  return { defs: '', body: body.join(''), focus: { x: 400, y: 640 } };
}

export function backpack(ctx: ArtContext): ItemArt {
  const pocket =
    'M296 590 Q296 560 326 560 L474 560 Q504 560 504 590 L504 760 Q504 792 474 792 L326 792 Q296 792 296 760 Z';
  const body = [
    strap('M270 344 Q214 540 254 790', shade(ctx.pal.base, -0.25), 24),
    strap('M530 344 Q586 540 546 790', shade(ctx.pal.base, -0.25), 24),
    strap('M360 256 Q360 196 400 196 Q440 196 440 256', shade(ctx.pal.base, -0.2), 14),
    fabric(
      ctx,
      'M258 330 Q258 254 334 248 L466 248 Q542 254 542 330 L556 798 Q556 834 520 834 L280 834 Q244 834 244 798 Z',
    ),
    seam(ctx, 'M268 372 Q400 300 532 372', { dash: true, width: 3 }),
    fabric(ctx, pocket, { fill: shade(ctx.pal.base, 0.05) }),
    seam(ctx, 'M296 600 L504 600', { dash: true }),
    `<rect x="366" y="640" width="68" height="42" rx="6" fill="#b98a5e" stroke="#7d5a3a" stroke-width="3"/><rect x="374" y="648" width="52" height="26" rx="3" fill="none" stroke="#f1dcc0" stroke-width="2" stroke-dasharray="5 4"/>`,
    `<rect x="458" y="340" width="12" height="34" rx="4" fill="${HARDWARE}"/><rect x="486" y="592" width="12" height="30" rx="4" fill="${HARDWARE}"/>`,
  ];
  return { defs: '', body: body.join(''), focus: { x: 420, y: 600 } };
}

export function clutch(ctx: ArtContext): ItemArt {
  const shape =
    'M196 482 Q196 460 218 460 L582 460 Q604 460 604 482 L604 718 Q604 740 582 740 L218 740 Q196 740 196 718 Z';
  const flap = 'M196 482 Q196 460 218 460 L582 460 Q604 460 604 482 L604 526 L400 646 L196 526 Z';
  const body = [
    `<path d="M222 470 Q400 214 578 470" fill="none" stroke="${HARDWARE}" stroke-width="7" stroke-dasharray="12 5"/>`,
    fabric(ctx, shape, { gloss: true }),
    fabric(ctx, flap, { gloss: true, fill: shade(ctx.pal.base, 0.04) }),
    seam(ctx, 'M212 520 L400 630 L588 520', { dash: true, opacity: 0.5 }),
    circle(400, 632, 18, HARDWARE, 'stroke="#8c6d1f" stroke-width="3"'),
    circle(394, 626, 5, '#ffffff', 'opacity=".6"'),
  ];
  return { defs: '', body: body.join(''), focus: { x: 400, y: 600 } };
}

export function shoulderBag(ctx: ArtContext): ItemArt {
  const shape =
    'M210 566 Q210 520 256 520 L544 520 Q590 520 590 566 L590 722 Q590 768 544 768 L256 768 Q210 768 210 722 Z';
  const body = [
    strap('M262 526 Q270 350 400 344 Q530 350 538 526', shade(ctx.pal.base, -0.12), 20),
    fabric(ctx, shape, { gloss: ctx.pattern === 'solid' }),
    fabric(ctx, 'M210 566 Q210 520 256 520 L544 520 Q590 520 590 566 L590 620 L210 620 Z', {
      fill: shade(ctx.pal.base, 0.03),
    }),
    `<rect x="372" y="600" width="56" height="40" rx="6" fill="none" stroke="${HARDWARE}" stroke-width="6"/>`,
    `<path d="M400 600 L400 640" stroke="${HARDWARE}" stroke-width="5"/>`,
    seam(ctx, 'M226 752 L574 752', { dash: true }),
  ];
  return { defs: '', body: body.join(''), focus: { x: 400, y: 610 } };
}
