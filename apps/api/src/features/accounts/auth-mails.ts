// The account e-mails: plain text with the one link that matters, so every mail program shows them.
import type { Mail } from '../mailer/mailer.service';

export const passwordResetMail = (shopName: string, to: string, url: string): Mail => ({
  to: to.toLowerCase(),
  kind: 'password-reset',
  subject: `Reset your ${shopName} password`,
  text: [
    'Hello,',
    '',
    `Someone asked to reset the password of your ${shopName} account. To choose a new password, open:`,
    '',
    url,
    '',
    'The link works for one hour. If you did not ask for this, ignore this e-mail: your password stays as it is.',
  ].join('\n'),
});

export const verificationMail = (shopName: string, to: string, url: string): Mail => ({
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
    'If you did not create an account, ignore this e-mail.',
  ].join('\n'),
});
