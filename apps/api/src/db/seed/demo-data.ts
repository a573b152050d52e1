// The demo catalogue is data: one JSON file a category (demo/<category>.json), the bundles and the
// shop videos. This module reads them once and checks every entry against the art the seed can draw
// and the shapes below, so a typo in a colour, a style or a field fails the seed loudly.
import { readFileSync } from 'node:fs';
import { CATALOGUE_FILTER_STYLES } from '@shop/domain/rules';
import { z } from 'zod';
import { PATTERN_NAMES } from './art-kit';
import { BUILDERS, COLOURS, type ArtKind, type ColourName } from './product-art';

export const DEMO_CATEGORIES = ['clothing', 'shoes', 'accessories', 'jewelry'] as const;
export type DemoCategory = (typeof DEMO_CATEGORIES)[number];

/** The eight styles of the catalogue filter. */
export type DemoStyle = (typeof CATALOGUE_FILTER_STYLES)[number];

/** vip: VIP-only; early: early-access only; tier-*: needs that customer tier. */
const ACCESS = ['vip', 'early', 'tier-vip', 'tier-premium'] as const;
export type DemoAccess = (typeof ACCESS)[number];

const keyOf = <K extends string>(names: Record<K, unknown>) => z.enum(Object.keys(names) as [K, ...K[]]);
const colour = keyOf<ColourName>(COLOURS);

const demoItem = z.strictObject({
  name: z.string().min(1),
  art: keyOf<ArtKind>(BUILDERS),
  colour,
  /** Stripes, prints, trims and gems; picked from the slug when absent. */
  accent: colour.optional(),
  pattern: z.enum(PATTERN_NAMES).optional(),
  /** Selling price in whole shillings (after any discount). */
  price: z.number().int().positive(),
  styles: z.array(z.enum(CATALOGUE_FILTER_STYLES)).min(1),
  /** Clothing XS–XL, shoes EU 37–45; bags and jewellery have none. */
  sizes: z.array(z.string().min(1)).min(1).optional(),
  access: z.enum(ACCESS).optional(),
  videoUrl: z.url().optional(),
  description: z.string().min(1),
});
export type DemoItem = z.infer<typeof demoItem>;

// Items are referenced by product name so the data reads naturally; the seed resolves them to slugs
// and fails loudly on a typo.
const demoBundle = z.strictObject({
  name: z.string().min(1),
  description: z.string().min(1),
  featured: z.boolean(),
  trackInventory: z.boolean(),
  stock: z.number().int().nonnegative(),
  /** Share of the items' total knocked off, before rounding the price down to the nearest KES 50. */
  discount: z.number().gt(0).lt(1),
  items: z.array(z.strictObject({ product: z.string(), quantity: z.number().int().positive() })).min(1),
});
export type DemoBundle = z.infer<typeof demoBundle>;

const hex = z.string().regex(/^#[0-9a-f]{6}$/i);
const demoVideo = z.strictObject({
  title: z.string().min(1),
  description: z.string().min(1),
  url: z.url(),
  engagementRate: z.number().nonnegative(),
  /** Poster colours for the generated thumbnail. */
  poster: z.tuple([hex, hex]),
  tags: z.array(
    z.strictObject({ product: z.string(), x: z.number(), y: z.number(), showAt: z.number().nonnegative() }),
  ),
});
export type DemoVideo = z.infer<typeof demoVideo>;

// A drop goes public a number of hours after the seed runs; members shop it before (vip 48 h, premium
// 36 h, members 24 h), so a fresh demo shop always has a drop on its way.
const demoDrop = z.strictObject({
  name: z.string().min(1),
  slug: z.string().min(1),
  description: z.string(),
  launchInHours: z.number().positive(),
  products: z.array(z.strictObject({ product: z.string(), featured: z.boolean() })).min(1),
});
export type DemoDrop = z.infer<typeof demoDrop>;

function load<T extends z.ZodType>(file: string, schema: T): z.infer<T>[] {
  const path = new URL(`./demo/${file}.json`, import.meta.url);
  const parsed = z.array(schema).safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) throw new Error(`The demo data in ${file}.json is not right: ${parsed.error.message}`);
  return parsed.data;
}

/** The hand-written pieces of each category, in the order the shop lists them. */
export const DEMO_ITEMS = Object.fromEntries(
  DEMO_CATEGORIES.map((category) => [category, load(category, demoItem)]),
) as Record<DemoCategory, DemoItem[]>;

export const BUNDLES: DemoBundle[] = load('bundles', demoBundle);

// Three recognised YouTube URL forms (watch, short link, shorts) so the web app's parser is exercised.
export const VIDEOS: DemoVideo[] = load('videos', demoVideo);

export const DROPS: DemoDrop[] = load('drops', demoDrop);
