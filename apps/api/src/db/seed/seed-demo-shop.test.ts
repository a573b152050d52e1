import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bundleItems,
  faqs,
  productBundles,
  productTags,
  products,
  productVariants,
  videos,
} from '../../features/catalogue/catalogue.tables';
import { listHighlights } from '../../features/highlights/highlights.service';
import { diskFileStore } from '../../lib/file-store-disk';
import { openPglite } from '../database';
import type { Database } from '../database';
import { migrate } from '../migrate';
import { seedDemoShop } from './seed-demo-shop';
import type { SeedResult } from './seed-demo-shop';

const STYLES = ['Casual', 'Streetwear', 'Minimalist', 'Urban', 'Athleisure', 'Vintage', 'Bohemian', 'Preppy'];
const CLOTHING_SIZES = ['XS', 'S', 'M', 'L', 'XL'];
const SHOE_SIZES = ['37', '38', '39', '40', '41', '42', '43', '44', '45'];

let database: Database;
let uploadsDir: string;
let result: SeedResult;
const seededAt = Date.now();

beforeAll(async () => {
  database = await openPglite('memory://');
  await migrate(database);
  uploadsDir = await mkdtemp(join(tmpdir(), 'demo-shop-'));
  result = await seedDemoShop(database.db, { files: diskFileStore(uploadsDir) });
}, 180_000);

afterAll(async () => {
  await database?.close();
  if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
});

describe('seedDemoShop', () => {
  it('seeds products across the four categories with unique slugs and SKUs', async () => {
    const rows = await database.db.select().from(products);
    expect(result).toMatchObject({ seeded: true, products: rows.length, bundles: 5, videos: 3 });
    expect(rows.length).toBeGreaterThanOrEqual(60);
    const perCategory = new Map<string, number>();
    for (const p of rows) perCategory.set(p.category, (perCategory.get(p.category) ?? 0) + 1);
    for (const category of ['clothing', 'shoes', 'accessories', 'jewelry']) {
      expect(perCategory.get(category) ?? 0).toBeGreaterThanOrEqual(8);
    }
    expect(new Set(rows.map((p) => p.slug)).size).toBe(rows.length);
    expect(new Set(rows.map((p) => p.sku)).size).toBe(rows.length);
    for (const p of rows) {
      expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(p.sku).toMatch(/^TNT-(CL|SH|BG|JW)-\d{4}$/);
      expect(p.styles.length).toBeGreaterThanOrEqual(1);
      expect(p.styles.length).toBeLessThanOrEqual(3);
      for (const style of p.styles) expect(STYLES).toContain(style);
      expect(Number.isInteger(p.price)).toBe(true);
      expect(p.createdAt.getTime()).toBeGreaterThan(seededAt - 61 * 24 * 3600_000);
    }
    expect(rows.filter((p) => p.featured).length).toBe(8);
    expect(rows.some((p) => p.isNew) && rows.some((p) => p.isBestseller)).toBe(true);
    expect(rows.filter((p) => p.videoUrl).length).toBeGreaterThanOrEqual(1);
  });

  it('spreads stock: mostly 1-3, some sold out, some with 4-5', async () => {
    const rows = await database.db.select().from(products);
    const zero = rows.filter((p) => p.stock === 0).length;
    const plenty = rows.filter((p) => p.stock >= 4 && p.stock <= 5).length;
    expect(zero).toBeGreaterThanOrEqual(4);
    expect(plenty).toBeGreaterThanOrEqual(4);
    expect(rows.filter((p) => p.stock >= 1 && p.stock <= 3).length).toBeGreaterThan(rows.length / 2);
    expect(rows.every((p) => p.stock <= 5)).toBe(true);
  });

  it('keeps discounts consistent with the prices', async () => {
    const rows = await database.db.select().from(products);
    const onSale = rows.filter((p) => p.originalPrice !== null);
    expect(onSale.length).toBeGreaterThanOrEqual(10);
    for (const p of onSale) {
      const original = p.originalPrice ?? 0;
      expect(original).toBeGreaterThan(p.price);
      expect(p.discountPercentage).toBe(Math.round(((original - p.price) / original) * 100));
    }
    for (const p of rows.filter((r) => r.originalPrice === null)) expect(p.discountPercentage).toBe(0);
  });

  it('gives access-restricted products a future early-access end and a drop name', async () => {
    const rows = await database.db.select().from(products);
    const restricted = rows.filter((p) => p.vipOnly || p.earlyAccessOnly || p.tierRequired);
    expect(rows.filter((p) => p.vipOnly).length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((p) => p.earlyAccessOnly).length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((p) => p.tierRequired).length).toBeGreaterThanOrEqual(2);
    for (const p of restricted) {
      const until = p.earlyAccessUntil?.getTime() ?? 0;
      expect(until).toBeGreaterThan(seededAt + 23 * 3600_000);
      expect(until).toBeLessThan(Date.now() + 5 * 24 * 3600_000);
      expect(p.dropName).toBeTruthy();
    }
    for (const p of rows.filter((r) => !restricted.includes(r))) expect(p.earlyAccessUntil).toBeNull();
  });

  it('gives clothing and shoes sizes whose stock adds up to the product stock, the rest one count', async () => {
    const rows = await database.db.select().from(products);
    const variants = await database.db.select().from(productVariants);
    for (const p of rows) {
      const own = variants.filter((v) => v.productId === p.id);
      if (p.category === 'clothing' || p.category === 'shoes') {
        expect(own.length).toBeGreaterThanOrEqual(1);
        expect(own.length).toBeLessThanOrEqual(3);
        const sizes = p.category === 'clothing' ? CLOTHING_SIZES : SHOE_SIZES;
        for (const v of own) {
          expect(sizes).toContain(v.size);
          expect(v.sku).toBe(`${p.sku}-${v.size}`);
          expect(v.color).toBeTruthy();
        }
        expect(own.reduce((sum, v) => sum + v.stock, 0)).toBe(p.stock);
      } else {
        // No sizes: the product's pieces in its one row without a size.
        expect(own.map((v) => [v.size, v.stock])).toEqual([[null, p.stock]]);
      }
    }
  });

  it('builds featured bundles from in-stock products with honest savings', async () => {
    const bundles = await database.db.select().from(productBundles);
    const items = await database.db.select().from(bundleItems);
    const byId = new Map((await database.db.select().from(products)).map((p) => [p.id, p]));
    expect(bundles.filter((b) => b.isFeatured).length).toBeGreaterThanOrEqual(3);
    for (const b of bundles) {
      const own = items.filter((i) => i.bundleId === b.id);
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.length).toBeLessThanOrEqual(4);
      const sum = own.reduce((total, i) => total + (byId.get(i.productId)?.price ?? 0) * i.quantity, 0);
      for (const i of own) expect(byId.get(i.productId)?.stock ?? 0).toBeGreaterThan(0);
      expect(b.price).toBeLessThan(sum);
      expect(b.savings).toBe(sum - b.price);
      expect(b.stock).toBeGreaterThanOrEqual(1);
      expect(b.stock).toBeLessThanOrEqual(3);
      expect(b.featuredImage).toBe(b.images[0]);
    }
    expect(bundles.some((b) => b.trackInventory)).toBe(true);
  });

  it('adds three shop videos in different YouTube URL forms with product pins', async () => {
    const rows = await database.db.select().from(videos);
    const tags = await database.db.select().from(productTags);
    expect(rows).toHaveLength(3);
    const forms = [
      /youtube\.com\/watch\?v=[\w-]{11}$/,
      /youtu\.be\/[\w-]{11}$/,
      /youtube\.com\/shorts\/[\w-]{11}$/,
    ];
    for (const form of forms) expect(rows.filter((v) => form.test(v.url))).toHaveLength(1);
    for (const v of rows) {
      expect(v.userId).toBeNull();
      expect(v.thumbnailUrl).toMatch(/^\/uploads\/images\/.+-1024w\.webp$/);
      const own = tags.filter((t) => t.videoId === v.id);
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.length).toBeLessThanOrEqual(3);
      for (const t of own) expect(t.hideAt).toBe(t.showAt + 5);
    }
  });

  it('adds two home highlights whose pieces are all on show, each with a cover', async () => {
    const { highlights } = await listHighlights({ database });
    expect(highlights.map((h) => [h.title, h.items.length])).toEqual([
      ['New in', 5],
      ['Bundle deals', 4],
    ]);
    expect(highlights.every((h) => h.cover_image?.startsWith('/uploads/images/'))).toBe(true);
    expect(new Set(highlights.flatMap((h) => h.items.map((i) => i.kind)))).toEqual(
      new Set(['product', 'bundle', 'video']),
    );
  });

  it('adds active FAQs in at least four categories', async () => {
    const rows = await database.db.select().from(faqs);
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(new Set(rows.map((f) => f.category)).size).toBeGreaterThanOrEqual(4);
    expect(rows.every((f) => f.isActive)).toBe(true);
    expect(new Set(rows.map((f) => f.displayOrder)).size).toBe(rows.length);
  });

  it('writes every referenced picture as WebP and AVIF at 320, 640 and 1024 px', async () => {
    const productRows = await database.db.select().from(products);
    const bundles = await database.db.select().from(productBundles);
    const videoRows = await database.db.select().from(videos);
    const portrait = [...productRows.flatMap((p) => p.images), ...bundles.flatMap((b) => b.images)];
    const wide = videoRows.map((v) => v.thumbnailUrl ?? '');
    expect(productRows.every((p) => p.images.length >= 2 && p.images.length <= 3)).toBe(true);
    const check = async (url: string, aspect: number) => {
      expect(url).toMatch(/^\/uploads\/images\/[a-z0-9-]+-1024w\.webp$/);
      for (const width of [320, 640, 1024]) {
        for (const format of ['webp', 'avif']) {
          const name = url.replace('/uploads/', '').replace('-1024w.webp', `-${width}w.${format}`);
          const meta = await sharp(join(uploadsDir, name)).metadata();
          // libvips reports AVIF as its container format, HEIF, with the AV1 compression.
          expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
          if (format === 'avif') expect(meta.compression).toBe('av1');
          expect(meta.width).toBe(width);
          expect(meta.height).toBe(Math.round(width * aspect));
        }
      }
    };
    for (const url of portrait) await check(url, 1.25);
    for (const url of wide) await check(url, 9 / 16);
  });

  it('does nothing on a second run', async () => {
    const count = async () =>
      [
        (await database.db.select().from(products)).length,
        (await database.db.select().from(productVariants)).length,
        (await database.db.select().from(productBundles)).length,
        (await database.db.select().from(videos)).length,
        (await database.db.select().from(faqs)).length,
      ].join(',');
    const before = await count();
    const files = (await readdir(join(uploadsDir, 'images'))).length;
    const again = await seedDemoShop(database.db, { files: diskFileStore(uploadsDir) });
    expect(again.seeded).toBe(false);
    expect(await count()).toBe(before);
    expect((await readdir(join(uploadsDir, 'images'))).length).toBe(files);
  });
});
