import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IMAGE, ProductPicture, type ProductPictureProps } from './product-picture';

const render = (props: Partial<ProductPictureProps>) =>
  renderToString(
    createElement(ProductPicture, {
      src: null,
      alt: 'Denim jacket',
      sizes: '50vw',
      width: 640,
      height: 800,
      ...props,
    }),
  );

// The attributes of the first element with this tag, names lower-cased as the browser reads them.
function attrs(html: string, tag: string): Record<string, string> | null {
  const match = new RegExp(`<${tag}\\b([^>]*)>`).exec(html);
  if (!match) return null;
  const found: Record<string, string> = {};
  for (const [, name, value] of match[1]!.matchAll(/([\w-]+)="([^"]*)"/g)) {
    found[name!.toLowerCase()] = value!.replaceAll('&amp;', '&');
  }
  return found;
}

const stored = '/uploads/images/denim-jacket-1-1024w.webp';

describe('ProductPicture', () => {
  it('offers our own pictures as AVIF, then WebP, in every width, loading lazily', () => {
    const html = render({
      src: stored,
      sizes: '(min-width: 1024px) 270px, 50vw',
      className: 'h-full w-full',
    });
    const source = attrs(html, 'source')!;
    expect(source.type).toBe('image/avif');
    expect(source.srcset).toBe(
      '/uploads/images/denim-jacket-1-320w.avif 320w, /uploads/images/denim-jacket-1-640w.avif 640w, /uploads/images/denim-jacket-1-1024w.avif 1024w',
    );
    expect(source.sizes).toBe('(min-width: 1024px) 270px, 50vw');
    const img = attrs(html, 'img')!;
    expect(img).toMatchObject({
      srcset:
        '/uploads/images/denim-jacket-1-320w.webp 320w, /uploads/images/denim-jacket-1-640w.webp 640w, /uploads/images/denim-jacket-1-1024w.webp 1024w',
      sizes: '(min-width: 1024px) 270px, 50vw',
      src: stored,
      alt: 'Denim jacket',
      width: '640',
      height: '800',
      loading: 'lazy',
      decoding: 'async',
      class: 'h-full w-full',
    });
    expect(img.fetchpriority).toBeUndefined();
    // The AVIF source comes first: a browser takes the first source it can show.
    expect(html.indexOf('<source')).toBeLessThan(html.indexOf('<img'));
  });

  it('loads the main picture at once with high priority', () => {
    const img = attrs(render({ src: stored, eager: true }), 'img')!;
    expect(img.loading).toBe('eager');
    expect(img.fetchpriority).toBe('high');
  });

  it('sends outside pictures through the image proxy, with no variants', () => {
    const outside = 'https://instagram.example.net/p/a b.jpg?x=1&y=2';
    const html = render({ src: outside });
    expect(attrs(html, 'source')).toBeNull();
    const img = attrs(html, 'img')!;
    expect(img.src).toBe(`/api/image-proxy?url=${encodeURIComponent(outside)}`);
    expect(img.srcset).toBeUndefined();
    expect(img.sizes).toBeUndefined();
  });

  it('loads pictures on known image hosts directly', () => {
    const img = attrs(render({ src: 'https://images.unsplash.com/photo-1.jpg' }), 'img')!;
    expect(img.src).toBe('https://images.unsplash.com/photo-1.jpg');
  });

  it('shows the placeholder when there is no picture', () => {
    for (const src of [null, undefined, '', '   ']) {
      const html = render({ src });
      expect(attrs(html, 'source')).toBeNull();
      expect(attrs(html, 'img')).toMatchObject({ src: PLACEHOLDER_IMAGE, alt: 'Denim jacket', width: '640' });
      expect(attrs(html, 'img')!.srcset).toBeUndefined();
    }
  });
});
