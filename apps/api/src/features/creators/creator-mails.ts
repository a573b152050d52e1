// The e-mails of the programme: the owner's decision on an application (with their own message) and
// a reminder about a collaboration that is due. Sent through the shop's mailer (SMTP or the outbox).
import type { AppDeps } from '../../app-deps';
import { mailerFor } from '../mailer/mailer.service';
import { mailBrand } from '../mailer/templates/mail-brand';
import { mailHtml } from '../mailer/templates/shop-mail';

type Deps = Pick<AppDeps, 'database' | 'config' | 'logger'>;

async function send(
  deps: Deps,
  mail: {
    to: string;
    kind: string;
    subject: string;
    paragraphs: string[];
    action?: { href: string; label: string };
  },
) {
  const brand = await mailBrand(deps);
  const action = mail.action ? { ...mail.action, href: `${brand.shopUrl}${mail.action.href}` } : undefined;
  const text = [...mail.paragraphs, action ? `${action.label}: ${action.href}` : '']
    .filter(Boolean)
    .join('\n\n');
  await mailerFor(deps).send({
    to: mail.to,
    kind: mail.kind,
    subject: mail.subject,
    text,
    html: await mailHtml(brand, {
      preview: mail.paragraphs[0] ?? mail.subject,
      heading: mail.subject,
      body: mail.paragraphs,
      action,
    }),
  });
}

export async function sendDecisionMail(
  deps: Deps,
  to: { email: string; name: string },
  decision: { approved: boolean; message: string; code?: string; newAccount?: boolean },
) {
  const brand = await mailBrand(deps);
  const owner = decision.message ? [`A note from ${brand.shopName}:`, decision.message] : [];
  if (!decision.approved)
    return send(deps, {
      to: to.email,
      kind: 'creator_rejected',
      subject: 'About your creator application',
      paragraphs: [
        `Hi ${to.name},`,
        `Thank you for applying to create with ${brand.shopName}. We are not able to take you on right now.`,
        ...owner,
      ],
    });
  return send(deps, {
    to: to.email,
    kind: 'creator_approved',
    subject: `Welcome to the ${brand.shopName} creators`,
    paragraphs: [
      `Hi ${to.name},`,
      `Your application is approved. Your referral code is ${decision.code}: share ${brand.shopUrl}/?ref=${decision.code} and earn commission on every order it brings.`,
      ...owner,
      decision.newAccount
        ? `We made an account for ${to.email}. Choose "Forgot password?" on the sign-in page to set your password.`
        : `Sign in with ${to.email} to open your dashboard.`,
    ],
    action: { href: '/creator-dashboard', label: 'Open your creator dashboard' },
  });
}

export const sendCollabReminder = (
  deps: Deps,
  to: { email: string; name: string },
  collab: { title: string; deliverables: string; dueOn: string | null },
) =>
  send(deps, {
    to: to.email,
    kind: 'creator_collab_reminder',
    subject: `Reminder: ${collab.title}`,
    paragraphs: [
      `Hi ${to.name},`,
      collab.dueOn
        ? `A friendly reminder that "${collab.title}" is due on ${collab.dueOn}.`
        : `A friendly reminder about "${collab.title}".`,
      ...(collab.deliverables ? [`What we agreed: ${collab.deliverables}`] : []),
    ],
    action: { href: '/creator-dashboard', label: 'Upload your video' },
  });
