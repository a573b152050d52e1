// The shop's one way to send e-mail: SMTP through nodemailer when SMTP_URL is set, otherwise the
// outbox table, which an admin can read. Callers never know which one ran.
import { createTransport } from 'nodemailer';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/database';
import { listMail, storeMail, type OutboxMail } from './mailer.repo';

/** A mail; `headers` are extra SMTP headers (List-Unsubscribe…), which the outbox does not keep. */
export type Mail = OutboxMail & { headers?: Record<string, string> };
export type Mailer = { send: (mail: Mail) => Promise<void>; transport: 'smtp' | 'outbox' };

export type MailerOptions = { db: Db; smtpUrl?: string; from: string };

export function createMailer({ db, smtpUrl, from }: MailerOptions): Mailer {
  if (!smtpUrl)
    return {
      transport: 'outbox',
      send: ({ to, subject, text, kind }) => storeMail(db, { to, subject, text, kind }),
    };
  const smtp = createTransport(smtpUrl);
  return {
    transport: 'smtp',
    send: async ({ to, subject, text, headers }) => {
      await smtp.sendMail({ from, to, subject, text, headers });
    },
  };
}

/** The sender of the shop's mail: MAIL_FROM, or the shop's name with its support address. */
export const mailFrom = (config: { MAIL_FROM?: string; SHOP_NAME: string; SUPPORT_EMAIL: string }) =>
  config.MAIL_FROM ?? `${config.SHOP_NAME} <${config.SUPPORT_EMAIL}>`;

/** The shop's mailer for any feature (order notifications, early-access welcome mail). */
export const mailerFor = ({ database, config }: Pick<AppDeps, 'database' | 'config'>): Mailer =>
  createMailer({ db: database.db, smtpUrl: config.SMTP_URL, from: mailFrom(config) });

/** The outbox, newest first (admin screen and tests). */
export const readOutbox = (db: Db, filter: { to?: string; limit?: number } = {}) =>
  listMail(db, { to: filter.to?.toLowerCase(), limit: Math.min(filter.limit ?? 50, 200) });
