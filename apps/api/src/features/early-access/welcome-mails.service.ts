// Sends the early-access welcome e-mails through the shop's mailer (SMTP, or the outbox an admin
// reads): greeting, what membership brings, and the signed unsubscribe link, also as the
// List-Unsubscribe headers mail programs show as their own button (one click, RFC 8058). A failed
// send is tried again after a growing pause, up to a limit.
import { welcomeMail } from '@shop/domain/texts';
import { MINUTE_MS, WELCOME_MAIL_MAX_ATTEMPTS, welcomeRetryDelayMinutes } from '@shop/domain/timings';
import type { TierThresholds } from '@shop/domain/rules';
import type { AppDeps } from '../../app-deps';
import { shopUrl } from '../../lib/shop-url';
import { mailerFor, type Mail } from '../mailer/mailer.service';
import { mailBrand } from '../mailer/templates/mail-brand';
import { mailHtml } from '../mailer/templates/shop-mail';
import { cachedTierThresholds } from '../settings/settings.service';
import { signUnsubscribeToken } from './unsubscribe-token';
import { claimWelcomeMails, markWelcomeFailed, markWelcomeSent } from './welcome-mails.repo';

type Deps = Pick<AppDeps, 'database' | 'config' | 'logger' | 'secret'>;

/** The page a subscriber opens from the mail, and the address mail programs POST to in one click. */
export function unsubscribeLinks(deps: Pick<Deps, 'config' | 'secret'>, subscriberId: string) {
  const token = encodeURIComponent(signUnsubscribeToken(deps.secret, subscriberId));
  const base = shopUrl(deps.config);
  return {
    page: `${base}/unsubscribe?token=${token}`,
    oneClick: `${base}/api/early-access/unsubscribe/one-click?token=${token}`,
  };
}

/** The headers that give mail programs their own one-click unsubscribe button (RFC 8058). */
export const unsubscribeHeaders = (links: { oneClick: string }) => ({
  'List-Unsubscribe': `<${links.oneClick}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

type Claimed = Awaited<ReturnType<typeof claimWelcomeMails>>[number];

/** The welcome e-mail to one subscriber (the admin's previews build one from sample data). */
export async function welcomeMailFor(
  deps: Pick<Deps, 'config' | 'secret' | 'database' | 'logger'>,
  row: Pick<Claimed, 'id' | 'email' | 'firstName' | 'sentBefore'>,
  /** The owner's tier thresholds the mail states (the spec's when not given: the preview). */
  tiers?: TierThresholds,
): Promise<Mail> {
  const links = unsubscribeLinks(deps, row.id);
  const brand = await mailBrand(deps);
  const signInUrl = `${brand.shopUrl}/login`;
  const words = welcomeMail({
    shopName: brand.shopName,
    firstName: row.firstName,
    rejoined: row.sentBefore,
    signInUrl,
    unsubscribeUrl: links.page,
    tiers,
  });
  return {
    to: row.email,
    kind: 'early_access_welcome',
    subject: words.subject,
    text: words.text,
    html: await mailHtml(brand, {
      preview: words.opening,
      heading: words.subject,
      body: [words.hello, words.opening, 'What your membership brings:', { list: words.benefits }],
      action: { href: signInUrl, label: 'Sign in to shop drops early' },
      after: [
        'Sign in (or create your account) with this e-mail address.',
        `See you at the next drop,\n${brand.shopName}`,
      ],
      footnotes: [`Don't want these e-mails? Unsubscribe: ${links.page}`],
    }),
    headers: unsubscribeHeaders(links),
  };
}

/** Sends the welcomes that are due; answers how many went out and how many failed. */
export async function processWelcomeMails(deps: Deps, now = new Date(), limit = 20) {
  const { db } = deps.database;
  const rows = await claimWelcomeMails(db, now, limit, WELCOME_MAIL_MAX_ATTEMPTS);
  if (rows.length === 0) return { sent: 0, failed: 0 };
  const mailer = mailerFor(deps);
  const tiers = await cachedTierThresholds(deps);
  let sent = 0;
  let failed = 0;
  for (const row of rows) {
    try {
      await mailer.send(await welcomeMailFor(deps, row, tiers));
      await markWelcomeSent(db, row.id, row.requestedAt ?? now, now);
      sent += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Unknown error';
      const attempt = row.attempts + 1;
      deps.logger.warn({ id: row.id, attempt, err: message }, 'early-access welcome e-mail failed');
      const retryAt = new Date(now.getTime() + welcomeRetryDelayMinutes(attempt) * MINUTE_MS);
      await markWelcomeFailed(db, row.id, message, retryAt);
      failed += 1;
    }
  }
  return { sent, failed };
}
