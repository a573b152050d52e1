// The sign-in dialog's markup, rendered on the server side of React (no browser needed): the spec's
// texts with the shop's name, the terms links opening in a new tab, and a labelled modal.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ShopConfigContext } from '../../../lib/shop-config';
import SignInDialog from './sign-in-dialog';

function render(google: boolean, guestFirst = false) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['account-options'], { google });
  return renderToString(
    h(
      QueryClientProvider,
      { client: queryClient },
      h(
        ShopConfigContext.Provider,
        { value: { shopName: 'Mtumba Corner', supportEmail: 'help@mtumba.test' } },
        h(MemoryRouter, null, h(SignInDialog, { onClose: () => undefined, guestFirst })),
      ),
    ),
  );
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

describe('the sign-in dialog', () => {
  it("shows the spec's choices with the shop's name", () => {
    const html = render(true);
    const words = text(html);
    expect(words).toContain('Welcome to Mtumba Corner');
    expect(words).toContain('Continue with Google');
    expect(words).toContain('Continue as Guest');
    expect(words).toContain('By continuing, you agree to our Terms of Service and Privacy Policy');
    expect(html).toMatch(/<a[^>]*href="\/terms"[^>]*target="_blank"/);
    expect(html).toMatch(/<a[^>]*href="\/privacy"[^>]*target="_blank"/);
    expect(html.match(/role="separator"/g)).toHaveLength(2);
  });

  it('is a dialog named by its title, with a close button', () => {
    const html = render(false);
    const labelledBy = /<dialog[^>]*aria-labelledby="([^"]+)"/.exec(html)?.[1];
    expect(labelledBy).toBeTruthy();
    expect(html).toContain(`<h2 id="${labelledBy}"`);
    expect(html).toContain('aria-label="Close"');
  });

  it('hides Google when the shop has no Google client', () => {
    const words = text(render(false));
    expect(words).not.toContain('Continue with Google');
    expect(words).toContain('Continue as Guest');
  });

  it('puts the guest option above the sign-in form at checkout, below it elsewhere', () => {
    for (const google of [true, false]) {
      const atCheckout = text(render(google, true));
      expect(atCheckout.indexOf('Continue as Guest')).toBeLessThan(atCheckout.indexOf('Password'));
      if (google)
        expect(atCheckout.indexOf('Continue as Guest')).toBeLessThan(
          atCheckout.indexOf('Continue with Google'),
        );
      const elsewhere = text(render(google));
      expect(elsewhere.indexOf('Continue as Guest')).toBeGreaterThan(elsewhere.indexOf('Password'));
    }
    expect(render(true, true).match(/role="separator"/g)).toHaveLength(2);
  });
});
