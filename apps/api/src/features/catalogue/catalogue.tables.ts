// Catalogue tables: every field of the spec's Product, Product variant, Bundle, Video, Product tag and
// FAQ. Money is integer whole shillings; stock can never go below zero (the database holds that).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  jsonb,
  index,
  integer,
  pgTable,
  real,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { idColumn, moment, createdAt, updatedAt } from '../../db/columns';
import { user } from '../accounts/accounts.tables';

/** The spec's fabric material image: close-ups a shopper can magnify on the product page. */
export type FabricDetail = { type: string; description: string; mainImage: string; closeupImage: string };

export const products = pgTable(
  'products',
  {
    id: idColumn(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    price: integer('price').notNull(),
    originalPrice: integer('original_price'),
    // The sum of its sizes' counts, kept in step in the same transaction as every move of a size.
    stock: integer('stock').notNull().default(0),
    // Set when the sizes' counts could not be worked out from older data: the owner recounts them.
    stockCheckNeeded: boolean('stock_check_needed').notNull().default(false),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    videoUrl: text('video_url'),
    category: text('category').notNull().default('uncategorized'),
    isActive: boolean('is_active').notNull().default(true),
    styles: text('styles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    popularityScore: integer('popularity_score').notNull().default(0),
    sku: text('sku'),
    vipOnly: boolean('vip_only').notNull().default(false),
    earlyAccessOnly: boolean('early_access_only').notNull().default(false),
    earlyAccessUntil: moment('early_access_until'),
    tierRequired: text('tier_required', { enum: ['vip', 'premium'] }),
    isNew: boolean('is_new').notNull().default(false),
    isBestseller: boolean('is_bestseller').notNull().default(false),
    featured: boolean('featured').notNull().default(false),
    discountPercentage: integer('discount_percentage').notNull().default(0),
    dropName: text('drop_name'),
    fabricDetails: jsonb('fabric_details').$type<FabricDetail[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_slug_unique').on(t.slug),
    uniqueIndex('products_sku_unique').on(t.sku),
    index('products_active_created_idx').on(t.isActive, t.createdAt.desc()),
    index('products_category_idx').on(t.category),
    check('products_price_positive', sql`${t.price} > 0`),
    check('products_original_price_positive', sql`${t.originalPrice} IS NULL OR ${t.originalPrice} > 0`),
    check('products_stock_not_negative', sql`${t.stock} >= 0`),
    check('products_discount_range', sql`${t.discountPercentage} BETWEEN 0 AND 100`),
    check(
      'products_tier_required',
      sql`${t.tierRequired} IS NULL OR ${t.tierRequired} IN ('vip', 'premium')`,
    ),
  ],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: idColumn(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size'),
    color: text('color'),
    sku: text('sku'),
    stock: integer('stock').notNull().default(0),
    // Null means the product's price applies.
    price: integer('price'),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_variants_product_idx').on(t.productId),
    // One count per size; a product without sizes has its one count in the row without a size.
    uniqueIndex('product_variants_product_size_unique').on(t.productId, sql`coalesce(${t.size}, '')`),
    uniqueIndex('product_variants_sku_unique').on(t.sku),
    check('product_variants_stock_not_negative', sql`${t.stock} >= 0`),
    check('product_variants_price_positive', sql`${t.price} IS NULL OR ${t.price} > 0`),
  ],
);

export const productBundles = pgTable(
  'product_bundles',
  {
    id: idColumn(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    price: integer('price').notNull(),
    featuredImage: text('featured_image'),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    stock: integer('stock').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    isFeatured: boolean('is_featured').notNull().default(false),
    trackInventory: boolean('track_inventory').notNull().default(false),
    savings: integer('savings').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('product_bundles_slug_unique').on(t.slug),
    check('product_bundles_price_positive', sql`${t.price} > 0`),
    check('product_bundles_stock_not_negative', sql`${t.stock} >= 0`),
    check('product_bundles_savings_not_negative', sql`${t.savings} >= 0`),
  ],
);

export const bundleItems = pgTable(
  'bundle_items',
  {
    id: idColumn(),
    bundleId: uuid('bundle_id')
      .notNull()
      .references(() => productBundles.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull().default(1),
  },
  (t) => [
    uniqueIndex('bundle_items_bundle_product_unique').on(t.bundleId, t.productId),
    check('bundle_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const VIDEO_REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const videos = pgTable(
  'videos',
  {
    id: idColumn(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    url: text('url').notNull(),
    thumbnailUrl: text('thumbnail_url'),
    engagementRate: real('engagement_rate').notNull().default(0),
    // Off: kept for the owner, shown to nobody else.
    active: boolean('active').notNull().default(true),
    // What visitors did, each counted once per visitor and day (video_events); engagement_rate follows.
    viewCount: integer('view_count').notNull().default(0),
    playCount: integer('play_count').notNull().default(0),
    completeCount: integer('complete_count').notNull().default(0),
    pinTapCount: integer('pin_tap_count').notNull().default(0),
    bagAddCount: integer('bag_add_count').notNull().default(0),
    shareCount: integer('share_count').notNull().default(0),
    // The uploader; null for videos the shop published itself.
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    // A creator's upload waits for the owner: only 'approved' videos are ever shown in the shop.
    reviewStatus: text('review_status', { enum: VIDEO_REVIEW_STATUSES }).notNull().default('approved'),
    reviewNote: text('review_note'),
    createdAt: createdAt(),
  },
  (t) => [index('videos_engagement_idx').on(t.engagementRate.desc()), index('videos_user_idx').on(t.userId)],
);

export const productTags = pgTable(
  'product_tags',
  {
    id: idColumn(),
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    // Seconds into the video, and the pin's place in percent of the frame.
    timestamp: real('timestamp').notNull().default(0),
    positionX: real('position_x').notNull(),
    positionY: real('position_y').notNull(),
    showAt: real('show_at').notNull().default(0),
    hideAt: real('hide_at').notNull().default(5),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_tags_video_idx').on(t.videoId),
    check('product_tags_position_x', sql`${t.positionX} BETWEEN 0 AND 100`),
    check('product_tags_position_y', sql`${t.positionY} BETWEEN 0 AND 100`),
    check('product_tags_window', sql`${t.hideAt} >= ${t.showAt}`),
  ],
);

export const faqs = pgTable(
  'faqs',
  {
    id: idColumn(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    category: text('category').notNull().default('General'),
    displayOrder: integer('display_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('faqs_active_order_idx').on(t.isActive, t.displayOrder)],
);
