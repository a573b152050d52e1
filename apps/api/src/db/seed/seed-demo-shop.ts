// Fills an empty shop with the demo catalogue: products with sizes, bundles, shop videos with product
// pins, the FAQ and the drops, plus locally generated pictures. Does nothing once any product exists.
import { sql } from 'drizzle-orm';
import {
  bundleItems,
  faqs,
  productBundles,
  productTags,
  products,
  productVariants,
  videos,
} from '../../features/catalogue/catalogue.tables';
import { discounts } from '../../features/discounts/discounts.tables';
import type { FileStore } from '../../lib/file-store';
import type { Db } from '../database';
import { slugFromName } from '@shop/domain/rules';
import { buildDemoCatalogue, imageUrl } from './demo-catalogue';
import type { DemoProduct } from './demo-catalogue';
import { BUNDLES, VIDEOS } from './demo-data';
import { DEMO_DISCOUNTS } from './demo-discounts';
import { insertDemoDrops } from './demo-drops';
import { insertDemoHighlights } from './demo-highlights';
import { FAQS } from './demo-faqs';
import { bundleSvg, videoThumbSvg } from './poster-art';
import { productSvg } from './product-art';
import { renderPictures } from './render-images';
import type { PictureJob } from './render-images';

export type SeedResult = { seeded: boolean; products: number; bundles: number; videos: number; faqs: number };

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

// Two servers starting on one empty PostgreSQL must not both seed.
const SEED_LOCK = 72_410_002;
const DAY = 24 * 60 * 60 * 1000;

async function hasProducts(db: Db | Tx): Promise<boolean> {
  const rows = await db.select({ id: products.id }).from(products).limit(1);
  return rows.length > 0;
}

function planContent(catalogue: DemoProduct[]) {
  const byName = new Map(catalogue.map((p) => [p.row.name, p]));
  const resolve = (name: string): DemoProduct => {
    const product = byName.get(name);
    if (!product) throw new Error(`Demo content names an unknown product: ${name}`);
    return product;
  };
  const bundles = BUNDLES.map((bundle) => {
    const items = bundle.items.map((i) => ({ product: resolve(i.product), quantity: i.quantity }));
    const total = items.reduce((sum, i) => sum + i.product.row.price * i.quantity, 0);
    const price = Math.floor((total * (1 - bundle.discount)) / 50) * 50;
    const slug = slugFromName(bundle.name);
    return {
      ...bundle,
      slug,
      items,
      price,
      savings: total - price,
      keys: [`bundle-${slug}-1`, `bundle-${slug}-2`],
    };
  });
  const shopVideos = VIDEOS.map((video) => ({
    ...video,
    key: `video-${slugFromName(video.title)}`,
    tags: video.tags.map((t) => ({ ...t, product: resolve(t.product) })),
  }));
  return { bundles, videos: shopVideos };
}

export async function seedDemoShop(
  db: Db,
  // Pictures go where uploads go: the folder under DATA_DIR or the bucket STORAGE_URL names.
  opts: { files: FileStore; log?: (msg: string) => void },
): Promise<SeedResult> {
  const log = opts.log ?? (() => undefined);
  if (await hasProducts(db)) return { seeded: false, products: 0, bundles: 0, videos: 0, faqs: 0 };

  const started = performance.now();
  const now = new Date();
  const catalogue = buildDemoCatalogue(now);
  const plan = planContent(catalogue);

  const jobs: PictureJob[] = [
    ...catalogue.flatMap((p) =>
      p.pictures.map(({ key, view }) => ({ key, svg: (w: number) => productSvg(p.art, view, w) })),
    ),
    ...plan.bundles.flatMap((b) =>
      b.keys.map((key, variant) => ({
        key,
        svg: (w: number) =>
          bundleSvg(
            b.items.map((i) => i.product.art),
            b.name,
            variant === 0 ? 0 : 1,
            w,
          ),
      })),
    ),
    ...plan.videos.map((v) => ({
      key: v.key,
      svg: (w: number) =>
        videoThumbSvg(
          v.title,
          v.poster,
          v.tags.map((t) => t.product.art),
          w,
        ),
    })),
  ];
  const pictures = await renderPictures(opts.files, jobs, 4);
  const rendered = performance.now();

  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await hasProducts(tx)) return false;

    const inserted = await tx
      .insert(products)
      .values(catalogue.map((p) => p.row))
      .returning({ id: products.id, slug: products.slug });
    const productId = new Map(inserted.map((r) => [r.slug, r.id]));
    const idOf = (p: DemoProduct): string => {
      const id = productId.get(p.row.slug);
      if (!id) throw new Error(`Product ${p.row.slug} was not inserted`);
      return id;
    };

    // Each size holds its own pieces; a product without sizes keeps its pieces in one row without a size.
    const variantRows = catalogue.flatMap((p): (typeof productVariants.$inferInsert)[] =>
      p.variants.length > 0
        ? p.variants.map((v) => ({ ...v, productId: idOf(p) }))
        : [{ productId: idOf(p), size: null, stock: p.row.stock ?? 0 }],
    );
    await tx.insert(productVariants).values(variantRows);

    const bundleIds = new Map<string, string>();
    const videoIds = new Map<string, string>();
    for (const bundle of plan.bundles) {
      const [row] = await tx
        .insert(productBundles)
        .values({
          slug: bundle.slug,
          name: bundle.name,
          description: bundle.description,
          price: bundle.price,
          savings: bundle.savings,
          featuredImage: imageUrl(bundle.keys[0] ?? ''),
          images: bundle.keys.map(imageUrl),
          stock: bundle.stock,
          isActive: true,
          isFeatured: bundle.featured,
          trackInventory: bundle.trackInventory,
        })
        .returning({ id: productBundles.id });
      if (!row) throw new Error(`Bundle ${bundle.slug} was not inserted`);
      bundleIds.set(bundle.name, row.id);
      await tx
        .insert(bundleItems)
        .values(
          bundle.items.map((i) => ({ bundleId: row.id, productId: idOf(i.product), quantity: i.quantity })),
        );
    }

    for (const [i, video] of plan.videos.entries()) {
      const [row] = await tx
        .insert(videos)
        .values({
          title: video.title,
          description: video.description,
          url: video.url,
          thumbnailUrl: imageUrl(video.key),
          engagementRate: video.engagementRate,
          userId: null,
          createdAt: new Date(now.getTime() - (i * 9 + 2) * DAY),
        })
        .returning({ id: videos.id });
      if (!row) throw new Error(`Video ${video.key} was not inserted`);
      videoIds.set(video.title, row.id);
      await tx.insert(productTags).values(
        video.tags.map((t) => ({
          videoId: row.id,
          productId: idOf(t.product),
          timestamp: t.showAt,
          positionX: t.x,
          positionY: t.y,
          showAt: t.showAt,
          hideAt: t.showAt + 5,
        })),
      );
    }

    await tx.insert(faqs).values(FAQS.map((f, i) => ({ ...f, displayOrder: i + 1, isActive: true })));
    await tx.insert(discounts).values(DEMO_DISCOUNTS).onConflictDoNothing();
    const idByName = new Map(catalogue.map((p) => [p.row.name, p]));
    await insertDemoDrops(
      tx,
      (name) => {
        const product = idByName.get(name);
        if (!product) throw new Error(`A demo drop names an unknown product: ${name}`);
        return idOf(product);
      },
      now,
    );
    const known = <T>(found: T | undefined, what: string): T => {
      if (found === undefined) throw new Error(`A demo highlight names an unknown ${what}`);
      return found;
    };
    await insertDemoHighlights(tx, {
      product: (name) => {
        const product = known(idByName.get(name), `product: ${name}`);
        return { id: idOf(product), picture: imageUrl(product.pictures[0]?.key ?? '') };
      },
      bundle: (name) => known(bundleIds.get(name), `bundle: ${name}`),
      video: (title) => known(videoIds.get(title), `video: ${title}`),
    });
    return true;
  });

  if (!seeded) return { seeded: false, products: 0, bundles: 0, videos: 0, faqs: 0 };
  const ms = (t: number) => Math.round(t);
  log(
    `Demo shop seeded: ${catalogue.length} products, ${plan.bundles.length} bundles, ${plan.videos.length} videos, ` +
      `${FAQS.length} FAQs; ${pictures.rendered} pictures rendered (${pictures.skipped} already there) in ` +
      `${ms(rendered - started)} ms, database ${ms(performance.now() - rendered)} ms`,
  );
  return {
    seeded: true,
    products: catalogue.length,
    bundles: plan.bundles.length,
    videos: plan.videos.length,
    faqs: FAQS.length,
  };
}
