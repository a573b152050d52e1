// Shop videos for the storefront: the home grid's most engaging first, or one video (its own page),
// each with the uploader's name and the tagged products a viewer may see, in one query.
import type { Viewer } from '@shop/domain/rules';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { profiles } from '../accounts/accounts.tables';
import { products, productTags, videos } from './catalogue.tables';
import { qualified, visibleTo } from './product-access.repo';

export type VideoTagRow = {
  id: string;
  timestamp: number;
  position_x: number;
  position_y: number;
  show_at: number;
  hide_at: number;
  product: { id: string; slug: string; name: string; price: number; images: string[] };
};

const tags = (viewer: Viewer, now: Date) => sql<VideoTagRow[]>`coalesce((
  select json_agg(json_build_object(
    'id', ${qualified(productTags.id)}, 'timestamp', ${qualified(productTags.timestamp)},
    'position_x', ${qualified(productTags.positionX)}, 'position_y', ${qualified(productTags.positionY)},
    'show_at', ${qualified(productTags.showAt)}, 'hide_at', ${qualified(productTags.hideAt)},
    'product', json_build_object('id', ${qualified(products.id)}, 'slug', ${qualified(products.slug)}, 'name', ${qualified(products.name)},
                                 'price', ${qualified(products.price)}, 'images', ${qualified(products.images)})
  ) order by ${qualified(productTags.showAt)})
  from ${productTags} join ${products} on ${qualified(products.id)} = ${qualified(productTags.productId)}
  where ${qualified(productTags.videoId)} = ${qualified(videos.id)} and ${visibleTo(viewer, now)}), '[]'::json)`;

const selection = (viewer: Viewer) => ({
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
  product_tags: tags(viewer, new Date()),
});

export function topVideos(db: Db, viewer: Viewer, limit: number) {
  return db
    .select(selection(viewer))
    .from(videos)
    .leftJoin(profiles, eq(profiles.id, videos.userId))
    .orderBy(desc(videos.engagementRate), desc(videos.createdAt))
    .limit(limit);
}

export async function findVideo(db: Db, viewer: Viewer, id: string) {
  const [row] = await db
    .select(selection(viewer))
    .from(videos)
    .leftJoin(profiles, eq(profiles.id, videos.userId))
    .where(eq(videos.id, id));
  return row ?? null;
}
