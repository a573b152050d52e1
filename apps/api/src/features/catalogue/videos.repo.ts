// Shop videos for the storefront: the home grid's most engaging first, or one video, each with the
// uploader's name and its pins with the product card a viewer may see (price, sizes and stock from
// the database), in one query. Videos the owner switched off, and creators' uploads the owner has not
// approved, are nobody's to see.
import type { Viewer } from '@shop/domain/rules';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { profiles } from '../accounts/accounts.tables';
import { products, productTags, productVariants, videos } from './catalogue.tables';
import { preparedOnce } from '../../db/prepared';
import { qualified, viewerShape, visibleTo } from './product-access.repo';

export type VideoTagRow = {
  id: string;
  timestamp: number;
  position_x: number;
  position_y: number;
  show_at: number;
  hide_at: number;
  product: {
    id: string;
    slug: string;
    name: string;
    price: number;
    original_price: number | null;
    discount_percentage: number;
    stock: number;
    images: string[];
    /** Each size with its pieces ({"S": 1, "M": 0}); empty for a product without sizes. */
    size_stock: Record<string, number>;
  };
};

/** The one test of whether a video may be shown in the shop: switched on and approved by the owner. */
export const videoShownInShop = (): SQL =>
  and(eq(videos.active, true), eq(videos.reviewStatus, 'approved')) as SQL;

const sizeStock = sql`coalesce((
  select json_object_agg(v.size, v.stock) from ${productVariants} v
  where v.product_id = ${qualified(products.id)} and v.size is not null), '{}'::json)`;

const tags = (viewer: Viewer, now: Date | SQL) => sql<VideoTagRow[]>`coalesce((
  select json_agg(json_build_object(
    'id', ${qualified(productTags.id)}, 'timestamp', ${qualified(productTags.timestamp)},
    'position_x', ${qualified(productTags.positionX)}, 'position_y', ${qualified(productTags.positionY)},
    'show_at', ${qualified(productTags.showAt)}, 'hide_at', ${qualified(productTags.hideAt)},
    'product', json_build_object('id', ${qualified(products.id)}, 'slug', ${qualified(products.slug)}, 'name', ${qualified(products.name)},
                                 'price', ${qualified(products.price)}, 'original_price', ${qualified(products.originalPrice)},
                                 'discount_percentage', ${qualified(products.discountPercentage)},
                                 'stock', ${qualified(products.stock)}, 'images', ${qualified(products.images)},
                                 'size_stock', ${sizeStock})
  ) order by ${qualified(productTags.showAt)})
  from ${productTags} join ${products} on ${qualified(products.id)} = ${qualified(productTags.productId)}
  where ${qualified(productTags.videoId)} = ${qualified(videos.id)} and ${visibleTo(viewer, now)}), '[]'::json)`;

const selection = (viewer: Viewer, now: Date | SQL = new Date()) => ({
  id: videos.id,
  title: videos.title,
  description: videos.description,
  url: videos.url,
  thumbnail_url: videos.thumbnailUrl,
  created_at: videos.createdAt,
  engagement_rate: videos.engagementRate,
  uploader: sql<{
    full_name: string | null;
    avatar_url: string | null;
  } | null>`case when ${qualified(profiles.id)} is null
    then null else json_build_object('full_name', ${qualified(profiles.fullName)}, 'avatar_url', ${qualified(profiles.avatarUrl)}) end`,
  product_tags: tags(viewer, now),
});

/** The home grid's videos: one named statement per viewer shape (db/prepared.ts). */
export function topVideos(db: Db, viewer: Viewer, limit: number) {
  const statement = preparedOnce(db, `top_videos_${viewerShape(viewer)}`, (name) =>
    db
      .select(selection(viewer, sql`now()`))
      .from(videos)
      .leftJoin(profiles, eq(profiles.id, videos.userId))
      .where(videoShownInShop())
      .orderBy(desc(videos.engagementRate), desc(videos.createdAt))
      .limit(sql.placeholder('limit'))
      .prepare(name),
  );
  return statement.execute({ limit });
}

export async function findVideo(db: Db, viewer: Viewer, id: string) {
  const [row] = await db
    .select(selection(viewer))
    .from(videos)
    .leftJoin(profiles, eq(profiles.id, videos.userId))
    .where(and(eq(videos.id, id), videoShownInShop()));
  return row ?? null;
}

/**
 * A signed-in user's own videos for My Videos: switched off or not, newest first. The user id comes
 * from the session (the caller), so nobody reads another's list.
 */
export function ownVideos(db: Db, viewer: Viewer, userId: string) {
  return db
    .select({
      ...selection(viewer),
      active: videos.active,
      review_status: videos.reviewStatus,
      review_note: videos.reviewNote,
    })
    .from(videos)
    .leftJoin(profiles, eq(profiles.id, videos.userId))
    .where(eq(videos.userId, userId))
    .orderBy(desc(videos.createdAt), desc(videos.id));
}
