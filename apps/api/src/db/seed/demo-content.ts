// Demo bundles and shop videos. Items are referenced by product name so the data reads naturally;
// the seed resolves them to slugs and fails loudly on a typo.

export type DemoBundle = {
  name: string;
  description: string;
  featured: boolean;
  trackInventory: boolean;
  stock: number;
  /** Share of the items' total knocked off, before rounding the price down to the nearest KES 50. */
  discount: number;
  items: { product: string; quantity: number }[];
};

export const BUNDLES: DemoBundle[] = [
  {
    name: 'Weekend Denim Edit',
    description:
      'Vintage 501s, a Breton tee and black high-tops: the easy Saturday uniform, styled and ready.',
    featured: true,
    trackInventory: true,
    stock: 2,
    discount: 0.15,
    items: [
      { product: "Vintage Levi's 501 Jeans", quantity: 1 },
      { product: 'Breton Striped Tee', quantity: 1 },
      { product: 'Converse Chuck Taylor High — Black', quantity: 1 },
    ],
  },
  {
    name: 'Office Ready Set',
    description:
      'A camel blazer, sharp wide-leg trousers, nude block heels and a laptop tote for Monday mornings.',
    featured: true,
    trackInventory: false,
    stock: 3,
    discount: 0.12,
    items: [
      { product: 'Camel Wool Blazer', quantity: 1 },
      { product: 'Tailored Wide-Leg Trousers — Charcoal', quantity: 1 },
      { product: 'Block Heel Pumps — Nude', quantity: 1 },
      { product: 'Michael Kors Leather Tote — Brown', quantity: 1 },
    ],
  },
  {
    name: 'Date Night Bundle',
    description: 'Floral wrap dress, red pumps, a pink clutch and gold hoops. Dinner in Westlands, sorted.',
    featured: true,
    trackInventory: true,
    stock: 1,
    discount: 0.18,
    items: [
      { product: 'Floral Wrap Midi Dress', quantity: 1 },
      { product: 'Pointed-Toe Pumps — Red', quantity: 1 },
      { product: 'Envelope Clutch — Hot Pink', quantity: 1 },
      { product: 'Chunky Gold Hoop Earrings', quantity: 1 },
    ],
  },
  {
    name: 'Campus Streetwear Pack',
    description: 'Champion hoodie, olive cargos, Vans and a JanSport: everything for the walk to lectures.',
    featured: false,
    trackInventory: false,
    stock: 2,
    discount: 0.15,
    items: [
      { product: 'Champion Reverse Weave Hoodie — Navy', quantity: 1 },
      { product: 'Cargo Pants — Olive', quantity: 1 },
      { product: 'Vans Old Skool — Black', quantity: 1 },
      { product: 'JanSport Backpack — Navy', quantity: 1 },
    ],
  },
  {
    name: 'Maasai Market Set',
    description:
      'A hand-beaded collar, two stacking bracelets and leather sandals, straight from the Maasai Market.',
    featured: false,
    trackInventory: true,
    stock: 2,
    discount: 0.1,
    items: [
      { product: 'Maasai Beaded Collar Necklace', quantity: 1 },
      { product: 'Maasai Beaded Bracelet Set', quantity: 2 },
      { product: 'Leather Strap Sandals — Tan', quantity: 1 },
    ],
  },
];

export type DemoVideo = {
  title: string;
  description: string;
  url: string;
  engagementRate: number;
  /** Poster colours for the generated thumbnail. */
  poster: [string, string];
  tags: { product: string; x: number; y: number; showAt: number }[];
};

// Three recognised YouTube URL forms (watch, short link, shorts) so the web app's parser is exercised.
export const VIDEOS: DemoVideo[] = [
  {
    title: 'How to style a thrifted blazer',
    description:
      'One camel blazer, three looks: office, brunch and a night out. Every piece is from this week’s drop.',
    url: 'https://www.youtube.com/watch?v=q8vT3kLmZ2A',
    engagementRate: 8.4,
    poster: ['#3b2a20', '#b9854f'],
    tags: [
      { product: 'Camel Wool Blazer', x: 48, y: 38, showAt: 2 },
      { product: 'Tailored Wide-Leg Trousers — Charcoal', x: 52, y: 72, showAt: 9 },
      { product: 'Block Heel Pumps — Nude', x: 44, y: 90, showAt: 16 },
    ],
  },
  {
    title: 'Nairobi thrift haul: denim and sneakers',
    description:
      'We dug through Gikomba bales so you don’t have to. Denim jackets, AF1s and a leather crossbody.',
    url: 'https://youtu.be/Hn4rW7xYb1E',
    engagementRate: 6.1,
    poster: ['#1f2a44', '#2f6fb0'],
    tags: [
      { product: 'Oversized Denim Jacket — Light Wash', x: 35, y: 40, showAt: 3 },
      { product: 'Nike Air Force 1 — White', x: 62, y: 84, showAt: 11 },
    ],
  },
  {
    title: '3 ways to wear a wrap dress',
    description:
      'Sandals for the day, hoops for the evening, a denim jacket for chilly nights. 30 seconds, three outfits.',
    url: 'https://www.youtube.com/shorts/pD9sKj2Lw0c',
    engagementRate: 4.7,
    poster: ['#4a1623', '#d98ba0'],
    tags: [
      { product: 'Floral Wrap Midi Dress', x: 50, y: 55, showAt: 1 },
      { product: 'Chunky Gold Hoop Earrings', x: 58, y: 22, showAt: 12 },
      { product: 'Leather Strap Sandals — Tan', x: 46, y: 92, showAt: 20 },
    ],
  },
];
