// The shape of the hand-written demo catalogue; everything else (stock, flags, dates) is derived.
import type { PatternName } from './art-kit';
import type { ArtKind, ColourName } from './product-art';

export type DemoCategory = 'clothing' | 'shoes' | 'accessories' | 'jewelry';

/** The eight styles of the catalogue filter. */
export type DemoStyle =
  'Casual' | 'Streetwear' | 'Minimalist' | 'Urban' | 'Athleisure' | 'Vintage' | 'Bohemian' | 'Preppy';

/** vip: VIP-only; early: early-access only; tier-*: needs that customer tier. */
export type DemoAccess = 'vip' | 'early' | 'tier-vip' | 'tier-premium';

export type DemoItem = {
  name: string;
  art: ArtKind;
  colour: ColourName;
  /** Stripes, prints, trims and gems; picked from the slug when absent. */
  accent?: ColourName;
  pattern?: PatternName;
  /** Selling price in whole shillings (after any discount). */
  price: number;
  styles: DemoStyle[];
  /** Clothing XS–XL, shoes EU 37–45; bags and jewellery have none. */
  sizes?: string[];
  access?: DemoAccess;
  videoUrl?: string;
  description: string;
};
