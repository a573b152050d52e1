// A tiny stand-in for the built web app (template, manifest, server renderer), so the server's page
// serving can be tested without building the real one.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Manifest } from '../web/web-renderer';

export const PLAIN_TEMPLATE =
  '<html><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>';

/** Writes the stand-in into a fresh folder; `render` is the body of entry-server.js. */
export function standInWebBuild(parts: { template?: string; manifest?: Manifest; entryServer: string }) {
  const dist = mkdtempSync(join(tmpdir(), 'shop-web-'));
  mkdirSync(join(dist, 'client', '.vite'), { recursive: true });
  mkdirSync(join(dist, 'server'), { recursive: true });
  writeFileSync(join(dist, 'client', 'index.html'), parts.template ?? PLAIN_TEMPLATE);
  writeFileSync(join(dist, 'client', '.vite', 'manifest.json'), JSON.stringify(parts.manifest ?? {}));
  writeFileSync(join(dist, 'server', 'entry-server.js'), parts.entryServer);
  return { dist, remove: () => rmSync(dist, { recursive: true, force: true }) };
}
