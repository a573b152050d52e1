// @vitest-environment happy-dom
// The navbar greets a member by the same word the server fills a shared storefront page in with
// (greetingNameOf in @shop/domain, features/accounts/page-audience.service.ts): were they to differ,
// the page would change under the member's eyes as it hydrates.
import { greetingNameOf } from '@shop/domain/rules';
import { cleanup, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountMenu } from './navbar-account-menu';

afterEach(cleanup);

const me = (name: string) => ({
  user: { id: 'u1', email: 'member@shop.test', name },
  isAdmin: false,
});

const show = (name: string) =>
  render(
    <MemoryRouter>
      <AccountMenu me={me(name)} />
    </MemoryRouter>,
  );

describe("the account menu's greeting", () => {
  it('is the word the server greets by, for any name', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (name) => {
        show(name);
        const button = screen.getByRole('button');
        expect(button.getAttribute('aria-label')).toBe(`Account menu for ${greetingNameOf(name)}`);
        cleanup();
      }),
      { numRuns: 60 },
    );
  });

  it('greets Wanjiku Kamau as Wanjiku, and an unnamed account as Account', () => {
    show('Wanjiku Kamau');
    expect(screen.getByRole('button').getAttribute('aria-label')).toBe('Account menu for Wanjiku');
    cleanup();
    show('   ');
    expect(screen.getByRole('button').getAttribute('aria-label')).toBe('Account menu for Account');
  });
});
