// A product's address: /products/{slug}. The slug rules themselves are @shop/domain's (slugs.ts), the
// same the server applies.

/** The product page's path for a slug: what the owner shares. */
export const productPath = (slug: string) => `/products/${slug}`;
