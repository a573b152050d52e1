// The build's size report: the JavaScript a first visit to a page downloads (the entry, the route's
// lazy chunk and everything they import statically), gzipped, against DESIGN.md's budget.
// Chunks loaded later on demand (toasts, menus, other routes) are listed apart.
// Budget (docs/decisions/0003-storefront-speed.md): 130 KB for `/`, of which the shop's own code (all
// but the framework chunk: React, react-router, TanStack Query) at most 25 KB. `--check` exits 1 when
// over, which npm test uses; the build only reports.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const dist = process.env.WEB_DIST
  ? new URL('client/', `file://${process.env.WEB_DIST.replace(/\/?$/, '/')}`)
  : new URL('../apps/web/dist/client/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));
const BUDGET_KB = 130;
const OWN_CODE_BUDGET_KB = 25;
const check = process.argv.includes('--check');

const gzipKb = (file) => gzipSync(readFileSync(new URL(file, dist)), { level: 9 }).length / 1024;

function firstLoad(keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    (chunk.imports ?? []).forEach(visit);
  };
  keys.forEach(visit);
  return [...files];
}

const pages = { '/': 'src/app/routes/home.tsx', '/privacy': 'src/app/routes/privacy.tsx' };
let over = false;
for (const [page, route] of Object.entries(pages)) {
  const files = firstLoad(['index.html', route]);
  const total = files.reduce((sum, f) => sum + gzipKb(f), 0);
  const ownCode = files.filter((f) => !/\/framework-/.test(f)).reduce((sum, f) => sum + gzipKb(f), 0);
  over ||= page === '/' && (total > BUDGET_KB || ownCode > OWN_CODE_BUDGET_KB);
  console.log(
    `\nFirst-load JavaScript for ${page}: ${total.toFixed(2)} KB gzip (budget ${BUDGET_KB} KB), ` +
      `the shop's own code ${ownCode.toFixed(2)} KB (budget ${OWN_CODE_BUDGET_KB} KB)`,
  );
  files
    .map((f) => [f, gzipKb(f)])
    .sort((a, b) => b[1] - a[1])
    .forEach(([f, kb]) => console.log(`  ${kb.toFixed(1).padStart(6)} KB  ${f}`));
}
const initial = new Set(firstLoad(['index.html', 'src/app/routes/home.tsx']));
const later = Object.values(manifest)
  .map((c) => c.file)
  .filter((f) => f.endsWith('.js') && !initial.has(f));
const laterKb = [...new Set(later)].reduce((sum, f) => sum + gzipKb(f), 0);
console.log(`\nLoaded on demand elsewhere: ${later.length} chunks, ${laterKb.toFixed(1)} KB gzip in all`);
if (over) {
  console.log(`\nWARNING: / is over its budget (${BUDGET_KB} KB, own code ${OWN_CODE_BUDGET_KB} KB).`);
  if (check) process.exit(1);
}
