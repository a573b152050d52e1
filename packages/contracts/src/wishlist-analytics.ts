// The owner's wishlist demand screen: the period in days (0: all time).
import { WISHLIST_PERIODS, type WishlistPeriod } from '@shop/domain/rules';
import { z } from 'zod';

export const wishlistAnalyticsQuery = z.object({
  days: z.coerce
    .number()
    .refine((days): days is WishlistPeriod => (WISHLIST_PERIODS as readonly number[]).includes(days), {
      message: 'days: one of 30, 90, 365 or 0',
    })
    .default(90),
});
