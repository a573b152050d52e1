// The product form's sections as the phone outline lists them (anchors in product-form.tsx).
/** The form's sections for the phone outline, with the fields whose problems show inside each. */
export const PRODUCT_FORM_SECTIONS = [
  {
    anchor: 'product-details',
    title: 'Product',
    fields: ['name', 'slug', 'description', 'category', 'sku', 'styles'],
  },
  { anchor: 'product-price', title: 'Price', fields: ['price', 'original_price', 'discount_percentage'] },
  { anchor: 'product-sizes', title: 'Sizes and stock', fields: ['variants', 'stock'] },
  { anchor: 'product-pictures', title: 'Pictures', fields: ['images'] },
  { anchor: 'product-video', title: 'Video', fields: ['video_url'] },
  { anchor: 'product-fabric', title: 'Fabric details', fields: ['fabric_details'] },
  {
    anchor: 'product-status',
    title: 'Status',
    fields: ['is_active', 'featured', 'is_new', 'is_bestseller', 'drop_name'],
  },
  {
    anchor: 'product-access',
    title: 'Who can buy it',
    fields: ['vip_only', 'tier_required', 'early_access_only', 'early_access_until'],
  },
] as const;
