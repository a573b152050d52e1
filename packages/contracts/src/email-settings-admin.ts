// The owner's e-mail settings and the mail queue's tools (document 2 §3, §7): the four settings, the
// queue's filter, a queue item's id and the address a test e-mail goes to.
import { ADMIN_EMAIL_MAX_LENGTH } from '@shop/domain/rules';
import { z } from 'zod';

const INVALID_EMAIL = 'Please enter a valid e-mail address, like orders@yourshop.co.ke';

const flag = z.boolean({ error: 'must be true or false' });

/** A real e-mail address, kept in lower case. */
const emailAddress = z
  .string({ error: 'Please enter an e-mail address' })
  .trim()
  .max(ADMIN_EMAIL_MAX_LENGTH, `An e-mail address has at most ${ADMIN_EMAIL_MAX_LENGTH} characters`)
  .pipe(z.email(INVALID_EMAIL))
  .transform((email) => email.toLowerCase());

/** PUT /api/admin/email-settings: all four settings; the admin e-mail is an address or empty. */
export const emailSettingsInput = z.object({
  notifications_enabled: flag,
  customer_notifications_enabled: flag,
  admin_notifications_enabled: flag,
  admin_email: z
    .string({ error: 'Please enter an e-mail address, or leave it empty' })
    .trim()
    .max(ADMIN_EMAIL_MAX_LENGTH, `An e-mail address has at most ${ADMIN_EMAIL_MAX_LENGTH} characters`)
    .refine((value) => value === '' || z.email().safeParse(value).success, INVALID_EMAIL)
    .transform((email) => email.toLowerCase()),
});
export type EmailSettingsInput = z.infer<typeof emailSettingsInput>;

/** GET /api/admin/email-queue?show=unprocessed|all */
export const emailQueueQuery = z.object({
  show: z.enum(['unprocessed', 'all'], { error: 'must be unprocessed or all' }).default('unprocessed'),
});
export type EmailQueueQuery = z.infer<typeof emailQueueQuery>;

export const emailQueueIdParam = z.object({
  id: z.uuid('must be a queue item id').transform((id) => id.toLowerCase()),
});

/** POST /api/admin/outbox/test-mail: where the owner's test e-mail goes. */
export const testMailInput = z.object({ to: emailAddress });
export type TestMailInput = z.infer<typeof testMailInput>;

/** GET /api/admin/email-previews/:kind — an unknown kind is a 404, not a 400. */
export const emailPreviewParam = z.object({ kind: z.string().trim().min(1).max(60) });

/** GET /api/admin/email-previews: the mails an admin can preview. */
export type EmailPreviewKind = { kind: string; label: string };

/** GET /api/admin/email-previews/:kind: one mail rendered from sample data. */
export type EmailPreview = EmailPreviewKind & {
  to: string;
  subject: string;
  /** null for a mail that is plain text only */
  html: string | null;
  text: string;
};
