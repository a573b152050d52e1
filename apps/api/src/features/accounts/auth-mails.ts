// The account e-mails: the one link that matters as a button, and the same words as plain text with
// the link written out, so every mail program shows them.
import type { Mail } from '../mailer/mailer.service';
import type { MailBrand } from '../mailer/templates/mail-brand';
import { mailHtml } from '../mailer/templates/shop-mail';

export async function passwordResetMail(brand: MailBrand, to: string, url: string): Promise<Mail> {
  const { shopName } = brand;
  const asked = `Someone asked to reset the password of your ${shopName} account.`;
  const expiry =
    'The link works for one hour. If you did not ask for this, ignore this e-mail: your password stays as it is.';
  return {
    to: to.toLowerCase(),
    kind: 'password-reset',
    subject: `Reset your ${shopName} password`,
    text: ['Hello,', '', `${asked} To choose a new password, open:`, '', url, '', expiry].join('\n'),
    html: await mailHtml(brand, {
      preview: asked,
      heading: 'Reset your password',
      body: ['Hello,', `${asked} To choose a new password, use the button below.`],
      action: { href: url, label: 'Choose a new password' },
      after: [expiry, `The button does not work? Open this address: ${url}`],
    }),
  };
}

export async function verificationMail(brand: MailBrand, to: string, url: string): Promise<Mail> {
  const { shopName } = brand;
  const ignore = 'If you did not create an account, ignore this e-mail.';
  return {
    to: to.toLowerCase(),
    kind: 'verify-email',
    subject: `Confirm your e-mail address for ${shopName}`,
    text: [
      'Hello,',
      '',
      `Welcome to ${shopName}! Please confirm your e-mail address by opening:`,
      '',
      url,
      '',
      ignore,
    ].join('\n'),
    html: await mailHtml(brand, {
      preview: `Welcome to ${shopName}! Please confirm your e-mail address.`,
      heading: 'Confirm your e-mail address',
      body: ['Hello,', `Welcome to ${shopName}! Please confirm your e-mail address with the button below.`],
      action: { href: url, label: 'Confirm my e-mail address' },
      after: [ignore, `The button does not work? Open this address: ${url}`],
    }),
  };
}
