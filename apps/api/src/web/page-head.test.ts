import { describe, expect, it } from 'vitest';
import { absoluteJsonLd, pageHead } from './page-head';

const page = {
  origin: 'https://shop.example',
  url: 'http://127.0.0.1:3000/products/linen-shirt?ref=wa',
  shopName: 'TNT Thrift',
};

const attr = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];

describe('the page head', () => {
  it('announces a product to link previews: type, absolute picture, price in KES', () => {
    const html = pageHead(
      {
        title: 'Linen Shirt | TNT Thrift',
        description: 'A "breezy" shirt',
        image: '/uploads/products/linen-shirt-1-1024w.webp',
        imageAlt: 'Linen Shirt',
        ogType: 'product',
        price: 1500,
      },
      page,
    );
    expect(attr(html, 'og:type')).toBe('product');
    expect(attr(html, 'og:image')).toBe('https://shop.example/uploads/products/linen-shirt-1-1024w.webp');
    expect(attr(html, 'og:image:alt')).toBe('Linen Shirt');
    expect(attr(html, 'product:price:amount')).toBe('1500');
    expect(attr(html, 'product:price:currency')).toBe('KES');
    expect(attr(html, 'og:description')).toBe('A &quot;breezy&quot; shirt');
    expect(attr(html, 'twitter:card')).toBe('summary_large_image');
    // The public address, not the host the request happened to arrive on.
    expect(attr(html, 'og:url')).toBe('https://shop.example/products/linen-shirt?ref=wa');
    expect(html).toContain('<link rel="canonical" href="https://shop.example/products/linen-shirt" />');
  });

  it("preloads the page's main picture with its widths and sizes, and nothing for pages without one", () => {
    const html = pageHead(
      {
        title: 'Linen Shirt',
        preloadImage: {
          srcset: '/uploads/a-320w.avif 320w, /uploads/a-640w.avif 640w',
          sizes: '(min-width: 768px) 50vw, 100vw',
          type: 'image/avif',
        },
      },
      page,
    );
    expect(html).toContain(
      '<link rel="preload" as="image" type="image/avif" imagesrcset="/uploads/a-320w.avif 320w, /uploads/a-640w.avif 640w" imagesizes="(min-width: 768px) 50vw, 100vw" fetchpriority="high" />',
    );
    expect(pageHead({ title: 'About' }, page)).not.toContain('rel="preload"');
  });

  it('announces a video page with its video file, made absolute, and its poster', () => {
    const html = pageHead(
      {
        title: 'Linen for the heat',
        description: 'Two ways to wear it.',
        image: '/uploads/linen-poster.webp',
        ogType: 'video.other',
        video: { url: '/uploads/videos/linen.mp4', type: 'video/mp4' },
      },
      { ...page, url: 'http://127.0.0.1:3000/videos/v-1' },
    );
    expect(attr(html, 'og:type')).toBe('video.other');
    expect(attr(html, 'og:video')).toBe('https://shop.example/uploads/videos/linen.mp4');
    expect(attr(html, 'og:video:secure_url')).toBe('https://shop.example/uploads/videos/linen.mp4');
    expect(attr(html, 'og:video:type')).toBe('video/mp4');
    expect(attr(html, 'og:image')).toBe('https://shop.example/uploads/linen-poster.webp');
    expect(attr(html, 'og:title')).toBe('Linen for the heat');
    expect(attr(html, 'og:description')).toBe('Two ways to wear it.');
    expect(attr(html, 'product:price:amount')).toBeUndefined();
  });

  it('gives a YouTube video the embed as its og:video, and no secure_url on a plain-http shop', () => {
    const youtube = { url: 'https://www.youtube-nocookie.com/embed/bbbbbbbbbbb', type: 'text/html' };
    const html = pageHead({ title: 'Haul', ogType: 'video.other', video: youtube }, page);
    expect(attr(html, 'og:video')).toBe(youtube.url);
    expect(attr(html, 'og:video:type')).toBe('text/html');
    const local = pageHead(
      { title: 'Haul', ogType: 'video.other', video: { url: '/uploads/videos/a.webm', type: 'video/webm' } },
      { ...page, origin: 'http://127.0.0.1:3000' },
    );
    expect(attr(local, 'og:video')).toBe('http://127.0.0.1:3000/uploads/videos/a.webm');
    expect(attr(local, 'og:video:secure_url')).toBeUndefined();
  });

  it('keeps other pages plain websites without a price', () => {
    const html = pageHead({ title: 'About Us | TNT Thrift', price: 100 }, page);
    expect(attr(html, 'og:type')).toBe('website');
    expect(html).not.toContain('product:price');
    expect(html).not.toContain('og:image');
    expect(attr(html, 'twitter:card')).toBe('summary');
  });

  it('writes JSON-LD with absolute addresses, safe inside the script tag', () => {
    const html = pageHead(
      {
        title: 'x',
        jsonLd: {
          '@type': 'Product',
          '@id': '/products/a#product',
          name: '</script><script>alert(1)</script>',
          image: ['/uploads/a-1024w.webp', 'https://cdn.example/b.jpg'],
          offers: { url: '/products/a', price: 10, description: '/not-an-address-key' },
        },
      },
      page,
    );
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(json).not.toContain('</');
    expect(JSON.parse(json)).toEqual({
      '@type': 'Product',
      '@id': 'https://shop.example/products/a#product',
      name: '</script><script>alert(1)</script>',
      image: ['https://shop.example/uploads/a-1024w.webp', 'https://cdn.example/b.jpg'],
      offers: { url: 'https://shop.example/products/a', price: 10, description: '/not-an-address-key' },
    });
  });

  it('leaves protocol-relative and non-string values alone', () => {
    expect(absoluteJsonLd({ url: '//evil.example/x', image: 5, logo: null }, 'https://shop.example')).toEqual(
      {
        url: '//evil.example/x',
        image: 5,
        logo: null,
      },
    );
  });
});
