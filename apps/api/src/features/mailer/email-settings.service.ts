// The owner's e-mail settings and the test e-mail of /admin/email-diagnostics. The order e-mail sender
// (features/orders/order-mails.service.ts) reads the same settings on each round.
import type { EmailSettingsInput, TestMailInput } from '@shop/contracts';
import type { AppDeps } from '../../app-deps';
import { readEmailSettings, writeEmailSettings } from './email-settings.repo';
import { mailerFor, type Mail } from './mailer.service';
import { mailBrand } from './templates/mail-brand';
import { mailHtml } from './templates/shop-mail';

type Deps = Pick<AppDeps, 'database' | 'config' | 'logger'>;

export const emailSettings = (deps: Deps) => readEmailSettings(deps.database.db);

export async function saveEmailSettings(deps: Deps, input: EmailSettingsInput) {
  await writeEmailSettings(deps.database.db, input, new Date());
  return readEmailSettings(deps.database.db);
}

/** The test e-mail, with its HTML part like every order e-mail (the owner sees the shop's look). */
export async function testMail(deps: Deps, to: string): Promise<Mail> {
  const brand = await mailBrand(deps);
  const said = `This is a test e-mail from ${brand.shopName}'s admin (E-mail diagnostics). If you can read it, the shop's e-mail works.`;
  return {
    to,
    kind: 'test',
    subject: `${brand.shopName}: test e-mail`,
    text: said,
    html: await mailHtml(brand, { preview: said, heading: 'Test e-mail', body: [said] }),
  };
}

/**
 * Sends one test e-mail through the shop's mailer and answers what happened: the SMTP server's reply,
 * or that it was kept in the outbox (no SMTP_URL). A refusal by the server is an answer too, not a 500.
 */
export async function sendTestMail(deps: Deps, { to }: TestMailInput) {
  const mailer = mailerFor(deps);
  try {
    const receipt = await mailer.deliver(await testMail(deps, to));
    return { ok: true as const, to, ...receipt };
  } catch (error) {
    return {
      ok: false as const,
      to,
      transport: mailer.transport,
      response: error instanceof Error ? error.message : 'Unknown error',
    };
  }
}
