// The shop's one way to send e-mail: SMTP through nodemailer when SMTP_URL is set, otherwise the
// outbox table, which an admin can read. Callers never know which one ran.
import { createTransport } from 'nodemailer';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/database';
import { shopIdentity } from '../settings/settings.service';
import { listMail, storeMail, type OutboxMail } from './mailer.repo';

/**
 * A mail: the plain-text part always, the HTML part (templates/shop-mail) when the mail has one; both
 * go out as one multipart/alternative message. `headers` are extra SMTP headers (List-Unsubscribe…),
 * which the outbox does not keep.
 */
export type Mail = OutboxMail & { headers?: Record<string, string> };
/** What became of a sent mail: the SMTP server's answer, or the outbox row that keeps it. */
export type MailReceipt =
  { transport: 'smtp'; response: string } | { transport: 'outbox'; outbox_id: string };
export type Mailer = {
  send: (mail: Mail) => Promise<void>;
  /** send, answering what became of the mail (the admin's test e-mail shows it). */
  deliver?: (mail: Mail) => Promise<MailReceipt>;
  transport: 'smtp' | 'outbox';
};

/** Who a mail is from: an address as written (MAIL_FROM), or a name and an address (nodemailer quotes
 *  the name as the header needs). */
export type MailSender = string | { name: string; address: string };
/** `from` may be read at each send: the shop's name is the owner's to change. */
export type MailerOptions = { db: Db; smtpUrl?: string; from: MailSender | (() => Promise<MailSender>) };

export function createMailer({ db, smtpUrl, from }: MailerOptions): Required<Mailer> {
  const smtp = smtpUrl ? createTransport(smtpUrl) : null;
  const deliver = async ({ to, subject, text, html, kind, headers }: Mail): Promise<MailReceipt> => {
    if (!smtp)
      return { transport: 'outbox', outbox_id: await storeMail(db, { to, subject, text, html, kind }) };
    const sender = typeof from === 'function' ? await from() : from;
    const info = await smtp.sendMail({ from: sender, to, subject, text, html, headers });
    return { transport: 'smtp', response: info.response };
  };
  return {
    transport: smtp ? 'smtp' : 'outbox',
    deliver,
    send: async (mail) => {
      await deliver(mail);
    },
  };
}

/** The sender of the shop's mail by the configuration alone: MAIL_FROM, or SHOP_NAME with its support
 *  address (better-auth's mailer without a current reader). */
export const mailFrom = (config: { MAIL_FROM?: string; SHOP_NAME: string; SUPPORT_EMAIL: string }) =>
  config.MAIL_FROM ?? `${config.SHOP_NAME} <${config.SUPPORT_EMAIL}>`;

type SenderDeps = Pick<AppDeps, 'database' | 'config' | 'logger'>;

/** The sender now: MAIL_FROM, or the shop's current name (the owner's setting) with its support address. */
export const currentMailFrom = async (deps: SenderDeps): Promise<MailSender> =>
  deps.config.MAIL_FROM ?? { name: (await shopIdentity(deps)).name, address: deps.config.SUPPORT_EMAIL };

/** The shop's mailer for any feature (order notifications, early-access welcome mail). */
export const mailerFor = (deps: SenderDeps): Required<Mailer> =>
  createMailer({ db: deps.database.db, smtpUrl: deps.config.SMTP_URL, from: () => currentMailFrom(deps) });

/** The outbox, newest first (admin screen and tests). */
export const readOutbox = (db: Db, filter: { to?: string; limit?: number } = {}) =>
  listMail(db, { to: filter.to?.toLowerCase(), limit: Math.min(filter.limit ?? 50, 200) });
