import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { imageSource, needsImageProxy, urlHost } from './images';
import { fileExtension, uploadBucketFor, uploadFailedMessage, uploadSucceededMessage } from './uploads';

const site = 'shop.example.co.ke';

describe('needsImageProxy', () => {
  it('is false for relative, same-site and known hosts', () => {
    for (const url of [
      '/uploads/a.webp',
      'images/a.png',
      `https://${site}/a.jpg`,
      `//${site.toUpperCase()}:8443/a.jpg`,
      'https://lh3.googleusercontent.com/a/photo',
      'https://www.gravatar.com/avatar/x',
      'https://images.unsplash.com/photo-1',
      'https://res.cloudinary.com/demo/image/upload/x.jpg',
      'https://i.ytimg.com/vi/x/hqdefault.jpg',
      'https://bucket.s3.eu-west-1.amazonaws.com/a.jpg',
      'https://d111.cloudfront.net/a.jpg',
      'https://xyz.supabase.co/storage/v1/object/public/a.jpg',
      'data:image/png;base64,AAAA',
      'blob:https://x/y',
      'https://',
    ]) {
      expect(needsImageProxy(url, site)).toBe(false);
    }
  });

  it('is true for other hosts', () => {
    for (const url of [
      'https://instagram.fnbo1-1.fna.fbcdn.net/a.jpg',
      'http://example.com/a.jpg',
      'https://notamazonaws.com/a.jpg',
      `https://${site}.evil.com/a.jpg`,
      `https://${site}@evil.com/a.jpg`,
      '//evil.com/a.jpg',
    ]) {
      expect(needsImageProxy(url, site)).toBe(true);
    }
  });

  it('accepts a site given as an origin and a custom host list', () => {
    expect(needsImageProxy('https://shop.test/a.jpg', 'https://shop.test:3000')).toBe(false);
    expect(needsImageProxy('https://cdn.mine.ke/a.jpg', site, ['mine.ke'])).toBe(false);
    expect(needsImageProxy('https://i.ytimg.com/a.jpg', site, [])).toBe(true);
  });

  it('reads hosts carefully', () => {
    expect(urlHost('https://user:pw@Host.COM.:81/x')).toBe('host.com');
    expect(urlHost('http://[::1]:8080/x')).toBe('[::1]');
    expect(urlHost('javascript:alert(1)')).toBeNull();
    expect(urlHost(3 as unknown as string)).toBeNull();
  });

  it('never throws on any text (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl()), (url) => {
        expect(typeof needsImageProxy(url, site)).toBe('boolean');
      }),
    );
  });

  it('builds the proxied source', () => {
    expect(imageSource('https://evil.com/a b.jpg', site, '/api/image')).toBe(
      '/api/image?url=https%3A%2F%2Fevil.com%2Fa%20b.jpg',
    );
    expect(imageSource('/a.jpg', site, '/api/image')).toBe('/a.jpg');
  });
});

describe('uploads', () => {
  it.each([
    ['clip.MP4', 'product-videos'],
    ['clip.webm', 'product-videos'],
    ['photo.jpg', 'product-images'],
    ['README', 'product-images'],
    ['mp4', 'product-images'],
  ])('puts %s in the %s bucket (chosen by extension)', (name, bucket) => {
    expect(uploadBucketFor(name)).toBe(bucket);
  });

  it('reads extensions', () => {
    expect(fileExtension('dir.v2/file.tar.GZ?x=1')).toBe('gz');
    expect(fileExtension('.hidden')).toBe('');
    expect(fileExtension(undefined as unknown as string)).toBe('');
  });

  it('fills the upload messages', () => {
    expect(uploadFailedMessage('a.jpg', 'too big')).toBe('Failed to upload a.jpg: Upload failed: too big');
    expect(uploadSucceededMessage(3)).toBe('3 file(s) uploaded successfully!');
  });
});
