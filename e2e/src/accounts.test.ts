// Accounts in the browser: sign up, sign out, sign in; two-factor with an authenticator code; Google
// through the local OpenID provider; route guards; a revoked session; the profile form.
import type { Page } from 'playwright-core';
import { describe, inject, it } from 'vitest';
import { expect, PHONE_SCREEN, reload, useBrowser, visit, watchErrors } from './browser';
import { totpCode } from './totp';
import { shopUrl } from './shop';

const baseUrl = shopUrl();
const admin = inject('admin');
const google = inject('google');
const browser = useBrowser();

const WIDE = { width: 1280, height: 900 };
let serial = 0;
const newEmail = (label: string) => `${label}-${Date.now()}-${serial++}@e2e.test`;

/** A fresh browser context (own cookies and storage) with one page. */
async function freshPage(viewport = WIDE): Promise<Page> {
  const context = await browser().newContext({ viewport });
  return context.newPage();
}

/**
 * Creates an account with a new address (named after `label`) through the API inside the page's
 * context, so the page is signed in; the account's e-mail address.
 */
async function signUpByApi(
  page: Page,
  label: string,
  password = 'e2e-shopper-password',
  name = 'Wanjiru Test',
): Promise<string> {
  const email = newEmail(label);
  const res = await page.request.post(`${baseUrl}/api/auth/sign-up/email`, {
    data: { email, password, name },
    headers: { origin: baseUrl },
  });
  expect(res.status()).toBe(200);
  return email;
}

const accountMenu = (page: Page) => page.getByRole('button', { name: /^Account menu for/ });

async function signOutFromMenu(page: Page) {
  // The address changes as soon as a navigation commits, but React shows the new page in a
  // transition; a menu opened on the old page closes when the new one appears (as it should).
  await expect(page.getByRole('heading', { name: 'Welcome to TNT Thrift' })).toHaveCount(0);
  await accountMenu(page).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.waitForURL(`${baseUrl}/`);
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeAttached();
}

describe('e-mail and password', () => {
  it('signs up, signs out and signs in again', async () => {
    const page = await freshPage();
    const errors = watchErrors(page);
    const email = newEmail('journey');
    await visit(page, '/login');
    await expect(page.getByRole('heading', { name: 'Welcome to TNT Thrift' })).toHaveCount(1);
    // The Google button shows once the shop said it offers Google.
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toHaveCount(1);
    const text = await page.locator('main').innerText();
    for (const words of ['Continue with Google', 'Continue as Guest', 'Shop, Save, Style, Repeat.']) {
      expect(text).toContain(words);
    }
    expect(text.replace(/\s+/g, ' ')).toContain(
      'By continuing, you agree to our Terms of Service and Privacy Policy',
    );
    for (const [name, href] of [
      ['Terms of Service', '/terms'],
      ['Privacy Policy', '/privacy'],
    ] as const) {
      const link = page.locator('main').getByRole('link', { name });
      expect(await link.getAttribute('href')).toBe(href);
      expect(await link.getAttribute('target')).toBe('_blank');
    }
    expect(await page.getByRole('separator', { name: 'or' }).count()).toBe(2);

    await page.getByRole('button', { name: 'New here? Create an account' }).click();
    await page.getByLabel('Full name').fill('Njeri Wambui');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('njeri-password-1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await expect(accountMenu(page)).toHaveAttribute('aria-label', 'Account menu for Njeri');

    await signOutFromMenu(page);

    await visit(page, '/login');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password-1');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toHaveCount(1);
    await page.getByLabel('Password', { exact: true }).fill('njeri-password-1');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${baseUrl}/`);
    await expect(accountMenu(page)).toHaveCount(1);
    expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
    await page.context().close();
  });
});

/** The newest mail the shop kept for `to` (no SMTP in the journeys), read through the admin API. */
async function latestMail(to: string) {
  const context = await browser().newContext();
  try {
    const signIn = await context.request.post(`${baseUrl}/api/auth/sign-in/email`, {
      data: admin,
      headers: { origin: baseUrl },
    });
    expect(signIn.status()).toBe(200);
    const res = await context.request.get(`${baseUrl}/api/admin/outbox?to=${encodeURIComponent(to)}`);
    const { mail } = (await res.json()) as { mail: { subject: string; text: string }[] };
    return mail[0]!;
  } finally {
    await context.close();
  }
}

describe('password recovery', () => {
  it('mails a reset link that leads to a new password', async () => {
    const page = await freshPage(PHONE_SCREEN);
    const email = await signUpByApi(page, 'forgot', 'first-password-1');
    await page.context().clearCookies();

    await visit(page, '/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'we have sent a link' })).toHaveCount(1);

    const mail = await latestMail(email);
    expect(mail.subject).toBe('Reset your TNT Thrift password');
    const link = /(https?:\/\/\S+)/.exec(mail.text)![1]!;
    await visit(page, link);
    await page.waitForURL(/\/reset-password\?token=/);
    await page.getByLabel('New password', { exact: true }).fill('second-password-2');
    await page.getByLabel('Repeat the new password').fill('second-password-2');
    await page.getByRole('button', { name: 'Save New Password' }).click();
    await expect(page.getByText('Your password has been changed.')).toHaveCount(1);

    await page.getByRole('link', { name: 'Sign In' }).last().click();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('second-password-2');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${baseUrl}/`);
    const me = await (await page.request.get(`${baseUrl}/api/me`)).json();
    expect(me.user.email).toBe(email);
    await page.context().close();
  });
});

describe('two-factor', () => {
  it('enrols an authenticator app from the profile and asks for its code at the next sign-in', async () => {
    const page = await freshPage();
    const email = await signUpByApi(page, 'totp', 'totp-password-12');
    await visit(page, '/profile');
    await page.getByLabel('Your password').first().fill('totp-password-12');
    await page.getByRole('button', { name: 'Set up authenticator app' }).click();
    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toHaveCount(1);
    const key = (await page.locator('code').first().innerText()).trim();
    await page.getByLabel('Code from the app').fill(totpCode(key));
    await page.getByRole('button', { name: 'Turn on two-factor' }).click();
    await expect(page.getByText('Two-factor sign-in is on')).toHaveCount(1);

    await signOutFromMenu(page);
    await visit(page, '/login');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('totp-password-12');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Two-factor verification' })).toHaveCount(1);
    await page.getByLabel('Verification code').fill(totpCode(key));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await expect(accountMenu(page)).toHaveCount(1);
    await page.context().close();
  });
});

describe('Google', () => {
  it('signs in through the OpenID provider and comes back to the shop', async () => {
    const page = await freshPage();
    await visit(page, '/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.waitForURL(`${baseUrl}/`, { timeout: 15_000 });
    await expect(accountMenu(page)).toHaveAttribute(
      'aria-label',
      `Account menu for ${google.name.split(' ')[0]}`,
    );
    const me = await (await page.request.get(`${baseUrl}/api/me`)).json();
    expect(me.user.email).toBe(google.email);
    await page.context().close();
  });

  it("says 'Failed to sign in with Google' when the sign-in comes back with an error", async () => {
    const page = await freshPage();
    await visit(page, '/login?error=access_denied');
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to sign in with Google' })).toHaveCount(1);
    await page.context().close();
  });
});

describe('guards and sessions', () => {
  it('sends visitors away from signed-in pages and customers away from admin pages', async () => {
    const page = await freshPage();
    for (const path of ['/profile', '/account', '/admin', '/upload']) {
      await visit(page, path);
      await page.waitForURL(`${baseUrl}/`);
    }
    await signUpByApi(page, 'guarded');
    await visit(page, '/admin');
    await page.waitForURL(`${baseUrl}/`);
    await visit(page, '/profile');
    await expect(page.getByRole('heading', { name: 'Profile Settings' })).toHaveCount(1);

    const owner = await freshPage();
    const res = await owner.request.post(`${baseUrl}/api/auth/sign-in/email`, {
      data: admin,
      headers: { origin: baseUrl },
    });
    expect(res.status()).toBe(200);
    await visit(owner, '/admin');
    expect(new URL(owner.url()).pathname).toBe('/admin');
    await owner.context().close();
    await page.context().close();
  });

  it('lands on /login?error=expired_session when the session is revoked elsewhere', async () => {
    const page = await freshPage();
    await signUpByApi(page, 'revoked');
    await visit(page, '/about');
    await expect(accountMenu(page)).toHaveCount(1);
    // "Sign out everywhere" from another device ends this session on the server.
    const revoke = await page.request.post(`${baseUrl}/api/auth/revoke-sessions`, {
      data: {},
      headers: { origin: baseUrl },
    });
    expect(revoke.status()).toBe(200);
    // Coming back to the tab makes the page check its session (the browser may have focused the tab
    // already, and the page may be on its way out: either way it must end on the login page).
    await page.evaluate(() => window.dispatchEvent(new Event('focus'))).catch(() => undefined);
    await page.waitForURL(`${baseUrl}/login?error=expired_session`);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Your session has expired. Please sign in again.' }),
    ).toHaveCount(1);
    await page.context().close();
  });
});

describe('sign out everywhere', () => {
  it('ends this session and the one on another device, then goes to /', async () => {
    const page = await freshPage();
    const email = await signUpByApi(page, 'everywhere', 'everywhere-password');
    const other = await freshPage();
    const signIn = await other.request.post(`${baseUrl}/api/auth/sign-in/email`, {
      data: { email, password: 'everywhere-password' },
      headers: { origin: baseUrl },
    });
    expect(signIn.status()).toBe(200);

    await visit(page, '/profile');
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeAttached();
    expect((await (await other.request.get(`${baseUrl}/api/me`)).json()).user).toBeNull();
    await other.context().close();
    await page.context().close();
  });
});

describe('the profile', () => {
  it('saves the form, and a reload shows the saved values', async () => {
    const page = await freshPage(PHONE_SCREEN);
    const errors = watchErrors(page);
    const email = await signUpByApi(page, 'profile', 'profile-password-1', 'Akinyi Odhiambo');
    await visit(page, '/profile');
    const form = page.locator('form[aria-labelledby="profile-settings-title"]');
    await expect(form.getByLabel('Full name')).toHaveValue('Akinyi Odhiambo');
    expect(await form.getByLabel('Email').inputValue()).toBe(email);
    expect(await form.getByLabel('Email').getAttribute('readonly')).not.toBeNull();
    expect(await form.getByLabel('Height').getAttribute('placeholder')).toBe(`e.g., 5'10" or 178cm`);
    expect(await form.getByLabel('Weight').getAttribute('placeholder')).toBe('e.g., 70kg or 154lbs');
    expect(await form.getByLabel('Chest').getAttribute('placeholder')).toBe('in inches/cm');
    expect(await form.getByLabel('Shoe size').getAttribute('placeholder')).toBe('e.g., US 9, EU 42');
    const styles = await form
      .getByRole('list', { name: 'Styles you like' })
      .getByRole('button')
      .allInnerTexts();
    expect(styles).toEqual([
      'Casual',
      'Formal',
      'Vintage',
      'Streetwear',
      'Minimalist',
      'Bohemian',
      'Athleisure',
      'Preppy',
      'Urban',
      'Retro',
    ]);
    expect(
      await form.locator('textarea').evaluateAll((els) => els.map((e) => (e as HTMLTextAreaElement).rows)),
    ).toEqual([4, 4]);

    await form.getByLabel('Full name').fill('Akinyi A. Odhiambo');
    await form.getByLabel('Height').fill('170cm');
    await form.getByLabel('Shoe size').fill('EU 39');
    await form.getByRole('button', { name: 'Vintage' }).click();
    await form.getByRole('button', { name: 'Retro' }).click();
    await form.getByLabel('Delivery notes').fill('Call me at the Yaya Centre gate.');
    await form.getByRole('button', { name: 'Update Profile' }).click();
    await expect(page.getByText('Profile updated successfully!')).toHaveCount(1);

    await reload(page);
    await expect(form.getByLabel('Full name')).toHaveValue('Akinyi A. Odhiambo');
    expect(await form.getByLabel('Height').inputValue()).toBe('170cm');
    expect(await form.getByLabel('Shoe size').inputValue()).toBe('EU 39');
    expect(await form.getByRole('button', { name: 'Vintage' }).getAttribute('aria-pressed')).toBe('true');
    expect(await form.getByRole('button', { name: 'Retro' }).getAttribute('aria-pressed')).toBe('true');
    expect(await form.getByRole('button', { name: 'Casual' }).getAttribute('aria-pressed')).toBe('false');
    expect(await form.getByLabel('Delivery notes').inputValue()).toBe('Call me at the Yaya Centre gate.');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('storefront pages shared by an audience', () => {
  it('greets each of two members of one audience by their own name, in the HTML and once hydrated', async () => {
    const members = [
      { name: 'Achieng Otieno', page: await freshPage() },
      { name: 'Wairimu Njoroge', page: await freshPage() },
    ];
    const emails = await Promise.all(members.map((m) => signUpByApi(m.page, 'audience', undefined, m.name)));
    // Both ask for the same pages at once: the server renders each once for their audience.
    for (const path of ['/', '/faq']) {
      const html = await Promise.all(
        members.map((m) => m.page.request.get(`${baseUrl}${path}`).then((r) => r.text())),
      );
      members.forEach((m, i) => {
        const first = m.name.split(' ')[0]!;
        const other = members[1 - i]!.name.split(' ')[0]!;
        expect(html[i]).toContain(`Account menu for ${first}`);
        expect(html[i]).toContain(`"email":"${emails[i]}"`);
        expect(html[i]).not.toContain(other);
        expect(html[i]).not.toContain(emails[1 - i]!);
      });
    }
    for (const m of members) {
      const errors = watchErrors(m.page);
      await visit(m.page, '/');
      await expect(accountMenu(m.page)).toHaveAccessibleName(`Account menu for ${m.name.split(' ')[0]}`);
      await visit(m.page, '/faq');
      await expect(accountMenu(m.page)).toHaveAccessibleName(`Account menu for ${m.name.split(' ')[0]}`);
      expect(errors).toEqual([]);
      await m.page.context().close();
    }
  });
});
