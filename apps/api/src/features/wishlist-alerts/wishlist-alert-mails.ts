// The e-mails of wishlist alerts, weekly wishlist reminders and "new arrivals" (a drop gone public): the
// plain text and the shop's HTML template with the same words. Each says which preference switches it
// off and where. Every line links to its piece.
import { formatKes, namedSizes } from '@shop/domain/rules';
import { NOTIFICATION_PREFERENCE_LABELS } from '@shop/domain/texts';
import type { Mail } from '../mailer/mailer.service';
import type { MailBrand } from '../mailer/templates/mail-brand';
import { mailHtml } from '../mailer/templates/shop-mail';
import type { WishlistMailLine } from './wishlist-alerts.tables';

export const productPath = (slug: string) => `/products/${encodeURIComponent(slug)}`;

const offSwitch = (brand: MailBrand, keys: (keyof typeof NOTIFICATION_PREFERENCE_LABELS)[]) => {
  const names = keys.map((k) => `"${NOTIFICATION_PREFERENCE_LABELS[k].label}"`).join(' or ');
  return `Not for you? Turn ${names} off in your notification preferences: ${brand.shopUrl}/profile`;
};

/** What one alert line says: the new price against the old, or the sizes back. */
export function alertLineText(line: WishlistMailLine): string {
  if (line.new_price !== undefined && line.old_price !== undefined)
    return `${line.name}: now ${formatKes(line.new_price)} (was ${formatKes(line.old_price)})`;
  const sizes = namedSizes(line.sizes ?? []);
  if (sizes.length === 0) return `${line.name} is back in stock`;
  return `${line.name}: size${sizes.length > 1 ? 's' : ''} ${sizes.join(', ')} back in stock`;
}

const linked = (brand: MailBrand, lines: WishlistMailLine[], say: (l: WishlistMailLine) => string) =>
  lines.map((l) => `${say(l)}\n${brand.shopUrl}${productPath(l.slug)}`);

const listed = (brand: MailBrand, lines: WishlistMailLine[], say: (l: WishlistMailLine) => string) =>
  linked(brand, lines, say)
    .map((line) => `- ${line.replace('\n', '\n  ')}`)
    .join('\n');

/** One e-mail for a customer's batch: every piece that became cheaper or has its size back. */
export async function wishlistAlertMail(
  brand: MailBrand,
  to: string,
  lines: WishlistMailLine[],
): Promise<Mail> {
  const subject =
    lines.length === 1
      ? `${brand.shopName}: ${alertLineText(lines[0]!)}`
      : `${brand.shopName}: news about ${lines.length} pieces on your wishlist`;
  const intro = 'Good news about pieces on your wishlist:';
  const hurry = 'Most of our pieces are one of a kind, so they may not wait long.';
  const off = offSwitch(brand, ['price_drops', 'back_in_stock']);
  const text = [intro, listed(brand, lines, alertLineText), hurry, off].join('\n\n');
  const html = await mailHtml(brand, {
    preview: alertLineText(lines[0]!),
    heading: 'News about your wishlist',
    body: [intro, { list: linked(brand, lines, alertLineText) }, hurry],
    action: { href: `${brand.shopUrl}/wishlist`, label: 'Open your wishlist' },
    footnotes: [off],
  });
  return { to, kind: 'wishlist_alert', subject, text, html };
}

/** The weekly reminder: saved pieces still on sale, with their prices. */
export async function wishlistReminderMail(
  brand: MailBrand,
  to: string,
  lines: WishlistMailLine[],
): Promise<Mail> {
  const intro = 'Still thinking about these? They are on your wishlist and still in stock:';
  const priced = (l: WishlistMailLine) => `${l.name}: ${formatKes(l.price ?? 0)}`;
  const wishlist = `${brand.shopUrl}/wishlist`;
  const off = offSwitch(brand, ['wishlist_reminders']);
  const text = [intro, listed(brand, lines, priced), `Your wishlist: ${wishlist}`, off].join('\n\n');
  const html = await mailHtml(brand, {
    preview: intro,
    heading: 'Still on your wishlist',
    body: [intro, { list: linked(brand, lines, priced) }],
    action: { href: wishlist, label: 'Open your wishlist' },
    footnotes: [off],
  });
  return {
    to,
    kind: 'wishlist_reminder',
    subject: `${brand.shopName}: pieces on your wishlist are still in stock`,
    text,
    html,
  };
}

/** "New arrivals": a drop went public and everyone may shop it now. */
export async function newArrivalsMail(
  brand: MailBrand,
  to: string,
  drop: { name: string; description: string },
): Promise<Mail> {
  const live = `${drop.name} is live now: everyone can shop it.`;
  const about = drop.description ? [drop.description] : [];
  const off = offSwitch(brand, ['new_arrivals']);
  const text = [live, ...about, `Shop it: ${brand.shopUrl}/`, off].join('\n\n');
  const html = await mailHtml(brand, {
    preview: live,
    heading: `${drop.name} is live`,
    body: [live, ...about],
    action: { href: `${brand.shopUrl}/`, label: 'Shop it' },
    footnotes: [off],
  });
  return { to, kind: 'new_arrivals', subject: `${brand.shopName}: ${drop.name} is live`, text, html };
}
