// The customer's notification preferences (the spec's user_preferences): one row per customer once
// saved; no row reads as every flag on.
import type { NotificationPreferences } from '@shop/domain/rules';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@shop/domain/rules';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { userPreferences } from './notifications.tables';

const columns = {
  order_updates: userPreferences.orderUpdates,
  price_drops: userPreferences.priceDrops,
  back_in_stock: userPreferences.backInStock,
  new_arrivals: userPreferences.newArrivals,
  wishlist_reminders: userPreferences.wishlistReminders,
};

export async function findPreferences(db: Db, userId: string): Promise<NotificationPreferences> {
  const [row] = await db.select(columns).from(userPreferences).where(eq(userPreferences.userId, userId));
  return row ?? { ...DEFAULT_NOTIFICATION_PREFERENCES };
}

/** The spec's upsert on user_id: all five flags and updated_at. */
export async function savePreferences(db: Db, userId: string, prefs: NotificationPreferences) {
  const values = {
    orderUpdates: prefs.order_updates,
    priceDrops: prefs.price_drops,
    backInStock: prefs.back_in_stock,
    newArrivals: prefs.new_arrivals,
    wishlistReminders: prefs.wishlist_reminders,
    updatedAt: new Date(),
  };
  await db
    .insert(userPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userPreferences.userId, set: values });
}
