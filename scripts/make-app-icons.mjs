// Draws the installed app's icons (the favicon's bag on the shop's ink) as PNGs into
// apps/web/public/icons. Run again after changing the favicon: `node scripts/make-app-icons.mjs`.
// The maskable icon keeps the bag inside the middle 80 % (the safe zone every launcher mask keeps) on
// a full-bleed background; the plain icons are the favicon itself, rounded corners and all.
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../apps/api/package.json', import.meta.url));
const sharp = require('sharp');
const out = new URL('../apps/web/public/icons/', import.meta.url);
mkdirSync(out, { recursive: true });

const BAG =
  '<path d="M20 26h24l-2 24H22z" fill="none" stroke="#f5c542" stroke-width="4" stroke-linejoin="round"/>' +
  '<path d="M26 26v-4a6 6 0 0 1 12 0v4" fill="none" stroke="#f5c542" stroke-width="4"/>';

const plain = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#111"/>${BAG}</svg>`;
// The bag (about 28 of 64 units tall) scaled to sit well inside the 80 % safe circle.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#111"/><g transform="translate(32 36) scale(0.8) translate(-32 -36)">${BAG}</g></svg>`;

const icons = [
  { file: 'icon-192.png', svg: plain, size: 192 },
  { file: 'icon-512.png', svg: plain, size: 512 },
  { file: 'maskable-512.png', svg: maskable, size: 512 },
  { file: 'apple-touch-icon-180.png', svg: maskable, size: 180 },
];

for (const { file, svg, size } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(new URL(file, out).pathname);
  console.log(`icons/${file} (${size}×${size})`);
}
