// Every table of the shop, gathered for Drizzle's relational queries and for drizzle-kit.
export * from '../features/accounts/accounts.tables';
export * from '../features/catalogue/catalogue.tables';
export * from '../features/catalogue/video-events.tables';
export * from '../features/checkout/checkout.tables';
export * from '../features/checkout/checkout-requests.tables';
export * from '../features/content/content.tables';
export * from '../features/discounts/discounts.tables';
export * from '../features/drops/drops.tables';
export * from '../features/early-access/early-access.tables';
export * from '../features/mailer/mailer.tables';
export * from '../features/notifications/notifications.tables';
export * from '../features/orders/orders.tables';
export * from '../features/payments/sandbox.tables';
export * from '../features/rate-limits/rate-limits.tables';
export * from '../features/sms/sms.tables';
export * from '../features/wishlist/wishlist.tables';
export * from '../features/wishlist-alerts/wishlist-alerts.tables';
