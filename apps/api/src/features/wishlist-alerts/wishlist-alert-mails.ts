// The e-mails of wishlist alerts, weekly wishlist reminders and "new arrivals" (a drop gone public), as
// plain text. Each says which preference switches it off and where. Every line links to its piece.
import { formatKes, namedSizes } from '@shop/domain/rules';
import { NOTIFICATION_PREFERENCE_LABELS } from '@shop/domain/texts';
import type { Config } from '../../config';
import { shopUrl } from '../../lib/shop-url';
import type { Mail } from '../mailer/mailer.service';
import type { WishlistMailLine } from './wishlist-alerts.tables';

type MailConfig = Pick<Config, 'PUBLIC_URL' | 'PORT' | 'SHOP_NAME'>;

export const productPath = (slug: string) => `/products/${encodeURIComponent(slug)}`;

const offSwitch = (config: MailConfig, keys: (keyof typeof NOTIFICATION_PREFERENCE_LABELS)[]) => {
  const names = keys.map((k) => `"${NOTIFICATION_PREFERENCE_LABELS[k].label}"`).join(' or ');
  return `Not for you? Turn ${names} off in your notification preferences: ${shopUrl(config)}/profile`;
};

/** What one alert line says: the new price against the old, or the sizes back. */
export function alertLineText(line: WishlistMailLine): string {
  if (line.new_price !== undefined && line.old_price !== undefined)
    return `${line.name}: now ${formatKes(line.new_price)} (was ${formatKes(line.old_price)})`;
  const sizes = namedSizes(line.sizes ?? []);
  if (sizes.length === 0) return `${line.name} is back in stock`;
  return `${line.name}: size${sizes.length > 1 ? 's' : ''} ${sizes.join(', ')} back in stock`;
}

const listed = (config: MailConfig, lines: WishlistMailLine[], say: (l: WishlistMailLine) => string) =>
  lines.map((l) => `- ${say(l)}\n  ${shopUrl(config)}${productPath(l.slug)}`).join('\n');

/** One e-mail for a customer's batch: every piece that became cheaper or has its size back. */
export function wishlistAlertMail(config: MailConfig, to: string, lines: WishlistMailLine[]): Mail {
  const subject =
    lines.length === 1
      ? `${config.SHOP_NAME}: ${alertLineText(lines[0]!)}`
      : `${config.SHOP_NAME}: news about ${lines.length} pieces on your wishlist`;
  const text = [
    'Good news about pieces on your wishlist:',
    listed(config, lines, alertLineText),
    'Most of our pieces are one of a kind, so they may not wait long.',
    offSwitch(config, ['price_drops', 'back_in_stock']),
  ].join('\n\n');
  return { to, kind: 'wishlist_alert', subject, text };
}

/** The weekly reminder: saved pieces still on sale, with their prices. */
export function wishlistReminderMail(config: MailConfig, to: string, lines: WishlistMailLine[]): Mail {
  const text = [
    'Still thinking about these? They are on your wishlist and still in stock:',
    listed(config, lines, (l) => `${l.name}: ${formatKes(l.price ?? 0)}`),
    `Your wishlist: ${shopUrl(config)}/wishlist`,
    offSwitch(config, ['wishlist_reminders']),
  ].join('\n\n');
  return {
    to,
    kind: 'wishlist_reminder',
    subject: `${config.SHOP_NAME}: pieces on your wishlist are still in stock`,
    text,
  };
}

/** "New arrivals": a drop went public and everyone may shop it now. */
export function newArrivalsMail(
  config: MailConfig,
  to: string,
  drop: { name: string; description: string },
): Mail {
  const text = [
    `${drop.name} is live now: everyone can shop it.`,
    ...(drop.description ? [drop.description] : []),
    `Shop it: ${shopUrl(config)}/`,
    offSwitch(config, ['new_arrivals']),
  ].join('\n\n');
  return { to, kind: 'new_arrivals', subject: `${config.SHOP_NAME}: ${drop.name} is live`, text };
}
