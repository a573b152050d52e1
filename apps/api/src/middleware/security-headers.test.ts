// The mail logo may be shown by other sites (webmail, the admin's sandboxed preview); everything else
// stays same-origin. The logo the mail templates point at is a real PNG in the web app's public folder.
import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { MAIL_LOGO_PATH } from '../features/mailer/templates/mail-brand';
import { securityHeaders } from './security-headers';

describe('security headers', () => {
  const app = new Hono().use(securityHeaders(false, [MAIL_LOGO_PATH])).get('*', (c) => c.body('x'));

  it('lets other sites show the mail logo, and nothing else', async () => {
    const logo = await app.request(MAIL_LOGO_PATH);
    expect(logo.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(logo.headers.get('x-content-type-options')).toBe('nosniff');
    for (const path of ['/favicon.svg', '/mail-logo.png/x', '/api/me'])
      expect((await app.request(path)).headers.get('cross-origin-resource-policy'), path).toBe('same-origin');
  });

  it('finds the mail logo as a PNG in the public folder', () => {
    const png = readFileSync(new URL(`../../../web/public${MAIL_LOGO_PATH}`, import.meta.url));
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.length).toBeLessThan(8_000);
  });
});
