// Tells members when their window of a drop opens: vip (48 h before launch), premium (36 h), members
// (24 h: early-access accounts that are neither, and active list members without an account, by
// e-mail only). Each recipient gets ONE bell notification and ONE e-mail per drop, however many
// server processes run this: the notice row (unique per drop and recipient) is made in the same
// transaction as the bell, and its e-mail is claimed with SKIP LOCKED. A drop made after a window
// opened notifies that audience on the next run. Once public, everyone not yet told hears of it too
// ("new arrivals"), for a day; an older public drop notifies nobody.
import { openAudiences } from '@shop/domain/rules';
import { nairobiMomentText } from '@shop/domain/texts';
import { EARLY_ACCESS_HOURS, NEW_DROP_NOTICE_WINDOW_MS } from '@shop/domain/timings';
import type { AppDeps } from '../../app-deps';
import { findSubscriber } from '../early-access/early-access.repo';
import { unsubscribeHeaders, unsubscribeLinks } from '../early-access/welcome-mails.service';
import { mailerFor, type Mail, type Mailer } from '../mailer/mailer.service';
import { mailBrand } from '../mailer/templates/mail-brand';
import { mailHtml } from '../mailer/templates/shop-mail';
import { insertNotification } from '../notifications/notifications.repo';
import { newArrivalsMail } from '../wishlist-alerts/wishlist-alert-mails';
import {
  claimNoticeMails,
  dropsByIds,
  dropsInEarlyAccess,
  dropsNewlyPublic,
  makeNotices,
  markNoticeFailed,
  markNoticeMailed,
  type NoticeRecord,
} from './drop-notices.repo';
import type { DropRecord } from './drops.repo';

type Deps = Pick<AppDeps, 'database' | 'config' | 'logger' | 'secret'>;

export const DROP_OPEN_TYPE = 'drop_open';
const MAIL_BATCH = 50;

export const dropPagePath = (slug: string) => `/early-access?drop=${encodeURIComponent(slug)}`;

/** The bell's words: the drop by name, and that the shopper's early window is open now. */
export const dropOpenMessage = (drop: Pick<DropRecord, 'name' | 'publicAccessStart'>) =>
  `${drop.name} is open to you now, before everyone else. It goes public on ${nairobiMomentText(drop.publicAccessStart)} (Nairobi time).`;

/** Makes the notices (and bells) of every audience whose window has opened. Answers how many. */
export async function announceOpenWindows(deps: Pick<AppDeps, 'database'>, now = new Date()) {
  const { db } = deps.database;
  const due = await dropsInEarlyAccess(db, now, EARLY_ACCESS_HOURS.vip);
  let made = 0;
  for (const drop of due) {
    for (const audience of openAudiences(drop.publicAccessStart, now)) {
      made += await db.transaction(async (tx) => {
        const recipients = await makeNotices(tx, drop.id, audience);
        for (const r of recipients) {
          if (!r.user_id) continue;
          await insertNotification(tx, {
            userId: r.user_id,
            type: DROP_OPEN_TYPE,
            title: 'Early access is open',
            message: dropOpenMessage(drop),
            metadata: { link: dropPagePath(drop.slug), drop_slug: drop.slug },
          });
        }
        return recipients.length;
      });
    }
  }
  return made;
}

export const NEW_ARRIVALS_TYPE = 'new_arrivals';

/**
 * "New arrivals": when a drop goes public (and for a day after, see isNewlyPublic), every account
 * with new arrivals on that had no notice of it yet (no early window of theirs) gets one bell; the
 * e-mail follows with the other notices. The unique notice row decides, as for the windows.
 */
export async function announcePublicDrops(deps: Pick<AppDeps, 'database'>, now = new Date()) {
  const { db } = deps.database;
  let made = 0;
  for (const drop of await dropsNewlyPublic(db, now, NEW_DROP_NOTICE_WINDOW_MS)) {
    made += await db.transaction(async (tx) => {
      const recipients = await makeNotices(tx, drop.id, 'public');
      for (const r of recipients) {
        if (!r.user_id) continue;
        await insertNotification(tx, {
          userId: r.user_id,
          type: NEW_ARRIVALS_TYPE,
          title: 'A new drop is live',
          message: `${drop.name} is live now: everyone can shop it.`,
          metadata: { link: '/', drop_slug: drop.slug },
        });
      }
      return recipients.length;
    });
  }
  return made;
}

/**
 * The drop's e-mail to one recipient. An account holder (`unsubscribe` null) is told where to switch
 * drop e-mails off; a list member gets the list's own unsubscribe link and headers.
 */
export async function dropOpenMail(
  deps: Pick<Deps, 'config' | 'database' | 'logger'>,
  drop: Pick<DropRecord, 'name' | 'slug' | 'description' | 'publicAccessStart'>,
  to: string,
  unsubscribe: { page: string; oneClick: string } | null,
): Promise<Mail> {
  const brand = await mailBrand(deps);
  const base = brand.shopUrl;
  const opened = dropOpenMessage(drop);
  const about = `${opened}${drop.description ? `\n\n${drop.description}` : ''}`;
  const page = `${base}${dropPagePath(drop.slug)}`;
  const mail = { to, kind: DROP_OPEN_TYPE, subject: `${brand.shopName}: ${drop.name} is open to you` };
  const content = {
    preview: opened,
    heading: `${drop.name} is open to you`,
    body: drop.description ? [opened, drop.description] : [opened],
  };
  if (!unsubscribe) {
    const off = `Not for you? Turn "New arrivals" off in your notification preferences: ${base}/profile`;
    return {
      ...mail,
      text: `${about}\n\nSign in to shop it: ${page}\n\n${off}`,
      html: await mailHtml(brand, {
        ...content,
        action: { href: page, label: 'Sign in to shop it' },
        footnotes: [off],
      }),
    };
  }
  return {
    ...mail,
    text: `${about}\n\nSign in or create an account with this e-mail address to shop it: ${page}\n\nLeave the early-access list: ${unsubscribe.page}`,
    html: await mailHtml(brand, {
      ...content,
      action: { href: page, label: 'Shop the drop' },
      after: ['Sign in or create an account with this e-mail address to shop it.'],
      footnotes: [`Leave the early-access list: ${unsubscribe.page}`],
    }),
    headers: unsubscribeHeaders(unsubscribe),
  };
}

/** The notice e-mail, or null when a list member left the list since. */
async function noticeMail(deps: Deps, notice: NoticeRecord, drop: DropRecord): Promise<Mail | null> {
  if (notice.audience === 'public') return newArrivalsMail(await mailBrand(deps), notice.email, drop);
  if (notice.userId) return dropOpenMail(deps, drop, notice.email, null);
  const subscriber = await findSubscriber(deps.database.db, notice.email);
  if (subscriber?.status !== 'active') return null;
  return dropOpenMail(deps, drop, notice.email, unsubscribeLinks(deps, subscriber.id));
}

/** Sends the claimed notice e-mails; a failed one waits and is tried again. */
export async function sendNoticeMails(deps: Deps, now = new Date(), mailer: Mailer = mailerFor(deps)) {
  const { db } = deps.database;
  const notices = await claimNoticeMails(db, now, MAIL_BATCH);
  const dropsById = new Map(
    (await dropsByIds(db, [...new Set(notices.map((n) => n.dropId))])).map((d) => [d.id, d]),
  );
  let sent = 0;
  let failed = 0;
  for (const notice of notices) {
    const drop = dropsById.get(notice.dropId);
    try {
      const mail = drop ? await noticeMail(deps, notice, drop) : null;
      if (mail) await mailer.send(mail);
      await markNoticeMailed(db, notice.id, now);
      sent += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Unknown error';
      deps.logger.warn({ id: notice.id, err: message }, `Failed to send drop notice ${notice.id}`);
      await markNoticeFailed(db, notice.id, message, now);
      failed += 1;
    }
  }
  return { sent, failed };
}

/** The background job: new notices first, then their e-mails. */
export async function processDropNotices(deps: Deps, now = new Date(), mailer?: Mailer) {
  const made = (await announceOpenWindows(deps, now)) + (await announcePublicDrops(deps, now));
  const mails = await sendNoticeMails(deps, now, mailer);
  return { made, ...mails };
}
