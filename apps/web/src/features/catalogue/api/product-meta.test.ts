import { DEFAULT_DELIVERY_SETTINGS as POLICY } from '@shop/domain/rules';
import { describe, expect, it } from 'vitest';
import {
  offerJsonLd,
  offerMeta,
  PAGE_PICTURE_SIZES,
  shippingDetails,
  shortDescription,
  type OfferSource,
} from './product-meta';

const shirt: OfferSource = {
  id: '7f1c3b7e-0000-4000-8000-000000000001',
  name: 'Linen Shirt',
  description: 'Breezy linen,\n\nwashed soft.',
  price: 2500,
  stock: 2,
  images: ['/uploads/products/linen-shirt-1-1024w.webp', '/uploads/products/linen-shirt-2-1024w.webp'],
  category: 'clothing',
  path: '/products/linen-shirt',
};

describe('the structured data of a product page', () => {
  it('is a schema.org Product with an offer in KES, its availability and the one shipping policy', () => {
    expect(offerJsonLd(shirt, POLICY)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      '@id': '/products/linen-shirt#product',
      name: 'Linen Shirt',
      description: 'Breezy linen, washed soft.',
      image: shirt.images,
      sku: shirt.id,
      category: 'clothing',
      offers: expect.objectContaining({
        '@type': 'Offer',
        url: '/products/linen-shirt',
        price: 2500,
        priceCurrency: 'KES',
        availability: 'https://schema.org/InStock',
      }),
    });
  });

  it('charges KES 200 delivery below KES 3,000 and nothing from KES 3,000, in 1 to 5 days', () => {
    const rate = (price: number) => shippingDetails(price, POLICY).shippingRate;
    expect(rate(2999)).toEqual({ '@type': 'MonetaryAmount', value: 200, currency: 'KES' });
    expect(rate(3000)).toEqual({ '@type': 'MonetaryAmount', value: 0, currency: 'KES' });
    expect(offerJsonLd({ ...shirt, price: 5000 }, POLICY).offers.shippingDetails.shippingRate.value).toBe(0);
    // The owner's fees: KES 350 below KES 5,000.
    const mine = { ...POLICY, free_from: 5000, standard_fee: 350 };
    expect(shippingDetails(4000, mine).shippingRate.value).toBe(350);
    expect(shippingDetails(5000, mine).shippingRate.value).toBe(0);
    const time = shippingDetails(100, POLICY).deliveryTime;
    expect(time.handlingTime.minValue + time.transitTime.minValue).toBe(1);
    expect(time.handlingTime.maxValue + time.transitTime.maxValue).toBe(5);
    expect(shippingDetails(100, POLICY).shippingDestination.addressCountry).toBe('KE');
  });

  it('says out of stock at 0', () => {
    expect(offerJsonLd({ ...shirt, stock: 0 }, POLICY).offers.availability).toBe(
      'https://schema.org/OutOfStock',
    );
  });

  it('keeps an outside picture as it is (it has no stored widths)', () => {
    const ld = offerJsonLd({ ...shirt, images: ['https://images.unsplash.com/photo-1.jpg'] }, POLICY);
    expect(ld.image).toEqual(['https://images.unsplash.com/photo-1.jpg']);
  });
});

describe('the head of a product page', () => {
  it('has the name, a short description, the picture, og:type product and the price', () => {
    const meta = offerMeta(shirt, POLICY);
    expect(meta).toMatchObject({
      title: 'Linen Shirt',
      description: 'Breezy linen, washed soft.',
      image: '/uploads/products/linen-shirt-1-1024w.webp',
      imageAlt: 'Linen Shirt',
      ogType: 'product',
      price: 2500,
    });
    expect(meta.jsonLd).toEqual(offerJsonLd(shirt, POLICY));
  });

  it('preloads the main picture as AVIF at the widths and sizes the page shows it', () => {
    expect(offerMeta(shirt, POLICY).preloadImage).toEqual({
      srcset:
        '/uploads/products/linen-shirt-1-320w.avif 320w, /uploads/products/linen-shirt-1-640w.avif 640w, /uploads/products/linen-shirt-1-1024w.avif 1024w',
      sizes: PAGE_PICTURE_SIZES,
      type: 'image/avif',
    });
    expect(
      offerMeta({ ...shirt, images: ['https://elsewhere.example/a.jpg'] }, POLICY).preloadImage,
    ).toBeUndefined();
  });

  it('describes a product without a description or picture by name and price', () => {
    const meta = offerMeta({ ...shirt, description: '  ', images: [] }, POLICY);
    expect(meta.description).toMatch(/^Linen Shirt for KES 2,500\./);
    expect(meta.image).toBeUndefined();
  });

  it('cuts long descriptions near 160 characters at a word', () => {
    const text = 'word '.repeat(60);
    const short = shortDescription(text, 'x');
    expect(short.length).toBeLessThanOrEqual(160);
    expect(short.endsWith('word…')).toBe(true);
    expect(shortDescription(null, 'fallback')).toBe('fallback');
  });
});
