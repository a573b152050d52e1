// @shop/contracts: what the API and the web app agree on. Each request body, query string and path
// parameter of the JSON API is a zod schema here; the API validates with them, the admin forms check
// with them (react-hook-form + zodResolver), so a field's message is the same on both sides. The
// storefront imports types only (the schemas stay out of its first load).
export * from './errors';
export * from './text';
export * from './admin-fields';
export * from './bag';
export * from './checkout';
export * from './checkout-follow-ups';
export * from './payment-links';
export * from './catalogue';
export * from './discounts';
export * from './discounts-admin';
export * from './exit-intent';
export * from './products-admin';
export * from './bundles-admin';
export * from './videos-admin';
export * from './faqs-admin';
export * from './highlights-admin';
export * from './drops';
export * from './pages';
export * from './orders';
export * from './orders-admin';
export * from './notifications';
export * from './profile';
export * from './wishlist';
export * from './users-admin';
export * from './early-access';
export * from './early-access-admin';
export * from './email-settings-admin';
export * from './fomo';
export * from './shop-settings';
export * from './misc';
export * from './page-meta';
export * from './wishlist-analytics';
export * from './customer-analytics';
export * from './chat';
export * from './creators';
